// §2 /login: the phone with a one-time code first ('Send OTP', then the 6-digit code),
// and one tap below it the phone or e-mail with the password (decision 0297: an account
// may have no phone, and some customers keep a password). A success keeps the public
// profile on the device (the session is the HttpOnly cookie the answer set) and returns
// to `?next=` (a path of this site) or the account. The code works for any number: a new one is
// signed up by it and asked its name, one short step (decision 0321). The phone typed here goes on
// to /register.
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { callApi } from '../../client/api.ts';
import { FORGOT_PASSWORD_PATH, keepTypedPhone, nextPathOf, REGISTER_PATH, withNext } from '../../client/account.ts';
import type { SignedInAnswer } from '../../domain/api/accounts.ts';
import { $deliveryAddress } from '../../stores/location.ts';
import { signIn } from '../../stores/user.ts';
import { Field, FormAlert, PasswordField, SubmitButton, useSubmission } from './AccountFormParts.tsx';
import { OtpStep, phoneCodeTexts } from './OtpStep.tsx';
import { useTypedValue } from '../use-typed-value.ts';

export interface LoginTexts {
  phoneOrEmail: string;
  password: string;
  showPassword: string;
  forgotPassword: string;
  login: string;
  withOtp: string;
  withPassword: string;
  phone: string;
  sendOtp: string;
  otpLabel: string;
  otpSent: string;
  resendOtp: string;
  verifyOtp: string;
  change: string;
  newHere: string;
  createAccount: string;
  tooManyTries: string;
  or: string;
  name: string;
  newAccountTitle: string;
  newAccountText: string;
  continue: string;
}

/** Signed in: keep the profile, go where the customer was heading. */
function finishSignIn(answer: Pick<SignedInAnswer, 'data'>): void {
  signIn(answer.data);
  window.location.assign(nextPathOf(window.location.search));
}

/** A number's first sign-in made its account (decision 0321): its name, then on. */
function NameStep({ texts }: { texts: LoginTexts }) {
  const [name, setName, nameRef] = useTypedValue();
  const submission = useSubmission();
  const titleId = useId();
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy) return;
    const answer = await submission.run(() => callApi('update-profile', { name: name.trim() }));
    if (answer) finishSignIn(answer);
  };
  return (
    <form
      className="acc-form"
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="acc-step-title">
        {texts.newAccountTitle}
      </h2>
      <p className="acc-note">{texts.newAccountText}</p>
      <FormAlert submission={submission} tooManyTries={texts.tooManyTries} />
      <Field
        label={texts.name}
        name="name"
        autoComplete="name"
        autoCapitalize="words"
        value={name}
        ref={nameRef}
        onChange={(event) => setName(event.target.value)}
        error={submission.fieldError('name')}
        maxLength={100}
        autoFocus
        required
      />
      <SubmitButton busy={submission.busy}>{texts.continue}</SubmitButton>
    </form>
  );
}

/** The device's delivery address travels with a sign-in (§7), so a first address is saved for the account. */
function deviceAddress() {
  return $deliveryAddress.get();
}

function PasswordLogin({ texts, onOtp }: { texts: LoginTexts; onOtp(): void }) {
  const [identifier, setIdentifier, identifierRef] = useTypedValue();
  const [password, setPassword, passwordRef] = useTypedValue();
  const submission = useSubmission();
  const { busy, waiting, fieldError } = submission;
  const [forgotHref, setForgotHref] = useState(FORGOT_PASSWORD_PATH);
  useEffect(() => setForgotHref(withNext(FORGOT_PASSWORD_PATH, window.location.search)), []);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || waiting > 0) return;
    const who = identifier.trim();
    const byEmail = who.includes('@');
    // Nothing typed is neither: the server then asks for a phone number or an e-mail (not "a mobile number").
    const identity = who === '' ? {} : byEmail ? { email: who } : { phone: who };
    const answer = await submission.run(() =>
      callApi('login', {
        ...identity,
        password,
        address: deviceAddress(),
      }),
    );
    if (answer) finishSignIn(answer);
  };

  return (
    <form className="acc-form" method="post" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert submission={submission} tooManyTries={texts.tooManyTries} />
      <Field
        label={texts.phoneOrEmail}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={identifier}
        ref={identifierRef}
        onChange={(event) => {
          setIdentifier(event.target.value);
          if (!event.target.value.includes('@')) keepTypedPhone(event.target.value);
        }}
        error={fieldError('phone') ?? fieldError('email')}
        required
      />
      <PasswordField
        label={texts.password}
        showLabel={texts.showPassword}
        name="password"
        autoComplete="current-password"
        value={password}
        ref={passwordRef}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError('password')}
        required
      />
      <div className="acc-row">
        <a className="acc-link" href={forgotHref}>
          {texts.forgotPassword}
        </a>
      </div>
      <SubmitButton busy={busy} disabled={waiting > 0}>
        {texts.login}
      </SubmitButton>
      <p className="acc-divider">{texts.or}</p>
      <button type="button" className="btn btn-outline acc-submit" onClick={onOtp}>
        {texts.withOtp}
      </button>
    </form>
  );
}

function OtpLogin({
  texts,
  onPassword,
  onNewAccount,
}: {
  texts: LoginTexts;
  onPassword(): void;
  /** The code made the number's account: its name is asked next. */
  onNewAccount(): void;
}) {
  const [phone, setPhone, phoneRef] = useTypedValue();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const sending = useSubmission();
  const verifying = useSubmission();

  const send = async (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (sending.busy || sending.waiting > 0) return;
    const answer = await sending.run(() => callApi('send-otp', { phone: phone.trim(), purpose: 'login' }));
    if (answer) {
      setSentTo(phone.trim());
      setOtp('');
    }
  };

  const verify = async () => {
    if (sentTo === null) return;
    const answer = await verifying.run(() =>
      callApi('verify-otp', { phone: sentTo, otp: otp.trim(), address: deviceAddress() }),
    );
    if (!answer) return;
    if (answer.data.name.trim() !== '') finishSignIn(answer);
    else {
      signIn(answer.data);
      onNewAccount();
    }
  };

  if (sentTo === null) {
    return (
      <form className="acc-form" method="post" noValidate onSubmit={(event) => void send(event)}>
        <FormAlert submission={sending} tooManyTries={texts.tooManyTries} />
        <Field
          label={texts.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          ref={phoneRef}
          onChange={(event) => {
            setPhone(event.target.value);
            keepTypedPhone(event.target.value);
          }}
          error={sending.fieldError('phone')}
          required
        />
        <SubmitButton busy={sending.busy} disabled={sending.waiting > 0}>
          {texts.sendOtp}
        </SubmitButton>
        <p className="acc-divider">{texts.or}</p>
        <button type="button" className="btn btn-outline acc-submit" onClick={onPassword}>
          {texts.withPassword}
        </button>
      </form>
    );
  }

  return (
    <OtpStep
      texts={phoneCodeTexts(texts, sentTo)}
      name="otp"
      code={otp}
      onCodeChange={setOtp}
      checking={verifying}
      sending={sending}
      onVerify={verify}
      onResend={send}
      onChangeRecipient={() => setSentTo(null)}
    />
  );
}

export default function LoginForm({
  texts,
  startWith = 'otp',
}: {
  texts: LoginTexts;
  /** How the form opens: with a one-time code sent to the phone (decision 0297), or with the password. */
  startWith?: 'password' | 'otp';
}) {
  const [mode, setMode] = useState<'password' | 'otp' | 'name'>(startWith);
  const [registerHref, setRegisterHref] = useState(REGISTER_PATH);
  useEffect(() => setRegisterHref(withNext(REGISTER_PATH, window.location.search)), []);
  if (mode === 'name') return <NameStep texts={texts} />;
  return (
    <>
      {mode === 'otp' ? (
        <OtpLogin texts={texts} onPassword={() => setMode('password')} onNewAccount={() => setMode('name')} />
      ) : (
        <PasswordLogin texts={texts} onOtp={() => setMode('otp')} />
      )}
      <p className="acc-switch">
        {texts.newHere}{' '}
        <a className="acc-link" href={registerHref}>
          {texts.createAccount}
        </a>
      </p>
    </>
  );
}
