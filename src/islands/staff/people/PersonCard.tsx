// One staff account (decision 0272): its role and stores, a new password, disabling or enabling.
// Disabling and a new password sign the account out everywhere.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import type { StaffPersonView } from '../../../domain/api/staff/people.ts';
import { isStoreBound, ROLE_NAMES } from '../../../domain/staff/permissions.ts';
import { staffPasswordRefusal, staffStoresRefusal } from '../../../domain/staff/staff-accounts.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field } from '../form/fields.tsx';
import { RoleSelect, StoreChoices } from './person-fields.tsx';

export function PersonCard({
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
