// Adding a staff account (decision 0272): a typed password, or one the shop makes and shows once.
import { type SubmitEvent, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import type { StaffPersonView } from '../../../domain/api/staff/people.ts';
import { isStoreBound, type StaffRole } from '../../../domain/staff/permissions.ts';
import { staffPasswordRefusal, staffStoresRefusal } from '../../../domain/staff/staff-accounts.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field, focusFirstRefused } from '../form/fields.tsx';
import { useSay } from '../shell/console-words.tsx';
import { type RuleWords, sayRule } from '../shell/rule-words.ts';
import { RoleSelect, StoreChoices } from './person-fields.tsx';

export function AddPerson({
  stores,
  rules,
  onAdded,
}: {
  stores: StaffStoreView[];
  /** The account rules' words, for the form's own checks. */
  rules: RuleWords;
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
  const say = useSay();

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
          {say('consolePeopleAdd')}
        </button>
      </p>
    );

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused: Record<string, string> = {};
    if (name.trim() === '') refused.name = say('consolePeopleTypeName');
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) refused.email = say('consolePeopleEmailShape');
    const storesWrong = staffStoresRefusal(role, storeIds);
    if (storesWrong) refused.store_ids = sayRule(rules, storesWrong);
    const passwordWrong = password === '' ? null : staffPasswordRefusal(password);
    if (passwordWrong) refused.password = sayRule(rules, passwordWrong);
    const form = event.currentTarget;
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      setFormError(say('consolePeopleFixFields'));
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
        {say('consolePeopleNewAccount')}
      </h2>
      {formError && (
        <p className="s-error" role="alert">
          ⚠ {formError}
        </p>
      )}
      <div className="cf-grid three">
        <Field id="person-name" label={say('consolePeopleName')} error={errors.name}>
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
        <Field id="person-email" label={say('consolePeopleEmail')} error={errors.email}>
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
          label={say('consolePeoplePassword')}
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
      </div>
      <div className="cf-actions">
        <button type="submit" className="s-btn" disabled={busy}>
          {say('consolePeopleAddPerson')}
        </button>
        <button type="button" className="s-btn ghost" onClick={() => setOpen(false)}>
          {say('consolePeopleCancel')}
        </button>
      </div>
    </form>
  );
}
