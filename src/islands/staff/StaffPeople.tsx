// /staff/people (decision 0272): an admin's list of staff accounts; adding one (a typed password,
// or one the shop makes and shows here once), changing a role and stores, disabling or enabling,
// and a new password. Disabling and a new password sign the account out everywhere.
import { type SubmitEvent, useRef, useState } from 'react';
import { callApi } from '../../client/api.ts';
import type { StaffStoreView } from '../../domain/api/staff.ts';
import type { StaffPeopleAnswer, StaffPersonView } from '../../domain/api/staff/people.ts';
import { isStoreBound, ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../domain/staff/permissions.ts';
import { staffPasswordRefusal, staffStoresRefusal } from '../../domain/staff/staff-accounts.ts';
import type { FieldErrors } from './form/field-errors.ts';
import { Field, FieldGroup, focusFirstRefused } from './form/fields.tsx';

interface Props {
  initial: StaffPeopleAnswer;
  /** The signed-in admin (who cannot disable themselves). */
  selfId: number;
}

interface Shown {
  name: string;
  password: string;
}

const ROLE_HINTS: Record<StaffRole, string> = {
  admin: 'everything, every store',
  manager: 'catalogue, prices, stock, coupons and reports of their stores',
  editor: 'the shop’s words and pictures',
  counter: 'the day’s orders and stock of their stores',
  rider: 'carries their stores’ delivery orders and marks them delivered',
};

export default function StaffPeople({ initial, selfId }: Props) {
  const [people, setPeople] = useState(initial.people);
  const [notice, setNotice] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const stores = initial.stores;

  const replace = (person: StaffPersonView) =>
    setPeople((list) =>
      list.some((one) => one.id === person.id)
        ? list.map((one) => (one.id === person.id ? person : one))
        : [...list, person],
    );

  const done = (message: string, person: StaffPersonView, password: string | null) => {
    replace(person);
    setNotice(message);
    setShown(password ? { name: person.name, password } : null);
  };

  return (
    <>
      <div className="cf-head">
        <h1>People</h1>
      </div>
      <p className="s-muted" role="status" aria-live="polite">
        {notice}
      </p>
      {shown && (
        <div className="cf-notice" role="alert">
          <p>
            Password for {shown.name}, shown this once: <span className="cf-secret">{shown.password}</span>
          </p>
          <p className="s-muted">Give it to them in person; they can sign in with it now.</p>
        </div>
      )}
      <AddPerson stores={stores} onAdded={(person, password) => done(`${person.name} added.`, person, password)} />
      <h2 className="cf-subhead">Accounts</h2>
      <ul className="cf-list" aria-label="Staff accounts">
        {people.map((person) => (
          <PersonCard key={person.id} person={person} stores={stores} self={person.id === selfId} onDone={done} />
        ))}
      </ul>
    </>
  );
}

function StoreChoices({
  id,
  stores,
  chosen,
  error,
  wide = false,
  onChange,
}: {
  wide?: boolean;
  id: string;
  stores: StaffStoreView[];
  chosen: number[];
  error: string | undefined;
  onChange(ids: number[]): void;
}) {
  return (
    <FieldGroup
      id={id}
      legend="Stores"
      error={error}
      hint="The stores a manager or counter member works in."
      className={wide ? 'cf-wide' : undefined}
    >
      {stores.map((store) => (
        <label key={store.id}>
          <input
            type="checkbox"
            checked={chosen.includes(store.id)}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              onChange(checked ? [...chosen, store.id] : chosen.filter((storeId) => storeId !== store.id));
            }}
          />
          {store.name}
        </label>
      ))}
    </FieldGroup>
  );
}

function RoleSelect({
  id,
  role,
  error,
  onChange,
}: {
  id: string;
  role: StaffRole;
  error: string | undefined;
  onChange(role: StaffRole): void;
}) {
  return (
    <Field id={id} label="Role" error={error} hint={`${ROLE_NAMES[role]}: ${ROLE_HINTS[role]}.`}>
      {(props) => (
        <select
          {...props}
          value={role}
          onChange={(event) => onChange(STAFF_ROLES.find((one) => one === event.currentTarget.value) ?? role)}
        >
          {STAFF_ROLES.map((one) => (
            <option key={one} value={one}>
              {ROLE_NAMES[one]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function AddPerson({
  stores,
  onAdded,
}: {
  stores: StaffStoreView[];
  onAdded(person: StaffPersonView, password: string | null): void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('counter');
  const [storeIds, setStoreIds] = useState<number[]>([]);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  if (!open)
    return (
      <p className="cf-actions" style={{ marginBottom: 16 }}>
        <button
          type="button"
          className="s-btn"
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => heading.current?.focus());
          }}
        >
          Add a person
        </button>
      </p>
    );

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused: Record<string, string> = {};
    if (name.trim() === '') refused.name = 'type their name';
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) refused.email = 'must be an e-mail address';
    const storesWrong = staffStoresRefusal(role, storeIds);
    if (storesWrong) refused.store_ids = storesWrong.text;
    const passwordWrong = password === '' ? null : staffPasswordRefusal(password);
    if (passwordWrong) refused.password = passwordWrong.text;
    const form = event.currentTarget;
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      setFormError('Some fields need a change: each says why.');
      focusFirstRefused(form);
      return;
    }
    setBusy(true);
    const answer = await callApi('staff/person-add', {
      name,
      email,
      role,
      store_ids: isStoreBound(role) ? storeIds : [],
      password,
    });
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.error.fields ?? {});
      setFormError(answer.error.message);
      focusFirstRefused(form);
      return;
    }
    setErrors({});
    setFormError(null);
    setName('');
    setEmail('');
    setPassword('');
    setStoreIds([]);
    setOpen(false);
    onAdded(answer.value.person, answer.value.password);
  };

  return (
    <form className="s-card cf-form" onSubmit={submit} noValidate aria-labelledby="add-person-title">
      <h2 id="add-person-title" ref={heading} tabIndex={-1}>
        New staff account
      </h2>
      {formError && (
        <p className="s-error" role="alert">
          ⚠ {formError}
        </p>
      )}
      <div className="cf-grid three">
        <Field id="person-name" label="Name" error={errors.name}>
          {(props) => (
            <input
              {...props}
              value={name}
              autoComplete="off"
              maxLength={100}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field id="person-email" label="E-mail" error={errors.email}>
          {(props) => (
            <input
              {...props}
              type="email"
              value={email}
              autoComplete="off"
              maxLength={254}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
          )}
        </Field>
        <RoleSelect id="person-role" role={role} error={errors.role} onChange={setRole} />
        {isStoreBound(role) && (
          <StoreChoices
            wide
            id="person-stores"
            stores={stores}
            chosen={storeIds}
            error={errors.store_ids}
            onChange={setStoreIds}
          />
        )}
        <Field
          id="person-password"
          label="Password"
          error={errors.password}
          hint="Leave empty and the shop makes one, shown once."
        >
          {(props) => (
            <input
              {...props}
              type="text"
              value={password}
              autoComplete="new-password"
              spellCheck={false}
              maxLength={128}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          )}
        </Field>
      </div>
      <div className="cf-actions">
        <button type="submit" className="s-btn" disabled={busy}>
          Add person
        </button>
        <button type="button" className="s-btn ghost" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function PersonCard({
  person,
  stores,
  self,
  onDone,
}: {
  person: StaffPersonView;
  stores: StaffStoreView[];
  self: boolean;
  onDone(message: string, person: StaffPersonView, password: string | null): void;
}) {
  const [editing, setEditing] = useState<'role' | 'password' | null>(null);
  const [role, setRole] = useState(person.role);
  const [storeIds, setStoreIds] = useState(person.store_ids);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const storeNames = person.store_ids.map((id) => stores.find((store) => store.id === id)?.name ?? `Store ${id}`);
  const prefix = `person-${person.id}`;

  const refusedBy = (answer: { ok: false; error: { message: string; fields?: Record<string, string> } }) => {
    setErrors(answer.error.fields ?? {});
    setError(answer.error.message);
  };

  const saveRole = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const storesWrong = staffStoresRefusal(role, storeIds);
    if (storesWrong) {
      setErrors({ store_ids: storesWrong.text });
      return;
    }
    const answer = await callApi('staff/person-update', { staff_id: person.id, role, store_ids: storeIds });
    if (!answer.ok) return refusedBy(answer);
    setEditing(null);
    setErrors({});
    setError(null);
    onDone(`${person.name} is ${ROLE_NAMES[answer.value.person.role]} now.`, answer.value.person, null);
  };

  const savePassword = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wrong = password === '' ? null : staffPasswordRefusal(password);
    if (wrong) {
      setErrors({ password: wrong.text });
      return;
    }
    const answer = await callApi('staff/person-password', { staff_id: person.id, password });
    if (!answer.ok) return refusedBy(answer);
    setEditing(null);
    setPassword('');
    setErrors({});
    setError(null);
    onDone(`New password for ${person.name}: signed out everywhere.`, answer.value.person, answer.value.password);
  };

  const toggleDisabled = async () => {
    const answer = await callApi('staff/person-disabled', { staff_id: person.id, disabled: !person.disabled });
    if (!answer.ok) {
      setError(answer.error.fields?.disabled ?? answer.error.message);
      return;
    }
    setError(null);
    onDone(
      `${person.name} ${answer.value.person.disabled ? 'disabled: signed out everywhere' : 'enabled'}.`,
      answer.value.person,
      null,
    );
  };

  return (
    <li className={`cf-card${person.disabled ? ' is-off' : ''}`} aria-labelledby={`${prefix}-name`}>
      <h3 id={`${prefix}-name`}>
        {person.name}
        {self && <span className="cf-badge">You</span>}
        {person.disabled && <span className="cf-badge off">Disabled</span>}
      </h3>
      <p className="s-muted" style={{ overflowWrap: 'anywhere' }}>
        {person.email}
      </p>
      <p>
        <strong>{ROLE_NAMES[person.role]}</strong> ·{' '}
        {isStoreBound(person.role) ? storeNames.join(', ') || 'no store' : 'all stores'}
      </p>
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      {editing === 'role' && (
        <form className="cf-form" onSubmit={saveRole} noValidate aria-label={`Role and stores of ${person.name}`}>
          <RoleSelect id={`${prefix}-role`} role={role} error={errors.role} onChange={setRole} />
          {isStoreBound(role) && (
            <StoreChoices
              id={`${prefix}-stores`}
              stores={stores}
              chosen={storeIds}
              error={errors.store_ids}
              onChange={setStoreIds}
            />
          )}
          <div className="cf-actions">
            <button type="submit" className="s-btn">
              Save role
            </button>
            <button type="button" className="s-btn ghost" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {editing === 'password' && (
        <form className="cf-form" onSubmit={savePassword} noValidate aria-label={`New password for ${person.name}`}>
          <Field
            id={`${prefix}-password`}
            label="New password"
            error={errors.password}
            hint="Leave empty and the shop makes one, shown once."
          >
            {(props) => (
              <input
                {...props}
                type="text"
                value={password}
                autoComplete="new-password"
                spellCheck={false}
                maxLength={128}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
            )}
          </Field>
          <div className="cf-actions">
            <button type="submit" className="s-btn">
              Set password
            </button>
            <button type="button" className="s-btn ghost" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {editing === null && (
        <div className="cf-actions">
          <button
            type="button"
            className="s-btn ghost"
            aria-label={`Change role of ${person.name}`}
            onClick={() => {
              setRole(person.role);
              setStoreIds(person.store_ids);
              setErrors({});
              setEditing('role');
            }}
          >
            Change role
          </button>
          <button
            type="button"
            className="s-btn ghost"
            aria-label={`New password for ${person.name}`}
            onClick={() => {
              setErrors({});
              setEditing('password');
            }}
          >
            New password
          </button>
          {!self && (
            <button
              type="button"
              className={person.disabled ? 's-btn ghost' : 's-btn danger'}
              aria-label={`${person.disabled ? 'Enable' : 'Disable'} ${person.name}`}
              onClick={() => void toggleDisabled()}
            >
              {person.disabled ? 'Enable' : 'Disable'}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
