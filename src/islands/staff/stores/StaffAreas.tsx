// /staff/areas (decision 0315): the areas the shop serves. One form adds an area or edits the one
// chosen: its name in English and Marathi, town, PIN, position (typed: latitude and longitude) and
// the stores that serve it; a refused field says why on itself. Below, every area with Edit and Remove.
import { useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffAreasAnswer, StaffAreaView } from '../../../domain/api/staff/areas.ts';
import { Field, FieldGroup, focusFirstRefused } from '../form/fields.tsx';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import { AreaList } from './AreaList.tsx';
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

/** `words`: the console's words in the member's language (decision 0345). */
export default function StaffAreas({ initial, words }: { initial: StaffAreasAnswer; words: ConsoleWords }) {
  return (
    <ConsoleWordsProvider value={words}>
      <Areas initial={initial} />
    </ConsoleWordsProvider>
  );
}

function Areas({ initial }: { initial: StaffAreasAnswer }) {
  const say = useSay();
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; refused: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

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
    answered(answer, say('consoleAreaSaved', { name }));
  };

  const remove = async (area: StaffAreaView) => {
    if (!window.confirm(say('consoleAreaRemoveAsk', { name: area.name }))) return;
    setBusy(true);
    setMessage(null);
    answered(await callApi('staff/area-remove', { area_id: area.id }), say('consoleAreaRemoved', { name: area.name }));
  };

  const toggleStore = (storeId: number, on: boolean) =>
    edit({ store_ids: on ? [...draft.store_ids, storeId] : draft.store_ids.filter((id) => id !== storeId) });
  const storesError = Object.entries(errors).find(([field]) => field.startsWith('store_ids'))?.[1];

  return (
    <div>
      <div className="cf-head">
        <h1>{say('consoleAreaTitle')}</h1>
      </div>
      <p className="s-muted">{say('consoleAreaAbout')}</p>
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
        <h2 id="area-form-title">
          {draft.id === null
            ? say('consoleAreaAdd')
            : draft.name
              ? say('consoleAreaEditNamed', { name: draft.name })
              : say('consoleAreaEditUnnamed')}
        </h2>
        <div className="cf-grid three">
          <Field id="area-name" label={say('consoleAreaName')} error={errors.name}>
            {(props) => (
              <input
                {...props}
                value={draft.name}
                autoComplete="off"
                onChange={(e) => edit({ name: e.target.value })}
              />
            )}
          </Field>
          <Field
            id="area-name-mr"
            label={say('consoleAreaNameMr')}
            error={errors.name_mr}
            hint={say('consoleAreaNameMrHint')}
          >
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
          <Field id="area-city" label={say('consoleAreaTown')} error={errors.city}>
            {(props) => (
              <input
                {...props}
                value={draft.city}
                autoComplete="off"
                onChange={(e) => edit({ city: e.target.value })}
              />
            )}
          </Field>
          <Field
            id="area-pincode"
            label={say('consoleAreaPin')}
            error={errors.pincode}
            hint={say('consoleAreaPinHint')}
          >
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
          <Field
            id="area-latitude"
            label={say('consoleAreaLatitude')}
            error={errors.latitude}
            hint={say('consoleAreaLatitudeHint')}
          >
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={draft.latitude}
                onChange={(e) => edit({ latitude: e.target.value })}
              />
            )}
          </Field>
          <Field
            id="area-longitude"
            label={say('consoleAreaLongitude')}
            error={errors.longitude}
            hint={say('consoleAreaLongitudeHint')}
          >
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
            legend={say('consoleAreaStores')}
            error={storesError}
            className="cf-wide"
            hint={view.stores.length === 0 ? say('consoleAreaNoStores') : undefined}
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
            {busy ? say('consoleAreaSaving') : say('consoleAreaSave')}
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
              {say('consoleAreaCancel')}
            </button>
          )}
        </div>
        {message && (
          <p role={message.refused ? 'alert' : 'status'} className={message.refused ? 'cf-error' : 's-muted'}>
            {message.text}
          </p>
        )}
      </form>

      <AreaList
        view={view}
        busy={busy}
        onEdit={(area) => {
          setDraft(draftOf(area));
          setErrors({});
          setMessage(null);
          form.current?.scrollIntoView({ block: 'start' });
        }}
        onRemove={(area) => void remove(area)}
      />
    </div>
  );
}
