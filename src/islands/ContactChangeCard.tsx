// /my-account: a new e-mail or phone waiting for its code (docs/decisions.md, "E-mail and
// phone changes"; register leaves the account's e-mail here too). The code goes to the
// new address; once it comes back the change takes effect and the profile shows it. A
// change the customer no longer wants (a typo, another address) can be withdrawn.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../client/api.ts';
import type { PendingContactChange, PublicUser } from '../domain/api/accounts.ts';
import { displayPhone } from '../domain/phone.ts';
import { fillTemplate } from '../domain/text.ts';
import { Field, FormAlert, SubmitButton, useSubmission } from './AccountFormParts.tsx';
import { useTypedValue } from './use-typed-value.ts';

/** §7 codes: 6 digits. */
const CODE_DIGITS = 6;

export interface ContactChangeTexts {
  confirmEmailTitle: string;
  confirmPhoneTitle: string;
  /** 'We sent a message to {value}…' */
  pendingContact: string;
  otpLabel: string;
  confirm: string;
  tooManyTries: string;
  /** 'Cancel this change': the account keeps its e-mail and phone. */
  withdraw: string;
  /** Said once the change is withdrawn. */
  withdrawn: string;
  /** 'Done. Your account now uses {value}.', said once the code took effect. */
  confirmed: string;
}

interface Props {
  pending: PendingContactChange;
  texts: ContactChangeTexts;
  onConfirmed(profile: PublicUser): void;
  /** The change was withdrawn: nothing of the account changed. */
  onWithdrawn(): void;
}

export function ContactChangeCard({ pending, texts, onConfirmed, onWithdrawn }: Props) {
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

  // One submission for both buttons, so a refusal of either is said above the form; the spinner
  // goes on the button that was tapped.
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = async () => {
    if (submission.busy) return;
    setWithdrawing(true);
    const answer = await submission.run(() => callApi('withdraw-contact-change', {}));
    setWithdrawing(false);
    if (answer) onWithdrawn();
  };

  return (
    <section className="acc-pending" aria-labelledby="pending-contact-title">
      <h2 id="pending-contact-title">
        {pending.field === 'email' ? texts.confirmEmailTitle : texts.confirmPhoneTitle}
      </h2>
      <p>{fillTemplate(texts.pendingContact, { value: shown })}</p>
      <form className="acc-form" method="post" noValidate onSubmit={(event) => void confirm(event)}>
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
        <SubmitButton
          busy={submission.busy && !withdrawing}
          disabled={submission.waiting > 0 || code.length !== CODE_DIGITS}
        >
          {texts.confirm}
        </SubmitButton>
        <button type="button" className="acc-link" aria-busy={withdrawing} onClick={() => void withdraw()}>
          {texts.withdraw}
        </button>
      </form>
    </section>
  );
}
