// The list of the counter's keyboard shortcuts (decision 0339), opened with ? or its button.
import { useEffect, useRef } from 'react';

const SHORTCUTS: readonly (readonly [keys: string, does: string])[] = [
  ['j or ↓', 'Next order'],
  ['k or ↑', 'Previous order'],
  ['a', 'Accept the order'],
  ['r', 'Mark the order ready'],
  ['p', 'Print its receipt'],
  ['/', 'Find an order'],
  ['?', 'This list'],
];

export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="s-dialog" aria-labelledby="shortcuts-title" onClose={onClose}>
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <p className="s-muted">Outside a text field. a, r and p act on the order that has the focus.</p>
      <dl className="q-shortcuts">
        {SHORTCUTS.map(([keys, does]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="s-btn ghost" onClick={() => dialog.current?.close()}>
        Close
      </button>
    </dialog>
  );
}
