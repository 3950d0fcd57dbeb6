// The queue's new-order chime (decision 0183, src/islands/staff/shell/sound.ts): on until the counter turns
// it off on this device; while the browser holds sound back until a tap, `blocked` says so.
import { useEffect, useState } from 'react';
import { allowSound, playNewOrderSound, rememberSound, soundBlocked, soundChosen } from '../shell/sound.ts';

export function useCounterSound() {
  // On until the counter turns it off on this device (read after hydration: the server has no localStorage).
  const [sound, setSound] = useState(true);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const chosen = soundChosen();
    setSound(chosen);
    if (!chosen || !soundBlocked()) return;
    setBlocked(true);
    // Any tap on the page is the gesture the browser waits for, not only the button's.
    const unlock = () =>
      void allowSound().then((allowed) => {
        if (allowed) setBlocked(false);
      });
    document.addEventListener('pointerdown', unlock, { once: true });
    return () => document.removeEventListener('pointerdown', unlock);
  }, []);

  const chooseSound = (on: boolean) => {
    setSound(on);
    rememberSound(on);
    if (!on) return;
    void allowSound().then((allowed) => {
      setBlocked(!allowed);
      if (allowed) playNewOrderSound();
    });
  };

  /** Plays the chime once, whether or not it is on, so that the counter can hear how loud it is. */
  const testSound = () =>
    void allowSound().then((allowed) => {
      setBlocked(!allowed);
      if (allowed) playNewOrderSound();
    });

  return { sound, blocked, chooseSound, testSound };
}
