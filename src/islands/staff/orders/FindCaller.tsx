// Finding the caller by the whole number they give, or registering them (decision 0276).
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { GuestAnswer } from '../../../domain/api/staff.ts';
import type { CallerView } from '../../../domain/api/staff/calls.ts';
import { ErrorLine } from '../customers/CustomerFinder.tsx';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field } from '../form/fields.tsx';
import { useSay } from '../shell/console-words.tsx';
import { Consent } from './CallConsent.tsx';

type Found = { phone: string; caller: CallerView | null };

export function FindCaller({ onFound }: { onFound(caller: GuestAnswer): void }) {
  const say = useSay();
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The new caller's name outlives the form's remount when a find answers (which fills the number in):
  // a name typed while the find was on its way stays.
  const [newName, setNewName] = useState('');

  const find = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setFields({});
    setFound(null);
    const answer = await callApi('staff/find-caller', { phone });
    if (answer.ok) setFound({ phone, caller: answer.value.caller });
    else {
      setFields({ find: answer.error.fields?.phone });
      setError(answer.error.fields?.phone ? null : answer.error.message);
    }
  };

  const register = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    setFields({});
    const email = String(form.get('email') ?? '').trim();
    const answer = await callApi('staff/guest-register', {
      name: String(form.get('name') ?? ''),
      phone: String(form.get('phone') ?? ''),
      ...(email ? { email } : {}),
    });
    setBusy(false);
    if (answer.ok) onFound(answer.value);
    else {
      const { name, phone: phoneWrong } = answer.error.fields ?? {};
      setFields({ name, phone: phoneWrong });
      setError(name || phoneWrong ? null : answer.error.message);
    }
  };

  return (
    <>
      <h1>{say('consoleCallTitle')}</h1>
      <div className="call-grid">
        <section className="s-card" aria-labelledby="find-title">
          <h2 id="find-title">{say('consoleCallFindTitle')}</h2>
          <form className="s-form" role="search" onSubmit={(event) => void find(event)}>
            <Field
              id="caller-phone"
              label={say('consoleCallPhone')}
              hint={say('consoleCallPhoneHint')}
              error={fields.find}
            >
              {(props) => (
                <input
                  {...props}
                  className="s-input"
                  type="search"
                  inputMode="tel"
                  required
                  maxLength={30}
                  autoComplete="off"
                  value={phone}
                  onChange={(event) => setPhone(event.currentTarget.value)}
                />
              )}
            </Field>
            <button type="submit" className="s-btn">
              {say('consoleCallFind')}
            </button>
          </form>
          {found?.caller === null && (
            <p className="s-muted" role="status">
              {say('consoleCallNobody')}
            </p>
          )}
          {found?.caller && <Consent key={found.phone} phone={found.phone} caller={found.caller} onOpened={onFound} />}
        </section>
        <section className="s-card" aria-labelledby="register-title">
          <h2 id="register-title">{say('consoleCallNewTitle')}</h2>
          <form
            className="s-form"
            onSubmit={(event) => void register(event)}
            key={found?.caller === null ? found.phone : ''}
          >
            <Field id="new-name" label={say('consoleCallName')} error={fields.name}>
              {(props) => (
                <input
                  {...props}
                  className="s-input"
                  name="name"
                  required
                  maxLength={100}
                  autoComplete="off"
                  value={newName}
                  onChange={(event) => setNewName(event.currentTarget.value)}
                />
              )}
            </Field>
            <Field id="new-phone" label={say('consoleCallMobile')} error={fields.phone}>
              {(props) => (
                <input
                  {...props}
                  className="s-input"
                  name="phone"
                  required
                  inputMode="tel"
                  defaultValue={found?.caller === null ? found.phone : ''}
                  autoComplete="off"
                />
              )}
            </Field>
            <Field id="new-email" label={say('consoleCallEmail')}>
              {(props) => <input {...props} className="s-input" name="email" type="email" autoComplete="off" />}
            </Field>
            <button type="submit" className="s-btn" disabled={busy} aria-busy={busy}>
              {say('consoleCallRegister')}
            </button>
          </form>
        </section>
      </div>
      <ErrorLine message={error} />
    </>
  );
}
