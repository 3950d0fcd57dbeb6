// The outcome of the editor's last step, said where it was taken (one live region at each place,
// so a screen reader hears it and the editor sees it beside the button pressed).
import { useSay } from '../../shell/console-words.tsx';
import type { Message } from '../use-content-steps.ts';

export default function StepFeedback({ message }: { message: Message }) {
  const say = useSay();
  return (
    <div aria-live="polite">
      {message && (
        <div
          className={message.tone === 'ok' ? 's-ok' : 's-error'}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
          {message.reload && (
            <button type="button" className="s-btn ghost ct-inline" onClick={() => window.location.reload()}>
              {say('consoleContentReload')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
