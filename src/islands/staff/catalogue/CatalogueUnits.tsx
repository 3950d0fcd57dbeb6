// /staff/catalogue/units (decision 0319): the units sizes are measured in, which the item form
// offers and a catalogue file names by symbol. Admins add one (ml, dozen, bunch…) or rename one,
// checked by the rules of domain/catalogue/units.ts here and again by the server; a manager reads
// the list. None is removed: sizes and past orders name it.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { CatalogueUnitRow } from '../../../domain/api/staff/catalogue.ts';
import { cleanUnit, UNIT_NAME_MAX, UNIT_SYMBOL_MAX, unitRefusals } from '../../../domain/catalogue/units.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { focusField, TextField } from '../form/inputs.tsx';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import { sizesText } from './counts.ts';

interface Props {
  units: CatalogueUnitRow[];
  mayEdit: boolean;
  /** The `consoleCatalogue…` and `consoleUnits…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
}

export default function CatalogueUnits({ words, ...props }: Props) {
  return (
    <ConsoleWordsProvider value={words}>
      <UnitList {...props} />
    </ConsoleWordsProvider>
  );
}

function UnitList({ units: initial, mayEdit }: Omit<Props, 'words'>) {
  const say = useSay();
  const [units, setUnits] = useState(initial);
  const [editing, setEditing] = useState<CatalogueUnitRow | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const saved = (unit: CatalogueUnitRow) => {
    setUnits((list) =>
      list.some((one) => one.id === unit.id) ? list.map((one) => (one.id === unit.id ? unit : one)) : [...list, unit],
    );
    setMessage(say('consoleUnitsSaved', { name: unit.name, symbol: unit.symbol }));
    setEditing(null);
  };

  return (
    <>
      <p>
        <a href="/staff/catalogue">{say('consoleCatalogueAllItems')}</a>
      </p>
      <div className="c-head">
        <h1>{say('consoleUnitsTitle')}</h1>
        {mayEdit && editing === null && (
          <button type="button" className="s-btn" onClick={() => setEditing('new')}>
            {say('consoleUnitsNew')}
          </button>
        )}
      </div>
      <p className="s-muted">
        {say('consoleUnitsIntro')}
        {!mayEdit && ` ${say('consoleUnitsAdminOnly')}`}
      </p>
      {message && (
        <p className="s-ok" role="status">
          {message}
        </p>
      )}
      {editing !== null && (
        <UnitForm
          key={editing === 'new' ? 'new' : editing.id}
          unit={editing === 'new' ? null : editing}
          others={units.filter((one) => editing === 'new' || one.id !== editing.id)}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
      <ul className="c-list" aria-label={say('consoleUnitsTitle')}>
        {units.map((unit) => (
          <li key={unit.id} className="c-row">
            <span className="c-unit-symbol" aria-hidden="true">
              {unit.symbol}
            </span>
            <div className="c-main">
              <strong>
                {unit.name} ({unit.symbol})
              </strong>
              <span className="s-muted">{sizesText(say, unit.sizes_count)}</span>
            </div>
            {mayEdit && (
              <div className="c-side">
                <button
                  type="button"
                  className="s-btn ghost"
                  aria-label={say('consoleUnitsRenameOf', { name: unit.name })}
                  onClick={() => setEditing(unit)}
                >
                  {say('consoleUnitsRename')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function UnitForm({
  unit,
  others,
  onSaved,
  onCancel,
}: {
  unit: CatalogueUnitRow | null;
  others: readonly CatalogueUnitRow[];
  onSaved(unit: CatalogueUnitRow): void;
  onCancel(): void;
}) {
  const say = useSay();
  const [name, setName] = useState(unit?.name ?? '');
  const [symbol, setSymbol] = useState(unit?.symbol ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refuse = (fields: Record<string, string>, text: string) => {
    setErrors(fields);
    setAlert(text);
    const first = Object.keys(fields)[0];
    if (first) requestAnimationFrame(() => focusField(first));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cleaned = cleanUnit({ name, symbol });
    const refusals = Object.fromEntries(
      Object.entries(unitRefusals(cleaned, others)).map(([field, line]) => [field, line.text]),
    );
    if (Object.keys(refusals).length > 0) return refuse(refusals, say('consoleCatalogueFixFields'));
    setBusy(true);
    const answer = await callApi('staff/catalogue-unit-save', {
      ...(unit ? { unit_id: unit.id } : {}),
      ...cleaned,
    });
    setBusy(false);
    if (answer.ok) onSaved(answer.value.unit);
    else refuse(answer.error.fields ?? {}, answer.error.message);
  };

  return (
    <form className="s-card c-grid" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{unit ? say('consoleUnitsRenameOf', { name: unit.name }) : say('consoleUnitsNew')}</h2>
      {alert && (
        <p className="c-alert" role="alert">
          {alert}
        </p>
      )}
      <TextField
        field="name"
        label={say('consoleUnitsName')}
        value={name}
        errors={errors}
        maxLength={UNIT_NAME_MAX}
        onChange={setName}
        hint={say('consoleUnitsNameHint')}
      />
      <TextField
        field="symbol"
        label={say('consoleUnitsSymbol')}
        value={symbol}
        errors={errors}
        maxLength={UNIT_SYMBOL_MAX}
        onChange={setSymbol}
        hint={
          unit && unit.sizes_count > 0
            ? say('consoleUnitsSymbolHintUsed', { sizes: sizesText(say, unit.sizes_count) })
            : say('consoleUnitsSymbolHint')
        }
      />
      <div className="c-actions">
        <button type="submit" className="s-btn" disabled={busy}>
          {say('consoleUnitsSave')}
        </button>
        <button type="button" className="s-btn ghost" onClick={onCancel}>
          {say('consoleCatalogueCancel')}
        </button>
      </div>
    </form>
  );
}
