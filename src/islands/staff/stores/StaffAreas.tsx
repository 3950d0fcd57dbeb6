// /staff/areas (decision 0315): the areas the shop serves. One form adds an area or edits the one
// chosen: its name in English and Marathi, town, PIN, position (typed: latitude and longitude) and
// the stores that serve it; a refused field says why on itself. Below, every area with Edit and Remove.
import { useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffAreasAnswer, StaffAreaView } from '../../../domain/api/staff/areas.ts';
import { Field, FieldGroup, focusFirstRefused } from '../form/fields.tsx';
import '../shared/console-forms.css';

interface Draft {
  id: number | null;
  name: string;
  name_mr: string;
  city: string;
  pincode: string;
  latitude: string;
  longitude: string;
  store_ids: number[];
}

const EMPTY: Draft = {
  id: null,
  name: '',
  name_mr: '',
  city: '',
  pincode: '',
  latitude: '',
  longitude: '',
  store_ids: [],
};

const draftOf = (area: StaffAreaView): Draft => ({
  id: area.id,
  name: area.name,
  name_mr: area.name_mr,
  city: area.city,
  pincode: area.pincode,
  latitude: String(area.latitude),
  longitude: String(area.longitude),
  store_ids: area.store_ids,
});

/** A typed number, or NaN for a blank (the server refuses it on its field). */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export default function StaffAreas({ initial }: { initial: StaffAreasAnswer }) {
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; refused: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const storeName = new Map(view.stores.map((store) => [store.id, store.name]));

  const edit = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const answered = (answer: Awaited<ReturnType<typeof callApi<'staff/area-save'>>>, done: string) => {
    setBusy(false);
    if (answer.ok) {
      setView(answer.value);
      setDraft(EMPTY);
      setErrors({});
      setMessage({ text: done, refused: false });
      return;
    }
    setErrors(answer.error.fields ?? {});
    setMessage({ text: answer.error.message, refused: true });
    focusFirstRefused(form.current);
  };

  const save = async () => {
    setBusy(true);
    setMessage(null);
    const name = draft.name.trim();
    const answer = await callApi('staff/area-save', {
      area_id: draft.id,
      name: draft.name,
      name_mr: draft.name_mr,
      city: draft.city,
      pincode: draft.pincode,
      latitude: number(draft.latitude),
      longitude: number(draft.longitude),
      store_ids: draft.store_ids,
    });
    answered(answer, `Saved ${name}: customers find it by name and by PIN.`);
  };

  const remove = async (area: StaffAreaView) => {
    if (!window.confirm(`Remove ${area.name}? Customers will no longer find it.`)) return;
    setBusy(true);
    setMessage(null);
    answered(await callApi('staff/area-remove', { area_id: area.id }), `Removed ${area.name}.`);
  };

  const toggleStore = (storeId: number, on: boolean) =>
    edit({ store_ids: on ? [...draft.store_ids, storeId] : draft.store_ids.filter((id) => id !== storeId) });
  const storesError = Object.entries(errors).find(([field]) => field.startsWith('store_ids'))?.[1];

  return (
    <div>
      <div className="cf-head">
        <h1>Areas</h1>
      </div>
      <p className="s-muted">
        Customers find these areas by name, in English or Marathi, or by PIN code, and a phone’s position is named after
        the nearest one within 5 km.
      </p>
      <form
        ref={form}
        className="cf-form"
        aria-labelledby="area-form-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 id="area-form-title">{draft.id === null ? 'Add an area' : `Edit ${draft.name || 'area'}`}</h2>
        <div className="cf-grid three">
          <Field id="area-name" label="Name (English)" error={errors.name}>
            {(props) => (
              <input
                {...props}
                value={draft.name}
                autoComplete="off"
                onChange={(e) => edit({ name: e.target.value })}
              />
            )}
          </Field>
          <Field id="area-name-mr" label="Name (Marathi)" error={errors.name_mr} hint="Optional: मराठीत नाव">
            {(props) => (
              <input
                {...props}
                lang="mr"
                value={draft.name_mr}
                autoComplete="off"
                onChange={(e) => edit({ name_mr: e.target.value })}
              />
            )}
          </Field>
          <Field id="area-city" label="Town" error={errors.city}>
            {(props) => (
              <input
                {...props}
                value={draft.city}
                autoComplete="off"
                onChange={(e) => edit({ city: e.target.value })}
              />
            )}
          </Field>
          <Field id="area-pincode" label="PIN code" error={errors.pincode} hint="6 digits">
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                maxLength={7}
                value={draft.pincode}
                onChange={(e) => edit({ pincode: e.target.value })}
              />
            )}
          </Field>
          <Field id="area-latitude" label="Latitude" error={errors.latitude} hint="e.g. 18.5097">
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={draft.latitude}
                onChange={(e) => edit({ latitude: e.target.value })}
              />
            )}
          </Field>
          <Field id="area-longitude" label="Longitude" error={errors.longitude} hint="e.g. 73.8300">
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={draft.longitude}
                onChange={(e) => edit({ longitude: e.target.value })}
              />
            )}
          </Field>
          <FieldGroup
            id="area-stores"
            legend="Stores that serve it"
            error={storesError}
            className="cf-wide"
            hint={view.stores.length === 0 ? 'No stores yet: add one under Stores.' : undefined}
          >
            {view.stores.map((store) => (
              <label key={store.id}>
                <input
                  type="checkbox"
                  checked={draft.store_ids.includes(store.id)}
                  onChange={(e) => toggleStore(store.id, e.target.checked)}
                />
                {store.name}
              </label>
            ))}
          </FieldGroup>
        </div>
        <div className="cf-actions">
          <button type="submit" className="s-btn" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : 'Save area'}
          </button>
          {draft.id !== null && (
            <button
              type="button"
              className="s-btn ghost"
              onClick={() => {
                setDraft(EMPTY);
                setErrors({});
              }}
            >
              Cancel
            </button>
          )}
        </div>
        {message && (
          <p role={message.refused ? 'alert' : 'status'} className={message.refused ? 'cf-error' : 's-muted'}>
            {message.text}
          </p>
        )}
      </form>

      <section aria-labelledby="areas-list-title">
        <h2 id="areas-list-title">{view.areas.length === 1 ? '1 area' : `${view.areas.length} areas`}</h2>
        {view.areas.length === 0 ? (
          <p className="s-muted">No areas yet: customers’ area search finds nothing until you add one.</p>
        ) : (
          <ul className="cf-list">
            {view.areas.map((area) => (
              <li key={area.id} className="cf-card">
                <h3>
                  {area.name}
                  {area.name_mr && <span lang="mr">{area.name_mr}</span>}
                </h3>
                <p>
                  PIN <span className="cf-code">{area.pincode}</span>
                  {area.city && ` · ${area.city}`}
                </p>
                <p className="s-muted">
                  {area.latitude}, {area.longitude}
                </p>
                <p>
                  {area.store_ids.length === 0
                    ? 'No store named'
                    : `Served by ${area.store_ids.map((id) => storeName.get(id) ?? `store ${id}`).join(', ')}`}
                </p>
                <div className="cf-actions">
                  <button
                    type="button"
                    className="s-btn ghost"
                    aria-label={`Edit ${area.name}`}
                    onClick={() => {
                      setDraft(draftOf(area));
                      setErrors({});
                      setMessage(null);
                      form.current?.scrollIntoView({ block: 'start' });
                    }}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="s-btn danger"
                    aria-label={`Remove ${area.name}`}
                    disabled={busy}
                    onClick={() => void remove(area)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
