// §2 /login/forgot-password (§7 forgot password, verify code, reset): the e-mail,
// then the 6-digit code sent to it, then the new password. The answers never say
// whether an account uses the e-mail; a reset signs every device out, so the last
// step leads back to the login.
import { useEffect, useState, type SubmitEvent } from 'react';
import { callApi } from '../../client/api.ts';
import { LOGIN_PATH, withNext } from '../../client/account.ts';
import { Field, FormAlert, PasswordField, SubmitButton, useSubmission } from './AccountFormParts.tsx';
import { OtpStep } from './OtpStep.tsx';
import { useTypedValue } from '../use-typed-value.ts';

export interface ForgotPasswordTexts {
  intro: string;
  email: string;
  sendCode: string;
  codeSentTo: string;
  otpLabel: string;
  verifyCode: string;
  resendOtp: string;
  change: string;
  newPassword: string;
  passwordHint: string;
  showPassword: string;
  setPassword: string;
  passwordChanged: string;
  login: string;
  tooManyTries: string;
  /** Under the code: it comes only to a confirmed e-mail, and the phone's one-time code signs in. */
  noCode: string;
  phoneCode: string;
}

type Step = 'email' | 'code' | 'password' | 'done';

export default function ForgotPasswordForm({ texts }: { texts: ForgotPasswordTexts }) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail, emailRef] = useTypedValue();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [loginHref, setLoginHref] = useState(LOGIN_PATH);
  useEffect(() => setLoginHref(withNext(LOGIN_PATH, window.location.search)), []);
  const submission = useSubmission();
  const { busy, waiting, fieldError } = submission;

  const sendCode = async (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy || waiting > 0) return;
    const sent = await submission.run(() => callApi('forgot-password', { email: email.trim() }));
    if (sent) {
      setCode('');
      setStep('code');
    }
  };

  const verifyCode = async () => {
    const right = await submission.run(() => callApi('verify-reset-code', { email: email.trim(), code }));
    if (right) setStep('password');
  };

  const setNewPassword = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || waiting > 0) return;
    const done = await submission.run(() => callApi('reset-password', { email: email.trim(), code, password }));
    if (done) setStep('done');
  };

  if (step === 'done') {
    return (
      <div className="acc-form">
        <p className="acc-note" role="status">
          <span>{texts.passwordChanged}</span>
        </p>
        <a className="btn acc-submit" href={loginHref}>
          {texts.login}
        </a>
      </div>
    );
  }

  if (step === 'email') {
    return (
      <form className="acc-form" method="post" noValidate onSubmit={(event) => void sendCode(event)}>
        <p className="acc-intro">{texts.intro}</p>
        <FormAlert submission={submission} tooManyTries={texts.tooManyTries} />
        <Field
          label={texts.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          ref={emailRef}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError('email')}
          required
        />
        <SubmitButton busy={busy} disabled={waiting > 0}>
          {texts.sendCode}
        </SubmitButton>
      </form>
    );
  }

  if (step === 'code') {
    const byPhone = new URL(loginHref, 'http://x');
    byPhone.searchParams.set('with', 'otp');
    return (
      <>
        <OtpStep
          texts={{
            sentTo: texts.codeSentTo.replace('{email}', email.trim()),
            change: texts.change,
            label: texts.otpLabel,
            verify: texts.verifyCode,
            resend: texts.resendOtp,
            tooManyTries: texts.tooManyTries,
          }}
          name="code"
          code={code}
          onCodeChange={setCode}
          checking={submission}
          sending={submission}
          onVerify={verifyCode}
          onResend={sendCode}
          onChangeRecipient={() => setStep('email')}
        />
        <p className="acc-switch">
          {texts.noCode}{' '}
          <a className="acc-link" href={`${byPhone.pathname}${byPhone.search}`}>
            {texts.phoneCode}
          </a>
        </p>
      </>
    );
  }

  return (
    <form className="acc-form" method="post" noValidate onSubmit={(event) => void setNewPassword(event)}>
      <FormAlert submission={submission} tooManyTries={texts.tooManyTries} />
      <PasswordField
        label={texts.newPassword}
        showLabel={texts.showPassword}
        name="new-password"
        autoComplete="new-password"
        hint={texts.passwordHint}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError('password') ?? fieldError('code')}
        autoFocus
        required
      />
      <SubmitButton busy={busy} disabled={waiting > 0}>
        {texts.setPassword}
      </SubmitButton>
    </form>
  );
}
