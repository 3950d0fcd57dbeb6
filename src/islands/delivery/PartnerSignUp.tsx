// /signUpWithAadhar (decision 0238): become a delivery partner. Name; phone, proved by a
// 6-digit code; the Aadhaar number (its check digit is checked here as it is typed, and again
// on the server; only its last 4 digits are kept); vehicle type and number; a password. Then
// the account waits for the shop's approval.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../client/api.ts';
import { useTypedValue } from '../use-typed-value.ts';
import {
  aadhaarDigits,
  aadhaarProblem,
  VEHICLE_TYPES,
  type VehicleType,
} from '../../domain/staff/delivery-partners.ts';

const VEHICLES: Record<VehicleType, string> = { bicycle: 'Bicycle', scooter: 'Scooter', motorbike: 'Motorbike' };

const AADHAAR_WORDS = {
  length: 'Type the 12 digits of your Aadhaar number.',
  first_digit: 'An Aadhaar number never starts with 0 or 1.',
  check_digit: 'This is not a valid Aadhaar number. Check each digit.',
} as const;

/** 1234 5678 9012, as the card prints it. */
function grouped(typed: string): string {
  return aadhaarDigits(typed)
    .replace(/\D/g, '')
    .slice(0, 12)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export default function PartnerSignUp() {
  const [phone, setPhone, phoneRef] = useTypedValue();
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [aadhaar, setAadhaar, aadhaarRef] = useTypedValue();
  const [aadhaarTouched, setAadhaarTouched] = useState(false);
  const [vehicle, setVehicle] = useState<VehicleType>('scooter');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const aadhaarError = aadhaarTouched ? aadhaarProblem(aadhaar) : null;

  const sendCode = async () => {
    setErrors({});
    setMessage(null);
    const answer = await callApi('delivery/send-otp', { phone });
    if (answer.ok) setCodeSent(answer.value.message);
    else {
      setErrors(answer.error.fields ?? {});
      setMessage(answer.error.message);
    }
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAadhaarTouched(true);
    if (aadhaarProblem(aadhaar)) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    setMessage(null);
    const answer = await callApi('delivery/sign-up', {
      name: String(form.get('name') ?? ''),
      phone,
      otp: String(form.get('otp') ?? ''),
      aadhaar,
      vehicle_type: vehicle,
      vehicle_number: String(form.get('vehicle_number') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setBusy(false);
    if (answer.ok) setDone(answer.value.message);
    else {
      setErrors(answer.error.fields ?? {});
      setMessage(answer.error.message);
    }
  };

  if (done)
    return (
      <section className="dp-form" aria-labelledby="done-title">
        <h1 id="done-title">You are signed up</h1>
        <p className="dp-note dp-ok" role="status">
          {done}
        </p>
        <a className="dp-btn" href="/delivery/login">
          Go to sign-in
        </a>
      </section>
    );

  const fieldError = (name: string) =>
    errors[name] ? (
      <span className="dp-field-error" id={`${name}-error`}>
        {errors[name]}
      </span>
    ) : null;
  const described = (name: string, hint?: string) =>
    [errors[name] ? `${name}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;

  return (
    <form className="dp-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="signup-title">
      <h1 id="signup-title">Deliver with us</h1>
      <p>Earn on every delivery, on your own hours. We check every partner before the first order.</p>
      <label className="dp-field">
        Full name (as on Aadhaar)
        <input
          name="name"
          autoComplete="name"
          required
          aria-invalid={Boolean(errors.name)}
          aria-describedby={described('name')}
        />
        {fieldError('name')}
      </label>
      <div className="dp-row">
        <label className="dp-field">
          Mobile number
          <input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            ref={phoneRef}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={described('phone')}
          />
        </label>
        <button type="button" className="dp-btn ghost" onClick={() => void sendCode()}>
          {codeSent ? 'Send again' : 'Send code'}
        </button>
      </div>
      {fieldError('phone')}
      {codeSent && (
        <p className="dp-hint" role="status">
          {codeSent}
        </p>
      )}
      <label className="dp-field">
        6-digit code from the SMS
        <input
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          aria-invalid={Boolean(errors.otp)}
          aria-describedby={described('otp')}
        />
        {fieldError('otp')}
      </label>
      <label className="dp-field">
        Aadhaar number
        <input
          name="aadhaar"
          inputMode="numeric"
          autoComplete="off"
          required
          ref={aadhaarRef}
          value={aadhaar}
          onChange={(event) => setAadhaar(grouped(event.target.value))}
          onBlur={() => setAadhaarTouched(aadhaar !== '')}
          aria-invalid={Boolean(aadhaarError || errors.aadhaar)}
          aria-describedby={described('aadhaar', 'aadhaar-hint')}
        />
        <span className="dp-hint" id="aadhaar-hint">
          We keep only the last 4 digits.
        </span>
        {aadhaarError && !errors.aadhaar && (
          <span className="dp-field-error" role="alert">
            {AADHAAR_WORDS[aadhaarError]}
          </span>
        )}
        {fieldError('aadhaar')}
      </label>
      <fieldset className="dp-choices">
        <legend>Vehicle</legend>
        {VEHICLE_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="vehicle_type"
              value={type}
              checked={vehicle === type}
              onChange={() => setVehicle(type)}
            />
            {VEHICLES[type]}
          </label>
        ))}
      </fieldset>
      <label className="dp-field">
        Vehicle number{vehicle === 'bicycle' ? ' (if any)' : ''}
        <input
          name="vehicle_number"
          autoCapitalize="characters"
          placeholder={vehicle === 'bicycle' ? '' : 'MH 12 AB 1234'}
          required={vehicle !== 'bicycle'}
          aria-invalid={Boolean(errors.vehicle_number)}
          aria-describedby={described('vehicle_number')}
        />
        {fieldError('vehicle_number')}
      </label>
      <label className="dp-field">
        Password
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
          aria-invalid={Boolean(errors.password)}
          aria-describedby={described('password', 'password-hint')}
        />
        <span className="dp-hint" id="password-hint">
          At least 8 characters.
        </span>
        {fieldError('password')}
      </label>
      {message && (
        <p className="dp-error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {message}
        </p>
      )}
      <button type="submit" className="dp-btn" disabled={busy} aria-busy={busy}>
        Sign up
      </button>
      <p>
        Already a partner? <a href="/delivery/login">Sign in</a>
      </p>
    </form>
  );
}
