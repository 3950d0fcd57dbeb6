// Opening a caller's account with their consent (decision 0276).
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { GuestAnswer } from '../../../domain/api/staff.ts';
import type { CallerView } from '../../../domain/api/staff/calls.ts';
import { CONSENT_REASON_MIN } from '../../../domain/staff/call-consent.ts';
import { ErrorLine } from '../customers/CustomerFinder.tsx';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field } from '../form/fields.tsx';

/** The caller's consent: the code sent to their phone, or (a phone customer without a password) a typed reason. */
export function Consent({
  phone,
  caller,
  onOpened,
}: {
  phone: string;
  caller: CallerView;
  onOpened(caller: GuestAnswer): void;
}) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    setBusy(true);
    setError(null);
    const answer = await callApi('staff/caller-code', { phone });
    setBusy(false);
    if (answer.ok) setSent(true);
    else setError(answer.error.message);
  };

  const open = async (event: SubmitEvent<HTMLFormElement>, consent: { code: string } | { reason: string }) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFields({});
    const answer = await callApi('staff/guest-login', { phone, ...consent });
    setBusy(false);
    if (answer.ok) onOpened(answer.value);
    else {
      const { code: codeWrong, reason: reasonWrong } = answer.error.fields ?? {};
      setFields({ code: codeWrong, reason: reasonWrong });
      // A refused field says why on itself; the line below is for what no field shows.
      setError(codeWrong || reasonWrong ? null : answer.error.message);
    }
  };

  return (
    <section className="call-consent" aria-labelledby="consent-title">
      <h3 id="consent-title">{caller.name}</h3>
      <p className="s-muted">
        Their account opens only with their consent. They are told in their alerts that you opened it.
      </p>
      <form className="s-form" onSubmit={(event) => void open(event, { code })}>
        <button type="button" className="s-btn ghost" disabled={busy} onClick={() => void sendCode()}>
          {sent ? 'Send a new code' : 'Send a code to their phone'}
        </button>
        {sent && (
          <p className="s-muted" role="status">
            Code sent by SMS. Ask the caller to read it out; it works for 10 minutes.
          </p>
        )}
        <Field id="consent-code" label="Code the caller reads out" error={fields.code}>
          {(props) => (
            <input
              {...props}
              className="s-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
          )}
        </Field>
        <button type="submit" className="s-btn" disabled={busy} aria-busy={busy}>
          Open their account
        </button>
      </form>
      {caller.reason_allowed && (
        <form className="s-form call-reason" onSubmit={(event) => void open(event, { reason })}>
          <Field
            id="consent-reason"
            label="Or, if they cannot read a code: why"
            hint={`At least ${CONSENT_REASON_MIN} characters: who called, and why they cannot give the code. Kept in the audit log under your name.`}
            error={fields.reason}
          >
            {(props) => (
              <textarea
                {...props}
                className="s-input"
                rows={3}
                maxLength={300}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            )}
          </Field>
          <button type="submit" className="s-btn ghost" disabled={busy} aria-busy={busy}>
            Open their account with this reason
          </button>
        </form>
      )}
      <ErrorLine message={error} />
    </section>
  );
}
