// Opening a caller's account with their consent (decision 0276).
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { GuestAnswer } from '../../../domain/api/staff.ts';
import type { CallerView } from '../../../domain/api/staff/calls.ts';
import { CONSENT_REASON_MIN } from '../../../domain/staff/call-consent.ts';
import { ErrorLine } from '../customers/CustomerFinder.tsx';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field } from '../form/fields.tsx';
import { useSay } from '../shell/console-words.tsx';

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
  const say = useSay();
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
      <p className="s-muted">{say('consoleCallConsentNote')}</p>
      <form className="s-form" onSubmit={(event) => void open(event, { code })}>
        <button type="button" className="s-btn ghost" disabled={busy} onClick={() => void sendCode()}>
          {say(sent ? 'consoleCallSendNewCode' : 'consoleCallSendCode')}
        </button>
        {sent && (
          <p className="s-muted" role="status">
            {say('consoleCallCodeSent')}
          </p>
        )}
        <Field id="consent-code" label={say('consoleCallCode')} error={fields.code}>
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
          {say('consoleCallOpen')}
        </button>
      </form>
      {caller.reason_allowed && (
        <form className="s-form call-reason" onSubmit={(event) => void open(event, { reason })}>
          <Field
            id="consent-reason"
            label={say('consoleCallReason')}
            hint={say('consoleCallReasonHint', { min: CONSENT_REASON_MIN })}
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
            {say('consoleCallOpenWithReason')}
          </button>
        </form>
      )}
      <ErrorLine message={error} />
    </section>
  );
}
