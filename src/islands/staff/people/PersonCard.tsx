// One staff account (decision 0272): its role and stores, a new password, disabling or enabling.
// Disabling and a new password sign the account out everywhere.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import type { StaffPersonView } from '../../../domain/api/staff/people.ts';
import { roleWordKey } from '../../../domain/staff/console-words/role-key.ts';
import { isStoreBound } from '../../../domain/staff/permissions.ts';
import { staffPasswordRefusal, staffStoresRefusal } from '../../../domain/staff/staff-accounts.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field } from '../form/fields.tsx';
import { useSay } from '../shell/console-words.tsx';
import { type RuleWords, sayRule } from '../shell/rule-words.ts';
import { RoleSelect, StoreChoices } from './person-fields.tsx';

export function PersonCard({
  person,
  stores,
  rules,
  self,
  onDone,
}: {
  person: StaffPersonView;
  stores: StaffStoreView[];
  /** The account rules' words, for the forms' own checks. */
  rules: RuleWords;
  self: boolean;
  onDone(message: string, person: StaffPersonView, password: string | null): void;
}) {
  const say = useSay();
  const [editing, setEditing] = useState<'role' | 'password' | null>(null);
  const [role, setRole] = useState(person.role);
  const [storeIds, setStoreIds] = useState(person.store_ids);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const storeNames = person.store_ids.map(
    (id) => stores.find((store) => store.id === id)?.name ?? say('consolePeopleStoreNumber', { id }),
  );
  const prefix = `person-${person.id}`;

  const refusedBy = (answer: { ok: false; error: { message: string; fields?: Record<string, string> } }) => {
    setErrors(answer.error.fields ?? {});
    setError(answer.error.message);
  };

  const saveRole = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const storesWrong = staffStoresRefusal(role, storeIds);
    if (storesWrong) {
      setErrors({ store_ids: sayRule(rules, storesWrong) });
      return;
    }
    const answer = await callApi('staff/person-update', { staff_id: person.id, role, store_ids: storeIds });
    if (!answer.ok) return refusedBy(answer);
    setEditing(null);
    setErrors({});
    setError(null);
    onDone(
      say('consolePeopleRoleNow', { name: person.name, role: say(roleWordKey(answer.value.person.role)) }),
      answer.value.person,
      null,
    );
  };

  const savePassword = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wrong = password === '' ? null : staffPasswordRefusal(password);
    if (wrong) {
      setErrors({ password: sayRule(rules, wrong) });
      return;
    }
    const answer = await callApi('staff/person-password', { staff_id: person.id, password });
    if (!answer.ok) return refusedBy(answer);
    setEditing(null);
    setPassword('');
    setErrors({});
    setError(null);
    onDone(say('consolePeoplePasswordDone', { name: person.name }), answer.value.person, answer.value.password);
  };

  const toggleDisabled = async () => {
    const answer = await callApi('staff/person-disabled', { staff_id: person.id, disabled: !person.disabled });
    if (!answer.ok) {
      setError(answer.error.fields?.disabled ?? answer.error.message);
      return;
    }
    setError(null);
    onDone(
      say(answer.value.person.disabled ? 'consolePeopleDisabledDone' : 'consolePeopleEnabledDone', {
        name: person.name,
      }),
      answer.value.person,
      null,
    );
  };

  return (
    <li className={`cf-card${person.disabled ? ' is-off' : ''}`} aria-labelledby={`${prefix}-name`}>
      <h3 id={`${prefix}-name`}>
        {person.name}
        {self && <span className="cf-badge">{say('consolePeopleYou')}</span>}
        {person.disabled && <span className="cf-badge off">{say('consolePeopleDisabled')}</span>}
      </h3>
      <p className="s-muted" style={{ overflowWrap: 'anywhere' }}>
        {person.email}
      </p>
      <p>
        <strong>{say(roleWordKey(person.role))}</strong> ·{' '}
        {isStoreBound(person.role)
          ? storeNames.join(', ') || say('consolePeopleNoStore')
          : say('consolePeopleAllStores')}
      </p>
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      {editing === 'role' && (
        <form
          className="cf-form"
          onSubmit={saveRole}
          noValidate
          aria-label={say('consolePeopleRoleOf', { name: person.name })}
        >
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
              {say('consolePeopleSaveRole')}
            </button>
            <button type="button" className="s-btn ghost" onClick={() => setEditing(null)}>
              {say('consolePeopleCancel')}
            </button>
          </div>
        </form>
      )}
      {editing === 'password' && (
        <form
          className="cf-form"
          onSubmit={savePassword}
          noValidate
          aria-label={say('consolePeopleNewPasswordFor', { name: person.name })}
        >
          <Field
            id={`${prefix}-password`}
            label={say('consolePeopleNewPassword')}
            error={errors.password}
            hint={say('consolePeoplePasswordHint')}
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
              {say('consolePeopleSetPassword')}
            </button>
            <button type="button" className="s-btn ghost" onClick={() => setEditing(null)}>
              {say('consolePeopleCancel')}
            </button>
          </div>
        </form>
      )}
      {editing === null && (
        <div className="cf-actions">
          <button
            type="button"
            className="s-btn ghost"
            aria-label={say('consolePeopleChangeRoleOf', { name: person.name })}
            onClick={() => {
              setRole(person.role);
              setStoreIds(person.store_ids);
              setErrors({});
              setEditing('role');
            }}
          >
            {say('consolePeopleChangeRole')}
          </button>
          <button
            type="button"
            className="s-btn ghost"
            aria-label={say('consolePeopleNewPasswordFor', { name: person.name })}
            onClick={() => {
              setErrors({});
              setEditing('password');
            }}
          >
            {say('consolePeopleNewPassword')}
          </button>
          {!self && (
            <button
              type="button"
              className={person.disabled ? 's-btn ghost' : 's-btn danger'}
              aria-label={say(person.disabled ? 'consolePeopleEnableName' : 'consolePeopleDisableName', {
                name: person.name,
              })}
              onClick={() => void toggleDisabled()}
            >
              {say(person.disabled ? 'consolePeopleEnable' : 'consolePeopleDisable')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
