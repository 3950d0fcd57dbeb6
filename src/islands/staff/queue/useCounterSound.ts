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
    // Any tap or key on the page is the gesture the browser waits for, not only the button's. On the
    // click, after the tap's own work, never on the press: the notice leaving moves the queue up, and
    // a finger lifted over what moved under it would lose the counter's first tap (an Accept).
    const unlock = () =>
      void allowSound().then((allowed) => {
        if (!allowed) return;
        setBlocked(false);
        document.removeEventListener('click', unlock);
        document.removeEventListener('keydown', unlock);
      });
    document.addEventListener('click', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      document.removeEventListener('click', unlock);
      document.removeEventListener('keydown', unlock);
    };
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
