// /staff/stores (decision 0270): the stores a member reaches (every store for an admin), and one
// form to make a store (admins) or edit one: name, web address, words and picture, the location
// typed or found by the customers' geocoder, delivery terms, opening hours per weekday, closed
// days and the pause. The rules are the server's (domain/stores/store-settings.ts): checked here
// before sending, and each refused field, here or by the server, says why on the field.
import type { DeliveredBy } from '../../../domain/staff/own-riders.ts';
import { type ReactNode, type SubmitEvent, useId, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { LocationSuggestion } from '../../../domain/api/location.ts';
import type { StaffStoreSummary, StaffStoresAnswer } from '../../../domain/api/staff/stores.ts';
import { formatCalendarDay, shopToday } from '../../../domain/calendar.ts';
import { documentNumber, financialYearOf, isSeriesPrefix } from '../../../domain/tax/document-series.ts';
import { WEEKDAY_NAMES, WEEKDAYS_FROM_MONDAY, RANGES_PER_DAY } from '../../../domain/stores/opening-hours.ts';
import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  IMAGE_MAX,
  LEGAL_NAME_MAX,
  NAME_MAX,
  seriesPrefixes,
  SLUG_MAX,
  slugFromName,
  storeSettingsRefusals,
} from '../../../domain/stores/store-settings.ts';
import { checkGstin } from '../../../domain/tax/gstin.ts';
import { GST_STATES } from '../../../domain/tax/states.ts';
import { reasonsOf } from '../form/field-errors.ts';
import PictureFromLibrary from '../media/PictureFromLibrary.tsx';
import { emptyForm, FORM_FIELD_OF, formOf, type HoursRow, rowKey, type StoreForm, settingsOf } from './store-form.ts';

type Errors = Record<string, string>;
type Editing = { kind: 'new' } | { kind: 'edit'; id: number; name: string };

/** Refusals keyed by the form's fields. */
function formErrors(fields: Readonly<Record<string, string | undefined>>): Errors {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, reason]) => (reason ? [[FORM_FIELD_OF[field] ?? field, reason]] : [])),
  );
}

function statusOf(store: StaffStoreSummary): { text: string; tone: 'open' | 'closed' | 'paused' } {
  if (store.is_paused) return { text: 'Paused: not taking orders', tone: 'paused' };
  if (!store.is_open_today) return { text: 'Closed today at the counter', tone: 'closed' };
  if (store.hours_count === 0) return { text: 'No opening hours', tone: 'closed' };
  return store.open_now
    ? { text: 'Taking orders now', tone: 'open' }
    : { text: 'Closed now (outside its hours)', tone: 'closed' };
}

export default function StaffStores({ initial }: { initial: StaffStoresAnswer }) {
  const [list, setList] = useState(initial);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form, setForm] = useState<StoreForm | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const refresh = async () => {
    const answer = await callApi('staff/stores', {});
    if (answer.ok) setList(answer.value);
  };

  const open = async (store: StaffStoreSummary) => {
    setNotice(null);
    setLoadError(null);
    const answer = await callApi('staff/store', { store_id: store.id });
    if (!answer.ok) {
      setLoadError(answer.error.message);
      return;
    }
    setEditing({ kind: 'edit', id: store.id, name: answer.value.store.name });
    setForm(formOf(answer.value.store));
  };

  const startNew = () => {
    setNotice(null);
    setEditing({ kind: 'new' });
    setForm(emptyForm());
  };

  const close = (message: string | null) => {
    setEditing(null);
    setForm(null);
    setNotice(message);
  };

  if (editing && form) {
    return (
      <StoreEditor
        editing={editing}
        form={form}
        setForm={(update) => setForm((now) => (now ? update(now) : now))}
        onSaved={async (name) => {
          await refresh();
          close(editing.kind === 'new' ? `${name} is made.` : `${name} is saved.`);
        }}
        onCancel={() => close(null)}
      />
    );
  }

  return (
    <>
      <div className="queue-head">
        <h1>Stores</h1>
        {list.may_create && (
          <button type="button" className="s-btn" onClick={startNew}>
            New store
          </button>
        )}
      </div>
      <p className="s-ok" role="status" aria-live="polite">
        {notice}
      </p>
      {loadError && (
        <p className="s-error" role="alert">
          ⚠ {loadError}
        </p>
      )}
      {list.stores.length === 0 ? (
        <p className="q-empty">No store is linked to your account.</p>
      ) : (
        <ul className="st-list">
          {list.stores.map((store) => {
            const status = statusOf(store);
            return (
              <li key={store.id} className={`st-card st-${status.tone}`}>
                <h2>{store.name}</h2>
                <p className="s-muted">{store.address}</p>
                <p className="st-status">{status.text}</p>
                <button
                  type="button"
                  className="s-btn ghost"
                  aria-label={`Edit ${store.name}`}
                  onClick={() => void open(store)}
                >
                  Edit
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

interface EditorProps {
  editing: Editing;
  form: StoreForm;
  setForm(update: (form: StoreForm) => StoreForm): void;
  onSaved(name: string): Promise<void>;
  onCancel(): void;
}

function StoreEditor({ editing, form, setForm, onSaved, onCancel }: EditorProps) {
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const isNew = editing.kind === 'new';

  const set = <K extends keyof StoreForm>(key: K, value: StoreForm[K]) => setForm((now) => ({ ...now, [key]: value }));

  const setName = (name: string) =>
    setForm((now) => ({ ...now, name, slug: now.slugTyped ? now.slug : slugFromName(name) }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const settings = settingsOf(form);
    const refused = formErrors(reasonsOf(storeSettingsRefusals(settings)));
    const count = Object.keys(refused).length;
    if (count > 0) {
      setErrors(refused);
      setSummary(
        count === 1 ? 'One field needs a change: it says why.' : `${count} fields need a change: each says why.`,
      );
      summaryRef.current?.focus();
      return;
    }
    setSaving(true);
    const answer =
      editing.kind === 'new'
        ? await callApi('staff/store-create', settings)
        : await callApi('staff/store-save', { store_id: editing.id, ...settings });
    setSaving(false);
    if (answer.ok) {
      setErrors({});
      await onSaved(answer.value.store.name);
      return;
    }
    setErrors(formErrors(answer.error.fields ?? {}));
    setSummary(answer.error.message);
    summaryRef.current?.focus();
  };

  return (
    <form className="st-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="queue-head">
        <h1>{isNew ? 'New store' : `Edit ${editing.name}`}</h1>
        <button type="button" className="s-btn ghost" onClick={onCancel}>
          Back to the list
        </button>
      </div>
      <p ref={summaryRef} tabIndex={-1} className="s-error" role="alert">
        {summary ? `⚠ ${summary}` : null}
      </p>

      <fieldset className="s-card st-set">
        <legend>Store</legend>
        <Field label="Name" name="name" errors={errors}>
          {(props) => (
            <input {...props} value={form.name} maxLength={NAME_MAX} onChange={(e) => setName(e.currentTarget.value)} />
          )}
        </Field>
        <Field label="Web address" name="slug" errors={errors} hint={`The store’s page: /stores/${form.slug || '…'}`}>
          {(props) => (
            <input
              {...props}
              value={form.slug}
              maxLength={SLUG_MAX}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(e) => setForm((now) => ({ ...now, slug: e.currentTarget.value, slugTyped: true }))}
            />
          )}
        </Field>
        <Field label="Description" name="description" errors={errors}>
          {(props) => (
            <textarea
              {...props}
              rows={3}
              value={form.description}
              maxLength={DESCRIPTION_MAX}
              onChange={(e) => set('description', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="Address" name="address" errors={errors}>
          {(props) => (
            <input
              {...props}
              value={form.address}
              maxLength={ADDRESS_MAX}
              onChange={(e) => set('address', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field
          label="Phone"
          name="phone"
          errors={errors}
          hint="The mobile customers call the store on while a delivery is on its way. Leave it empty for none."
        >
          {(props) => (
            <input
              {...props}
              type="tel"
              autoComplete="off"
              inputMode="tel"
              value={form.phone}
              maxLength={30}
              onChange={(e) => set('phone', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field
          label="Picture"
          name="image"
          errors={errors}
          hint="Choose it from the library, or type its path or https:// address."
        >
          {(props) => (
            <input
              {...props}
              value={form.image}
              maxLength={IMAGE_MAX}
              onChange={(e) => set('image', e.currentTarget.value)}
            />
          )}
        </Field>
        <PictureFromLibrary image={form.image} of="the store" onChoose={(image) => set('image', image)} />
      </fieldset>

      <fieldset className="s-card st-set">
        <legend>Location</legend>
        <PlaceFinder
          onPick={(place) =>
            setForm((now) => ({
              ...now,
              latitude: String(place.latitude),
              longitude: String(place.longitude),
              address: now.address.trim() === '' ? place.formatted_address : now.address,
            }))
          }
        />
        <div className="st-pair">
          <Field label="Latitude" name="latitude" errors={errors}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={form.latitude}
                onChange={(e) => set('latitude', e.currentTarget.value)}
              />
            )}
          </Field>
          <Field label="Longitude" name="longitude" errors={errors}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                value={form.longitude}
                onChange={(e) => set('longitude', e.currentTarget.value)}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset className="s-card st-set">
        <legend>Delivery and pickup</legend>
        <Check
          label="Delivers to customers"
          name="is_delivery"
          errors={errors}
          checked={form.is_delivery}
          onChange={(v) => set('is_delivery', v)}
        />
        <Check
          label="Self-pickup at the store"
          name="is_selfpickup"
          errors={errors}
          checked={form.is_selfpickup}
          onChange={(v) => set('is_selfpickup', v)}
        />
        <div className="st-pair">
          <NumberField label="Delivery radius (km)" name="delivery_radius_km" form={form} set={set} errors={errors} />
          <NumberField
            label="Delivery time (minutes)"
            name="delivery_time"
            form={form}
            set={set}
            errors={errors}
            numeric
          />
        </div>
        <NumberField label="Minimum order (₹)" name="min_order" form={form} set={set} errors={errors} />
        <fieldset className="st-choice">
          <legend>Delivery charge</legend>
          <div className="s-row">
            {(
              [
                ['FIXED', 'Fixed'],
                ['DYNAMIC', 'By distance'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="st-radio">
                <input
                  type="radio"
                  name="delivery_charge_type"
                  value={value}
                  checked={form.delivery_charge_type === value}
                  onChange={() => set('delivery_charge_type', value)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <NumberField
          label="Delivery charge (₹)"
          name="delivery_charges"
          form={form}
          set={set}
          errors={errors}
          hint={form.delivery_charge_type === 'DYNAMIC' ? 'Covers the base distance.' : undefined}
        />
        {form.delivery_charge_type === 'DYNAMIC' && (
          <div className="st-pair">
            <NumberField
              label="Base distance (km)"
              name="base_delivery_distance_km"
              form={form}
              set={set}
              errors={errors}
            />
            <NumberField
              label="Extra charge per km (₹)"
              name="extra_delivery_charge_per_km"
              form={form}
              set={set}
              errors={errors}
            />
          </div>
        )}
        <Check
          label="Free delivery above an amount"
          name="is_free_delivery"
          errors={errors}
          checked={form.is_free_delivery}
          onChange={(v) => set('is_free_delivery', v)}
        />
        {form.is_free_delivery && (
          <NumberField
            label="Free delivery from (₹)"
            name="free_delivery_min_cart"
            form={form}
            set={set}
            errors={errors}
          />
        )}
        <DeliveredByChoice form={form} set={set} errors={errors} />
      </fieldset>

      <HoursEditor form={form} setForm={setForm} errors={errors} />
      <ClosedDays form={form} setForm={setForm} errors={errors} />

      <SellerFields form={form} setForm={setForm} errors={errors} />

      <fieldset className="s-card st-set">
        <legend>Taking orders</legend>
        <Check
          label="Paused (not taking orders)"
          name="is_paused"
          errors={errors}
          checked={form.is_paused}
          onChange={(v) => set('is_paused', v)}
          hint="A store takes orders only with a location and opening hours. The counter still opens or closes it for the day."
        />
      </fieldset>

      <div className="st-actions">
        <button type="submit" className="s-btn" disabled={saving}>
          {isNew ? 'Create store' : 'Save store'}
        </button>
        <button type="button" className="s-btn ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * The seller on the store's GST documents (§10, decision 0332). A GSTIN typed in full picks its
 * state; a prefix turns the documents on.
 */
function SellerFields({ form, setForm, errors }: PartProps) {
  const setGstin = (gstin: string) =>
    setForm((now) => {
      const checked = checkGstin(gstin);
      return { ...now, gstin, tax_state_code: checked.ok ? checked.stateCode : now.tax_state_code };
    });
  const prefixes = seriesPrefixes(form.series_prefix.trim().toUpperCase());
  const year = financialYearOf(shopToday(new Date())).startYear;
  const first = (prefix: string) => (isSeriesPrefix(prefix) ? documentNumber(prefix, year, 1) : `${prefix}/…/1`);
  return (
    <fieldset className="s-card st-set">
      <legend>Tax invoices</legend>
      <p className="st-hint">
        Each order gets its document as it is delivered or collected: a tax invoice with a GSTIN, a receipt without one.
      </p>
      <Field
        label="Document prefix"
        name="series_prefix"
        errors={errors}
        hint={
          prefixes
            ? `Invoices ${first(prefixes.invoice)}, credit notes ${first(prefixes.credit)}, numbered afresh each April.`
            : 'Leave it empty to give no documents. 1 to 4 capital letters or digits, such as KOT.'
        }
      >
        {(props) => (
          <input
            {...props}
            value={form.series_prefix}
            maxLength={4}
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(e) => setForm((now) => ({ ...now, series_prefix: e.currentTarget.value }))}
          />
        )}
      </Field>
      <Field
        label="GSTIN"
        name="gstin"
        errors={errors}
        hint="15 characters. Leave it empty if the shop is not registered."
      >
        {(props) => (
          <input
            {...props}
            value={form.gstin}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setGstin(e.currentTarget.value)}
          />
        )}
      </Field>
      <Field
        label="Legal name"
        name="legal_name"
        errors={errors}
        hint="As registered. Leave it empty to use the store’s name."
      >
        {(props) => (
          <input
            {...props}
            value={form.legal_name}
            maxLength={LEGAL_NAME_MAX}
            onChange={(e) => setForm((now) => ({ ...now, legal_name: e.currentTarget.value }))}
          />
        )}
      </Field>
      <Field label="State" name="tax_state_code" errors={errors}>
        {(props) => (
          <select
            {...props}
            value={form.tax_state_code}
            onChange={(e) => setForm((now) => ({ ...now, tax_state_code: e.currentTarget.value }))}
          >
            <option value="">Pick the state</option>
            {Object.entries(GST_STATES).map(([code, name]) => (
              <option key={code} value={code}>
                {code} {name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}

interface FieldProps {
  id: string;
  className: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled field with its hint and, when refused, the reason under it. */
function Field({
  label,
  name,
  errors,
  hint,
  children,
}: {
  label: string;
  name: string;
  errors: Errors;
  hint?: string | undefined;
  children: (props: FieldProps) => ReactNode;
}) {
  const id = `sf-${name.replace(/\W/g, '-')}`;
  const error = errors[name];
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="s-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        className: 's-input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <span id={`${id}-hint`} className="st-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="st-error">
          {error}
        </span>
      )}
    </div>
  );
}

type NumberName =
  | 'delivery_radius_km'
  | 'delivery_time'
  | 'min_order'
  | 'delivery_charges'
  | 'base_delivery_distance_km'
  | 'extra_delivery_charge_per_km'
  | 'free_delivery_min_cart'
  | 'partner_offer_after_minutes';

/** Who delivers the store's orders, in English and Marathi (decision 0314). */
const DELIVERED_BY_CHOICES: readonly (readonly [DeliveredBy, string, string])[] = [
  ['own_riders', 'Our own riders', 'आमचे स्वतःचे रायडर'],
  ['partners', 'Delivery partners', 'डिलिव्हरी पार्टनर'],
  ['both', 'Both: our riders first, then partners', 'दोन्ही: आधी आमचे रायडर, मग पार्टनर'],
];

function DeliveredByChoice({
  form,
  set,
  errors,
}: {
  form: StoreForm;
  set: <K extends keyof StoreForm>(key: K, value: StoreForm[K]) => void;
  errors: Errors;
}) {
  return (
    <>
      <fieldset className="st-choice" aria-describedby="delivered_by-hint">
        <legend>
          Who delivers <span lang="mr">· कोण पोहोचवते</span>
        </legend>
        <p id="delivered_by-hint" className="st-hint">
          Your riders are the staff with the Rider role at this store.{' '}
          <span lang="mr">तुमचे रायडर म्हणजे या दुकानातील Rider भूमिका असलेले कर्मचारी.</span>
        </p>
        {DELIVERED_BY_CHOICES.map(([value, english, marathi]) => (
          <label key={value} className="st-radio">
            <input
              type="radio"
              name="delivered_by"
              value={value}
              checked={form.delivered_by === value}
              onChange={() => set('delivered_by', value)}
            />
            <span>
              {english} <span lang="mr">· {marathi}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {form.delivered_by === 'both' && (
        <NumberField
          label="Offer to partners after (minutes) · पार्टनरना किती मिनिटांनी द्यायचे"
          name="partner_offer_after_minutes"
          form={form}
          set={set}
          errors={errors}
          numeric
          hint="A ready order no rider of yours has taken by then is offered to delivery partners too."
        />
      )}
    </>
  );
}

function NumberField({
  label,
  name,
  form,
  set,
  errors,
  hint,
  numeric,
}: {
  label: string;
  name: NumberName;
  form: StoreForm;
  set(key: NumberName, value: string): void;
  errors: Errors;
  hint?: string | undefined;
  numeric?: boolean;
}) {
  return (
    <Field label={label} name={name} errors={errors} hint={hint}>
      {(props) => (
        <input
          {...props}
          inputMode={numeric ? 'numeric' : 'decimal'}
          value={form[name]}
          onChange={(e) => set(name, e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

function Check({
  label,
  name,
  errors,
  checked,
  onChange,
  hint,
}: {
  label: string;
  name: string;
  errors: Errors;
  checked: boolean;
  onChange(value: boolean): void;
  hint?: string;
}) {
  const id = `sf-${name}`;
  const error = errors[name];
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="st-check">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        {label}
      </label>
      {hint && (
        <span id={`${id}-hint`} className="st-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="st-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Finds a place by the customers' geocoder and fills the coordinates. */
function PlaceFinder({ onPick }: { onPick(place: LocationSuggestion): void }) {
  const [query, setQuery] = useState('');
  const [places, setPlaces] = useState<LocationSuggestion[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const id = useId();

  const find = async () => {
    setMessage(null);
    const answer = await callApi('staff/find-place', { query: query.trim() });
    if (!answer.ok) {
      setPlaces(null);
      setMessage(
        answer.error.fields?.query
          ? `Find: ${answer.error.fields.query}.`
          : 'Places cannot be found now: type the coordinates.',
      );
      return;
    }
    setPlaces(answer.value.places);
    if (answer.value.places.length === 0) setMessage('No place matches: try another name, or type the coordinates.');
  };

  return (
    <div className="st-finder">
      <label htmlFor={`${id}-q`} className="s-field">
        Find the place
      </label>
      <div className="s-row">
        <input
          id={`${id}-q`}
          className="s-input"
          type="search"
          value={query}
          maxLength={100}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
        />
        <button type="button" className="s-btn ghost" onClick={() => void find()}>
          Find
        </button>
      </div>
      <p className="st-hint" role="status" aria-live="polite">
        {message}
      </p>
      {places && places.length > 0 && (
        <ul className="st-places">
          {places.map((place) => (
            <li key={`${place.latitude},${place.longitude},${place.name}`}>
              <button
                type="button"
                className="st-place"
                onClick={() => {
                  onPick(place);
                  setPlaces(null);
                  setMessage(`Location set to ${place.formatted_address}.`);
                }}
              >
                Use {place.formatted_address}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface PartProps {
  form: StoreForm;
  setForm(update: (form: StoreForm) => StoreForm): void;
  errors: Errors;
}

/** What a day's rows say, in words: 'closed', 'open 24 hours' or '09:00–13:00, 16:00–21:00'. */
function daySummary(rows: readonly HoursRow[]): string {
  if (rows.length === 0) return 'closed';
  const end = (clock: string) => (clock === '00:00' ? '24:00' : clock);
  if (rows.some((row) => row.opens === '00:00' && end(row.closes) === '24:00')) return 'open 24 hours';
  return rows.map((row) => `${row.opens}–${end(row.closes)}`).join(', ');
}

function HoursEditor({ form, setForm, errors }: PartProps) {
  const setRows = (update: (rows: HoursRow[]) => HoursRow[]) =>
    setForm((now) => ({ ...now, hours: update(now.hours) }));
  const copyMonday = () =>
    setRows((rows) => {
      const monday = rows.filter((row) => row.weekday === 1);
      return WEEKDAYS_FROM_MONDAY.flatMap((weekday) =>
        monday.map((row) => ({ ...row, key: weekday === 1 ? row.key : rowKey(), weekday })),
      );
    });
  const hasMonday = form.hours.some((row) => row.weekday === 1);
  return (
    <fieldset className="s-card st-set">
      <legend>Opening hours</legend>
      <p className="st-hint">
        Several ranges a day are allowed. A closing time of 00:00 is midnight. A day without hours is closed.
      </p>
      {hasMonday && (
        <p>
          <button type="button" className="s-btn ghost" onClick={copyMonday}>
            Same hours as Monday every day
          </button>
        </p>
      )}
      <ul className="st-days">
        {WEEKDAYS_FROM_MONDAY.map((weekday) => {
          const day = WEEKDAY_NAMES[weekday];
          const rows = form.hours.flatMap((row, index) => (row.weekday === weekday ? [{ row, index }] : []));
          return (
            <li key={weekday} className="st-day">
              <h3>
                {day} <span className="st-day-sum">{daySummary(rows.map(({ row }) => row))}</span>
              </h3>
              {rows.map(({ row, index }, nth) => {
                const suffix = rows.length > 1 ? ` (${nth + 1})` : '';
                const error = errors[`hours.${index}`];
                const errorId = `sf-hours-${row.key}-error`;
                const input = (which: 'opens' | 'closes', label: string) => (
                  <label className="s-field">
                    {label}
                    <span className="visually-hidden">
                      {' '}
                      on {day}
                      {suffix}
                    </span>
                    <input
                      className="s-input"
                      type="time"
                      value={row[which]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setRows((all) => all.map((one) => (one.key === row.key ? { ...one, [which]: value } : one)));
                      }}
                    />
                  </label>
                );
                return (
                  <div key={row.key} className="st-range">
                    {input('opens', 'Opens')}
                    {input('closes', 'Closes')}
                    <button
                      type="button"
                      className="s-btn danger"
                      aria-label={`Remove hours ${row.opens}–${row.closes} on ${day}`}
                      onClick={() => setRows((all) => all.filter((one) => one.key !== row.key))}
                    >
                      Remove
                    </button>
                    {error && (
                      <span id={errorId} className="st-error">
                        {error}
                      </span>
                    )}
                  </div>
                );
              })}
              {rows.length < RANGES_PER_DAY && (
                <button
                  type="button"
                  className="s-btn ghost"
                  aria-label={`Add hours on ${day}`}
                  onClick={() =>
                    setRows((all) => [
                      ...all,
                      {
                        key: rowKey(),
                        weekday,
                        opens: rows.length === 0 ? '09:00' : '16:00',
                        closes: rows.length === 0 ? '13:00' : '21:00',
                      },
                    ])
                  }
                >
                  Add hours
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function ClosedDays({ form, setForm, errors }: PartProps) {
  const [day, setDay] = useState('');
  const add = () => {
    if (day === '') return;
    setForm((now) => ({ ...now, closed_days: [...now.closed_days, day] }));
    setDay('');
  };
  return (
    <fieldset className="s-card st-set">
      <legend>Closed days</legend>
      <div className="s-row st-add-day">
        <label className="s-field">
          Closed on
          <input className="s-input" type="date" value={day} onChange={(e) => setDay(e.currentTarget.value)} />
        </label>
        <button type="button" className="s-btn ghost" onClick={add}>
          Add closed day
        </button>
      </div>
      {errors.closed_days && <p className="st-error">{errors.closed_days}</p>}
      {form.closed_days.length === 0 ? (
        <p className="s-muted">No closed days.</p>
      ) : (
        <ul className="st-closed">
          {form.closed_days.map((closed, index) => {
            const written = formatCalendarDay(closed, 'en-IN', 'date');
            const error = errors[`closed_days.${index}`];
            return (
              <li key={closed + String(index)}>
                <span>{written}</span>
                <button
                  type="button"
                  className="s-btn danger"
                  aria-label={`Remove closed day ${written}`}
                  onClick={() =>
                    setForm((now) => ({ ...now, closed_days: now.closed_days.filter((_, at) => at !== index) }))
                  }
                >
                  Remove
                </button>
                {error && <span className="st-error">{error}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
