// /my-account: a new e-mail or phone waiting for its code (decision 0167;
// register leaves the account's e-mail here too). The code goes to the
// new address; once it comes back the change takes effect and the profile shows it. A
// change the customer no longer wants (a typo, another address) can be withdrawn, and a code
// that did not come, expired or ran out of tries can be sent again. The change outlives its code
// (decision 0297): an expired one says so and offers the fresh code.
import { type SubmitEvent, useRef, useState } from 'react';
import { callApi } from '../../client/api.ts';
import type { PendingContactChange, PublicUser } from '../../domain/api/accounts.ts';
import { displayPhone } from '../../domain/accounts/phone.ts';
import { fillTemplate } from '../../domain/text.ts';
import { Field, FormAlert, SubmitButton, useSubmission } from './AccountFormParts.tsx';
import { useTypedValue } from '../use-typed-value.ts';

/** §7 codes: 6 digits. */
const CODE_DIGITS = 6;

export interface ContactChangeTexts {
  confirmEmailTitle: string;
  confirmPhoneTitle: string;
  /** 'We sent a message to {value}…' */
  pendingContact: string;
  /** 'The code we sent to {value} has expired…': the change still waits, for a new code. */
  pendingContactExpired: string;
  otpLabel: string;
  confirm: string;
  tooManyTries: string;
  /** 'Cancel this change': the account keeps its e-mail and phone. */
  withdraw: string;
  /** Said once the change is withdrawn. */
  withdrawn: string;
  /** The same for an account's first e-mail (register leaves it here): there is no change to cancel. */
  withdrawFirst: string;
  withdrawnFirst: string;
  /** 'Done. Your account now uses {value}.', said once the code took effect. */
  confirmed: string;
  /** 'Send a new code': the old one stops working. */
  resend: string;
  /** 'We sent a new code to {value}…', said once it is sent. */
  resent: string;
}

interface Props {
  pending: PendingContactChange;
  /** The account has no e-mail (or phone) yet: this one would be its first. */
  first: boolean;
  texts: ContactChangeTexts;
  onConfirmed(profile: PublicUser): void;
  /** The change was withdrawn: nothing of the account changed. */
  onWithdrawn(): void;
}

export function ContactChangeCard({ pending, first, texts, onConfirmed, onWithdrawn }: Props) {
  // A code pasted or filled in by the phone before the card hydrated enables Confirm too.
  const [typedCode, setCode, codeRef] = useTypedValue();
  const code = typedCode.replace(/\D/g, '').slice(0, CODE_DIGITS);
  const submission = useSubmission();
  const shown = pending.field === 'phone' ? displayPhone(pending.value) : pending.value;

  const confirm = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy || submission.waiting > 0 || code.length !== CODE_DIGITS) return;
    const answer = await submission.run(() => callApi('confirm-contact-change', { code }));
    if (answer) onConfirmed(answer.data);
  };

  // One submission for every button, so a refusal of any is said above the form; the spinner
  // goes on the button that was tapped.
  const [tapped, setTapped] = useState<'withdraw' | 'resend' | null>(null);
  const [resent, setResent] = useState('');
  // A fresh code works again: the paragraph stops saying the code expired.
  const [expired, setExpired] = useState(pending.code_expired);
  const form = useRef<HTMLFormElement>(null);
  const withdraw = async () => {
    if (submission.busy) return;
    setTapped('withdraw');
    const answer = await submission.run(() => callApi('withdraw-contact-change', {}));
    setTapped(null);
    if (answer) onWithdrawn();
  };
  const resend = async () => {
    if (submission.busy || submission.waiting > 0) return;
    setTapped('resend');
    setResent('');
    const answer = await submission.run(() => callApi('resend-contact-code', {}));
    setTapped(null);
    if (!answer) return;
    // The old code no longer works: the field starts empty, ready for the new one.
    setCode('');
    setExpired(false);
    setResent(fillTemplate(texts.resent, { value: shown }));
    form.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  };

  return (
    <section className="acc-pending" aria-labelledby="pending-contact-title">
      <h2 id="pending-contact-title">
        {pending.field === 'email' ? texts.confirmEmailTitle : texts.confirmPhoneTitle}
      </h2>
      <p>{fillTemplate(expired ? texts.pendingContactExpired : texts.pendingContact, { value: shown })}</p>
      <form ref={form} className="acc-form" method="post" noValidate onSubmit={(event) => void confirm(event)}>
        <FormAlert submission={submission} tooManyTries={texts.tooManyTries} />
        <div className="acc-otp">
          <Field
            label={texts.otpLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`[0-9]{${CODE_DIGITS}}`}
            maxLength={CODE_DIGITS}
            ref={codeRef}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_DIGITS))}
            error={submission.fieldError('code')}
          />
        </div>
        <p className="acc-resent" role="status">
          {resent}
        </p>
        <SubmitButton
          busy={submission.busy && tapped === null}
          disabled={submission.waiting > 0 || code.length !== CODE_DIGITS}
        >
          {texts.confirm}
        </SubmitButton>
        <div className="acc-pending-actions">
          <button
            type="button"
            className="acc-link"
            aria-busy={tapped === 'resend'}
            disabled={submission.waiting > 0}
            onClick={() => void resend()}
          >
            {texts.resend}
          </button>
          <button type="button" className="acc-link" aria-busy={tapped === 'withdraw'} onClick={() => void withdraw()}>
            {first ? texts.withdrawFirst : texts.withdraw}
          </button>
        </div>
      </form>
    </section>
  );
}
