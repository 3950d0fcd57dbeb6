// §2 /register: name, phone, e-mail and password, then — when the shop verifies
// phones (setting enableOtpOnRegister) — the 6-digit code sent to the phone.
// The form does not need to know the setting: the server checks every field
// first, and when they are all right but a code is missing it sends the code and
// answers `code_sent`; the code's step is shown. With verification off, the first
// answer already signs the customer in. Signed in, the e-mail's own code is asked for
// (decision 0297): typed, the e-mail joins the account; Later leaves it waiting in My
// account, where a fresh code is a tap away. The phone typed on /login is filled in (decision 0321).
import { useEffect, useState, type SubmitEvent } from 'react';
import { callApi } from '../../client/api.ts';
import { LOGIN_PATH, nextPathOf, problemOf, typedPhone, withNext, type FormProblem } from '../../client/account.ts';
import type { RegisterCodeSentAnswer, SignedInAnswer } from '../../domain/api/accounts.ts';
import type { ApiError } from '../../domain/api/errors.ts';
import { fillTemplate } from '../../domain/text.ts';
import { $deliveryAddress } from '../../stores/location.ts';
import { signIn } from '../../stores/user.ts';
import { Field, FormAlert, PasswordField, SubmitButton, useSubmission } from './AccountFormParts.tsx';
import { OtpStep, phoneCodeTexts } from './OtpStep.tsx';
import { useTypedValue } from '../use-typed-value.ts';

export interface RegisterTexts {
  name: string;
  phone: string;
  email: string;
  password: string;
  passwordHint: string;
  showPassword: string;
  continue: string;
  verifyPhoneTitle: string;
  otpLabel: string;
  otpSent: string;
  resendOtp: string;
  verifyOtp: string;
  change: string;
  haveAccount: string;
  login: string;
  tooManyTries: string;
  confirmEmailTitle: string;
  /** 'We sent a 6-digit code to {value}…, or tap Later…' */
  emailCodeSent: string;
  emailCodeLater: string;
}

interface Details {
  name: string;
  phone: string;
  email: string;
  password: string;
}

/** An answer to the code step that names a field of the details (not the code, not a wait). */
function isAboutDetails(error: ApiError): boolean {
  const fields = Object.keys(error.fields ?? {});
  return error.code !== 'rate_limited' && fields.length > 0 && !fields.includes('otp');
}

export default function RegisterForm({ texts }: { texts: RegisterTexts }) {
  const [name, setName, nameRef] = useTypedValue();
  const [phone, setPhone, phoneRef] = useTypedValue();
  const [email, setEmail, emailRef] = useTypedValue();
  const [password, setPassword, passwordRef] = useTypedValue();
  const details: Details = { name, phone, email, password };
  const [step, setStep] = useState<'details' | 'otp' | 'email'>('details');
  const [emailSentTo, setEmailSentTo] = useState('');
  const [otp, setOtp] = useState('');
  const [loginHref, setLoginHref] = useState(LOGIN_PATH);
  useEffect(() => setLoginHref(withNext(LOGIN_PATH, window.location.search)), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration; a phone typed before it (the field's own value) wins.
  useEffect(() => {
    const kept = typedPhone();
    const field = document.querySelector<HTMLInputElement>('form.acc-form input[name="phone"]');
    if (kept !== '' && (field === null || field.value === '')) setPhone(kept);
  }, []);
  const detailsCall = useSubmission();
  const sending = useSubmission();
  const verifying = useSubmission();
  const emailChecking = useSubmission();
  const emailSending = useSubmission();

  /** Where the customer was heading (`?next=`), or the account. */
  const goOn = () => window.location.assign(nextPathOf(window.location.search));

  /** Signed in: the e-mail's code is asked for next, unless the account has its e-mail already. */
  const signedIn = (answer: SignedInAnswer) => {
    signIn(answer.data);
    const typed = details.email.trim();
    if (answer.data.email !== null || typed === '') {
      goOn();
      return;
    }
    setEmailSentTo(typed);
    setOtp('');
    setStep('email');
  };

  const confirmEmail = async () => {
    const answer = await emailChecking.run(() => callApi('confirm-contact-change', { code: otp }));
    if (answer) {
      signIn(answer.data);
      goOn();
    }
  };

  const resendEmailCode = async () => {
    const sent = await emailSending.run(() => callApi('resend-contact-code', {}));
    if (sent) setOtp('');
    return sent !== null;
  };

  const registerWith = (code?: string) =>
    callApi('register', {
      name: details.name.trim(),
      phone: details.phone.trim(),
      email: details.email.trim(),
      password: details.password,
      ...(code === undefined ? {} : { otp: code }),
      address: $deliveryAddress.get(),
    });

  const sendCode = async () => {
    const sent = await sending.run(() => callApi('send-otp', { phone: details.phone.trim(), purpose: 'register' }));
    if (sent) {
      setOtp('');
      setStep('otp');
    }
    return sent !== null;
  };

  const submitDetails = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (detailsCall.busy || sending.busy || detailsCall.waiting > 0) return;
    const answer = await detailsCall.run(registerWith);
    if (!answer) return;
    if ('code_sent' in answer) {
      // Every detail is right and the code is on its way to the phone: its step follows.
      setOtp('');
      setStep('otp');
    } else signedIn(answer);
  };

  const submitCode = async () => {
    const wrong: { problem: FormProblem | null } = { problem: null };
    const answer = await verifying.run<SignedInAnswer | RegisterCodeSentAnswer | null>(async () => {
      const result = await registerWith(otp.trim());
      if (!result.ok && isAboutDetails(result.error)) {
        wrong.problem = problemOf(result.error);
        return { ok: true, value: null };
      }
      return result;
    });
    // With the code given, a right answer signs the customer in (code_sent answers a missing code only).
    if (answer && !('code_sent' in answer)) signedIn(answer);
    else if (wrong.problem) {
      // A detail the code cannot fix (the phone is registered already): back to the details.
      detailsCall.show(wrong.problem);
      setStep('details');
    }
  };

  if (step === 'email') {
    return (
      <OtpStep
        texts={{
          title: texts.confirmEmailTitle,
          sentTo: fillTemplate(texts.emailCodeSent, { value: emailSentTo }),
          later: texts.emailCodeLater,
          label: texts.otpLabel,
          verify: texts.verifyOtp,
          resend: texts.resendOtp,
          tooManyTries: texts.tooManyTries,
        }}
        name="code"
        code={otp}
        onCodeChange={setOtp}
        checking={emailChecking}
        sending={emailSending}
        onVerify={confirmEmail}
        onResend={resendEmailCode}
        onLater={goOn}
      />
    );
  }

  if (step === 'otp') {
    return (
      <OtpStep
        texts={phoneCodeTexts(texts, details.phone.trim(), texts.verifyPhoneTitle)}
        name="otp"
        code={otp}
        onCodeChange={setOtp}
        checking={verifying}
        sending={sending}
        onVerify={submitCode}
        onResend={sendCode}
        onChangeRecipient={() => setStep('details')}
      />
    );
  }

  const shown = detailsCall.problem ? detailsCall : sending;
  return (
    <>
      <form className="acc-form" method="post" noValidate onSubmit={(event) => void submitDetails(event)}>
        <FormAlert submission={shown} tooManyTries={texts.tooManyTries} />
        <Field
          label={texts.name}
          name="name"
          autoComplete="name"
          autoCapitalize="words"
          value={name}
          ref={nameRef}
          onChange={(event) => setName(event.target.value)}
          error={detailsCall.fieldError('name')}
          maxLength={100}
          required
        />
        <Field
          label={texts.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          ref={phoneRef}
          onChange={(event) => setPhone(event.target.value)}
          error={detailsCall.fieldError('phone') ?? sending.fieldError('phone')}
          required
        />
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
          error={detailsCall.fieldError('email')}
          required
        />
        <PasswordField
          label={texts.password}
          showLabel={texts.showPassword}
          name="new-password"
          autoComplete="new-password"
          hint={texts.passwordHint}
          value={password}
          ref={passwordRef}
          onChange={(event) => setPassword(event.target.value)}
          error={detailsCall.fieldError('password')}
          required
        />
        <SubmitButton busy={detailsCall.busy || sending.busy} disabled={detailsCall.waiting > 0 || sending.waiting > 0}>
          {texts.continue}
        </SubmitButton>
      </form>
      <p className="acc-switch">
        {texts.haveAccount}{' '}
        <a className="acc-link" href={loginHref}>
          {texts.login}
        </a>
      </p>
    </>
  );
}
