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

interface Props {
  units: CatalogueUnitRow[];
  mayEdit: boolean;
}

export default function CatalogueUnits({ units: initial, mayEdit }: Props) {
  const [units, setUnits] = useState(initial);
  const [editing, setEditing] = useState<CatalogueUnitRow | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const saved = (unit: CatalogueUnitRow) => {
    setUnits((list) =>
      list.some((one) => one.id === unit.id) ? list.map((one) => (one.id === unit.id ? unit : one)) : [...list, unit],
    );
    setMessage(`Saved ${unit.name} (${unit.symbol}).`);
    setEditing(null);
  };

  return (
    <>
      <p>
        <a href="/staff/catalogue">← All items</a>
      </p>
      <div className="c-head">
        <h1>Units</h1>
        {mayEdit && editing === null && (
          <button type="button" className="s-btn" onClick={() => setEditing('new')}>
            New unit
          </button>
        )}
      </div>
      <p className="s-muted">
        A size is measured in one of these. A catalogue file names the unit by its symbol.
        {!mayEdit && ' Units are shared by every store: only an admin adds them.'}
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
      <ul className="c-list" aria-label="Units">
        {units.map((unit) => (
          <li key={unit.id} className="c-row">
            <span className="c-unit-symbol" aria-hidden="true">
              {unit.symbol}
            </span>
            <div className="c-main">
              <strong>
                {unit.name} ({unit.symbol})
              </strong>
              <span className="s-muted">
                {unit.sizes_count} {unit.sizes_count === 1 ? 'size' : 'sizes'}
              </span>
            </div>
            {mayEdit && (
              <div className="c-side">
                <button
                  type="button"
                  className="s-btn ghost"
                  aria-label={`Rename ${unit.name}`}
                  onClick={() => setEditing(unit)}
                >
                  Rename
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
    if (Object.keys(refusals).length > 0) return refuse(refusals, 'Some fields need a change before saving.');
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
      <h2>{unit ? `Rename ${unit.name}` : 'New unit'}</h2>
      {alert && (
        <p className="c-alert" role="alert">
          {alert}
        </p>
      )}
      <TextField
        field="name"
        label="Name"
        value={name}
        errors={errors}
        maxLength={UNIT_NAME_MAX}
        onChange={setName}
        hint="As staff read it, like Millilitre, Dozen or Bunch."
      />
      <TextField
        field="symbol"
        label="Symbol"
        value={symbol}
        errors={errors}
        maxLength={UNIT_SYMBOL_MAX}
        onChange={setSymbol}
        hint={
          unit && unit.sizes_count > 0
            ? `One word, like ml. ${unit.sizes_count} sizes use it: a catalogue file names them by the new symbol.`
            : 'One word, like ml, dozen or bunch: the catalogue file’s unit column.'
        }
      />
      <div className="c-actions">
        <button type="submit" className="s-btn" disabled={busy}>
          Save unit
        </button>
        <button type="button" className="s-btn ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
