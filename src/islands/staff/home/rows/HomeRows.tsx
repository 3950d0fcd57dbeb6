// The rows of the home, top to bottom (below the category grid): each moved, restyled, shown or
// hidden, given days, edited or removed (RowItem.tsx), and a row of each kind the storefront
// renders added at the bottom. The keyboard stays where the editor was working.
import { moveRow, type NewRowKind, withNewRow, withoutRow } from '../../../../domain/home/home-composition.ts';
import { idOf } from '../home-ids.ts';
import type { HomeDraft } from '../use-home-draft.ts';
import { useSay } from '../../shell/console-words.tsx';
import RowItem from './RowItem.tsx';
import { NEW_ROW_WORDS } from './row-words.ts';

export default function HomeRows({ draft }: { draft: HomeDraft }) {
  const say = useSay();
  const { composition, errors, change } = draft;

  const moveRowAt = (index: number, by: -1 | 1) => {
    const row = composition.rows[index];
    change({ ...composition, rows: moveRow(composition.rows, index, by) });
    if (!row) return;
    // Keep the keyboard on the button that moved the row (the other one at an end).
    requestAnimationFrame(() => {
      const same = document.getElementById(`hc-move-${row.id}-${by === -1 ? 'up' : 'down'}`);
      const other = document.getElementById(`hc-move-${row.id}-${by === -1 ? 'down' : 'up'}`);
      (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
    });
  };

  const addRow = (kind: NewRowKind) => {
    const next = withNewRow(composition, kind);
    const row = next.rows.at(-1);
    change(next);
    if (!row) return;
    draft.setOpen((ids) => new Set(ids).add(row.id));
    // The new row's first field: its title, or its slider's name.
    const field =
      row.kind === 'section' ? `sections.${next.sections.length - 1}.title` : `sliders.${next.sliders.length - 1}.name`;
    requestAnimationFrame(() => document.getElementById(idOf(field))?.focus());
  };

  const removeRowAt = (index: number) => {
    change(withoutRow(composition, index));
    // The keyboard goes on to the list's heading: the row and its buttons are gone.
    requestAnimationFrame(() => document.getElementById('hc-rows-title')?.focus());
  };

  return (
    <section aria-labelledby="hc-rows-title">
      <h2 id="hc-rows-title" tabIndex={-1}>
        {say('consoleHomeRows')}
      </h2>
      <p className="s-muted">{say('consoleHomeRowsHint')}</p>
      {errors.rows && <p className="cf-error">⚠ {errors.rows}</p>}
      {composition.rows.length === 0 && <p className="s-muted">{say('consoleHomeNoRows')}</p>}
      <ol className="hc-rows" aria-label={say('consoleHomeRowsList')}>
        {composition.rows.map((row, index) => (
          <RowItem
            key={row.id}
            draft={draft}
            row={row}
            index={index}
            onMove={(by) => moveRowAt(index, by)}
            onRemove={() => removeRowAt(index)}
          />
        ))}
      </ol>
      <div className="hc-add" role="group" aria-labelledby="hc-add-title">
        <h3 id="hc-add-title">{say('consoleHomeAddRow')}</h3>
        <div className="cf-actions">
          {(Object.keys(NEW_ROW_WORDS) as NewRowKind[]).map((kind) => (
            <button key={kind} type="button" className="s-btn ghost" onClick={() => addRow(kind)}>
              {say(NEW_ROW_WORDS[kind])}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
