// The queue's head (decision 0183): its live line (new orders, an order called off, a phone order
// placed), the new-order sound chip with its Test sound button, and the keyboard shortcuts' list
// (decision 0339).
import { useSay } from '../shell/console-words.tsx';
export function QueueHeader({
  notice,
  sound,
  onSound,
  onTestSound,
  onShortcuts,
}: {
  notice: string | null;
  sound: boolean;
  onSound(on: boolean): void;
  onTestSound(): void;
  onShortcuts(): void;
}) {
  const say = useSay();
  return (
    <div className="queue-head">
      <h1>{say('consoleQueueTitle')}</h1>
      <div className="s-row">
        <p className="s-muted" role="status" aria-live="polite">
          {notice ?? say('consoleQueueLive')}
        </p>
        <button type="button" className="s-chip" aria-pressed={sound} onClick={() => onSound(!sound)}>
          {say('consoleQueueSound')}
        </button>
        <button type="button" className="s-chip" onClick={onTestSound}>
          {say('consoleQueueTestSound')}
        </button>
        <button type="button" className="s-chip" aria-keyshortcuts="?" onClick={onShortcuts}>
          {say('consoleQueueShortcuts')}
        </button>
      </div>
    </div>
  );
}
