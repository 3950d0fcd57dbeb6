// The one-time-code step of login, register and forgot password (§2, §7), and of the e-mail
// typed at sign-up (decision 0297): where the code went (with Change, or Later), the message above the form (with the wait after too many
// tries counting down), the 6-digit field a phone can fill from the SMS, Verify and
// Resend. Its own module, so the account pages that use the other form parts do not
// load it.
import { useId } from 'react';
import { fillTemplate } from '../../domain/text.ts';
import { Field, FormAlert, SubmitButton, type Submission } from './AccountFormParts.tsx';

/** §7 OTP and reset codes: 6 digits (the server's rule in domain/api/accounts.ts). */
const CODE_DIGITS = 6;

interface OtpStepTexts {
  /** A heading above the step (register's 'Verify your phone'); none on the other forms. */
  title?: string | undefined;
  /** 'We sent a 6-digit code to …', filled in. */
  sentTo: string;
  /** 'Change': back to where the code was asked for (none where nothing can be changed). */
  change?: string | undefined;
  /** 'Later': go on without the code (the e-mail typed at sign-up waits in My account). */
  later?: string | undefined;
  label: string;
  verify: string;
  resend: string;
  tooManyTries: string;
}

/** The sign-in forms' texts that the step shows. */
interface PhoneCodeTexts {
  otpSent: string;
  change: string;
  otpLabel: string;
  verifyOtp: string;
  resendOtp: string;
  tooManyTries: string;
}

/** The step's texts for a code sent to `phone` (login and register word it the same way). */
export function phoneCodeTexts(texts: PhoneCodeTexts, phone: string, title?: string): OtpStepTexts {
  return {
    title,
    sentTo: fillTemplate(texts.otpSent, { phone }),
    change: texts.change,
    label: texts.otpLabel,
    verify: texts.verifyOtp,
    resend: texts.resendOtp,
    tooManyTries: texts.tooManyTries,
  };
}

interface OtpStepProps {
  texts: OtpStepTexts;
  /** The field's name, which is also the server's name for its error: `otp` (phone) or `code` (e-mail). */
  name: 'otp' | 'code';
  code: string;
  onCodeChange(code: string): void;
  /** The call that checks the code, and the one that sends it again (the same one where a form has one). */
  checking: Submission;
  sending: Submission;
  onVerify(): Promise<void>;
  onResend(): Promise<unknown>;
  /** Back to the step that asked where to send the code. */
  onChangeRecipient?(): void;
  /** Leaves the step without the code. */
  onLater?(): void;
}

export function OtpStep({
  texts,
  name,
  code,
  onCodeChange,
  checking,
  sending,
  onVerify,
  onResend,
  onChangeRecipient,
  onLater,
}: OtpStepProps) {
  const titleId = useId();
  return (
    <form
      className="acc-form"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!checking.busy && checking.waiting === 0) void onVerify();
      }}
      aria-labelledby={texts.title ? titleId : undefined}
    >
      {texts.title && (
        <h2 id={titleId} className="acc-step-title">
          {texts.title}
        </h2>
      )}
      <p className="acc-note" role="status">
        <span>{texts.sentTo}</span>
        {texts.change && onChangeRecipient && (
          <button type="button" className="acc-link acc-note-action" onClick={onChangeRecipient}>
            {texts.change}
          </button>
        )}
      </p>
      <FormAlert submission={checking.problem ? checking : sending} tooManyTries={texts.tooManyTries} />
      <div className="acc-otp">
        <Field
          label={texts.label}
          name={name}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${CODE_DIGITS}}`}
          maxLength={CODE_DIGITS}
          value={code}
          onChange={(event) => onCodeChange(event.target.value.replace(/\D/g, '').slice(0, CODE_DIGITS))}
          error={checking.fieldError(name)}
          autoFocus
          required
        />
      </div>
      <SubmitButton busy={checking.busy} disabled={checking.waiting > 0 || code.length !== CODE_DIGITS}>
        {texts.verify}
      </SubmitButton>
      <div className={texts.later && onLater ? 'acc-row' : 'acc-row acc-row-end'}>
        {texts.later && onLater && (
          <button type="button" className="acc-link" onClick={onLater}>
            {texts.later}
          </button>
        )}
        <button
          type="button"
          className="acc-link"
          aria-busy={sending.busy}
          onClick={() => {
            if (!sending.busy) void onResend();
          }}
          disabled={sending.waiting > 0}
        >
          {texts.resend}
        </button>
      </div>
    </form>
  );
}
