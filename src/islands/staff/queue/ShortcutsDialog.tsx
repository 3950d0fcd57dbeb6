// The list of the counter's keyboard shortcuts (decision 0339), opened with ? or its button.
import { useEffect, useRef } from 'react';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { useSay } from '../shell/console-words.tsx';

/** Each shortcut's keys (a second key said with "or") and what it does, among the console's words. */
const SHORTCUTS: readonly (readonly [key: string, other: string | null, does: ConsoleWordKey])[] = [
  ['j', '↓', 'consoleQueueKeyNext'],
  ['k', '↑', 'consoleQueueKeyPrevious'],
  ['a', null, 'consoleQueueKeyAccept'],
  ['r', null, 'consoleQueueKeyReady'],
  ['p', null, 'consoleQueueKeyPrint'],
  ['/', null, 'consoleQueueFind'],
  ['?', null, 'consoleQueueKeyList'],
];

export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const say = useSay();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="s-dialog" aria-labelledby="shortcuts-title" onClose={onClose}>
      <h2 id="shortcuts-title">{say('consoleQueueShortcuts')}</h2>
      <p className="s-muted">{say('consoleQueueKeysNote')}</p>
      <dl className="q-shortcuts">
        {SHORTCUTS.map(([key, other, does]) => (
          <div key={key}>
            <dt>
              <kbd>{other ? say('consoleQueueKeyOr', { key, other }) : key}</kbd>
            </dt>
            <dd>{say(does)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="s-btn ghost" onClick={() => dialog.current?.close()}>
        {say('consoleQueueClose')}
      </button>
    </dialog>
  );
}
