// The queue's alerts above the cards: the browser holding the chime back until the page is tapped,
// and the ready deliveries waiting for a partner longer than the shop's limit (rider-wait.ts).
import type { RiderWait } from '../../../domain/staff/rider-wait.ts';
import { riderWaitSaid } from './words.tsx';
import { useSay } from '../shell/console-words.tsx';
import './alerts.css';

export function QueueAlerts({
  soundHeldBack,
  onAllowSound,
  waits,
}: {
  soundHeldBack: boolean;
  onAllowSound(): void;
  waits: ReadonlyMap<string, RiderWait>;
}) {
  const say = useSay();
  return (
    <>
      {soundHeldBack && (
        <div className="q-sound-blocked" role="alert">
          <p>{say('consoleQueueSoundHeld')}</p>
          <button type="button" className="s-btn" onClick={onAllowSound}>
            {say('consoleQueueAllowSound')}
          </button>
        </div>
      )}
      {waits.size > 0 && (
        <div className="q-rider-alerts" role="alert">
          <ul>
            {[...waits].map(([id, wait]) => (
              <li key={id}>
                ⚠ <a href={`#order-${id}`}>{riderWaitSaid(say, id, wait.minutes)}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
