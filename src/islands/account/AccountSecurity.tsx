// /my-account "Security" (decision 0166, decision 0171): Change
// password in a sheet (the current one first; the server signs the other devices out),
// and the signed-in devices — this one marked, each other one with its own Sign out,
// and "Sign out other devices", both confirmed with the password (ASVS 5 7.5.2). The
// list comes rendered from the server; every answer of the calls brings it again.
import { useState, type SubmitEvent } from 'react';
import { callApi } from '../../client/api.ts';
import type { SessionView } from '../../domain/api/accounts.ts';
import { formatShopMoment } from '../../domain/calendar.ts';
import { deviceName } from '../../domain/notifications/device-name.ts';
import { fillTemplate } from '../../domain/text.ts';
import { FormAlert, FormSheet, PasswordField, SubmitButton, useSubmission } from './AccountFormParts.tsx';
import { Icon } from '../Icon.tsx';
import { ConfirmDialog } from '../Sheet.tsx';

export interface SecurityTexts {
  securityTitle: string;
  changePassword: string;
  currentPassword: string;
  newPassword: string;
  newPasswordHint: string;
  showPassword: string;
  save: string;
  close: string;
  passwordUpdated: string;
  signedInDevices: string;
  thisDevice: string;
  signedInAt: string;
  lastUsed: string;
  signOut: string;
  signOutNamed: string;
  signOutOthers: string;
  otherDevicesSignedOut: string;
  deviceSignedOut: string;
  signOutDeviceConfirm: string;
  signOutOthersConfirm: string;
  cancel: string;
  tooManyTries: string;
  /** '{browser} on {system}' (a device's name, src/domain/notifications/device-name.ts) */
  deviceOn: string;
  appOrScript: string;
}

interface Props {
  sessions: SessionView[];
  texts: SecurityTexts;
  /** The shop's locale for dates ('en-IN', 'mr-IN'). */
  locale: string;
}

function ChangePasswordSheet({
  texts,
  onClose,
  onChanged,
}: {
  texts: SecurityTexts;
  onClose(): void;
  onChanged(): void;
}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const submission = useSubmission();

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy || submission.waiting > 0) return;
    const done = await submission.run(() =>
      callApi('change-password', { current_password: current, new_password: next }),
    );
    if (done) onChanged();
  };

  return (
    <FormSheet
      titleId="change-password-title"
      title={texts.changePassword}
      closeLabel={texts.close}
      onClose={onClose}
      onSubmit={(event) => void save(event)}
    >
      <div className="sheet-scroll acc-form">
        <FormAlert submission={submission} tooManyTries={texts.tooManyTries} />
        <PasswordField
          label={texts.currentPassword}
          showLabel={texts.showPassword}
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={submission.fieldError('current_password')}
          autoFocus
        />
        <PasswordField
          label={texts.newPassword}
          showLabel={texts.showPassword}
          name="new-password"
          autoComplete="new-password"
          hint={texts.newPasswordHint}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={submission.fieldError('new_password')}
          maxLength={128}
        />
      </div>
      <footer className="sheet-footer">
        <SubmitButton busy={submission.busy} disabled={current === '' || next === '' || submission.waiting > 0}>
          {texts.save}
        </SubmitButton>
      </footer>
    </FormSheet>
  );
}

type SignOutTarget = SessionView | 'others';

/** "Sign out …?" with the password; answers the fresh list of devices. */
function SignOutDialog({
  target,
  texts,
  onClose,
  onSignedOut,
}: {
  target: SignOutTarget;
  texts: SecurityTexts;
  onClose(): void;
  onSignedOut(sessions: SessionView[]): void;
}) {
  const [password, setPassword] = useState('');
  const submission = useSubmission();
  const device = target === 'others' ? null : deviceName(target.device, texts);

  const confirm = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy || submission.waiting > 0) return;
    const answer = await submission.run(() =>
      target === 'others'
        ? callApi('revoke-other-sessions', { current_password: password })
        : callApi('revoke-session', { session_id: target.id, current_password: password }),
    );
    if (answer) onSignedOut(answer.data);
  };

  return (
    <ConfirmDialog
      open
      className="acc-dialog"
      labelledBy="sign-out-title"
      describedBy="sign-out-text"
      onClose={onClose}
    >
      <form method="post" noValidate onSubmit={(event) => void confirm(event)}>
        <h2 id="sign-out-title">
          {device === null ? texts.signOutOthers : fillTemplate(texts.signOutNamed, { device })}
        </h2>
        <p id="sign-out-text">
          {device === null ? texts.signOutOthersConfirm : fillTemplate(texts.signOutDeviceConfirm, { device })}
        </p>
        <FormAlert submission={submission} tooManyTries={texts.tooManyTries} />
        <PasswordField
          label={texts.currentPassword}
          showLabel={texts.showPassword}
          name="current-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={submission.fieldError('current_password')}
          autoFocus
        />
        <div className="confirm-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {texts.cancel}
          </button>
          <SubmitButton busy={submission.busy} disabled={password === '' || submission.waiting > 0}>
            {texts.signOut}
          </SubmitButton>
        </div>
      </form>
    </ConfirmDialog>
  );
}

function DeviceGlyph({ phone }: { phone: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {phone ? (
        <path d="M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2" />
      ) : (
        <path d="M4 5h16v10H4zM2 19h20M9 15v4M15 15v4" />
      )}
    </svg>
  );
}

const PHONE_SYSTEMS = /Android|iPhone/;

export default function AccountSecurity({ sessions: initial, texts, locale }: Props) {
  const [sessions, setSessions] = useState(initial);
  const [changing, setChanging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SignOutTarget | null>(null);
  const others = sessions.filter((session) => !session.is_current);
  const when = (iso: string) => formatShopMoment(iso, locale, 'dayMonthTime');

  const signedOut = (target: SignOutTarget, fresh: SessionView[]) => {
    setConfirming(null);
    setSessions(fresh);
    const text =
      target === 'others'
        ? texts.otherDevicesSignedOut
        : fillTemplate(texts.deviceSignedOut, { device: deviceName(target.device, texts) });
    setNotice(text);
  };

  const passwordChanged = async () => {
    setChanging(false);
    setNotice(texts.passwordUpdated);
    const fresh = await callApi('get-sessions', {});
    if (fresh.ok) setSessions(fresh.value.data);
  };

  return (
    <section className="acc-security" aria-labelledby="security-title">
      <h2 id="security-title" className="acc-section-title">
        {texts.securityTitle}
      </h2>
      <button type="button" className="acc-security-row" aria-haspopup="dialog" onClick={() => setChanging(true)}>
        <span className="acc-security-icon" aria-hidden="true">
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zM8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
        </span>
        <span className="acc-security-text">{texts.changePassword}</span>
        <Icon name="chevron" size={18} />
      </button>
      <h3 id="devices-title" className="acc-devices-title">
        {texts.signedInDevices}
      </h3>
      <ul className="acc-devices" aria-labelledby="devices-title">
        {sessions.map((session) => (
          <li key={session.id} className="acc-device" aria-label={deviceName(session.device, texts)}>
            <span className="acc-security-icon" aria-hidden="true">
              <DeviceGlyph phone={PHONE_SYSTEMS.test(session.device)} />
            </span>
            <span className="acc-device-text">
              <b>{deviceName(session.device, texts)}</b>
              {session.is_current && <span className="acc-device-badge">{texts.thisDevice}</span>}
              <small>{fillTemplate(texts.signedInAt, { date: when(session.signed_in_at) })}</small>
              {!session.is_current && (
                <small>{fillTemplate(texts.lastUsed, { date: when(session.last_seen_at) })}</small>
              )}
            </span>
            {!session.is_current && (
              <button
                type="button"
                className="btn btn-outline acc-small"
                aria-label={fillTemplate(texts.signOutNamed, { device: deviceName(session.device, texts) })}
                aria-haspopup="dialog"
                onClick={() => {
                  setNotice(null);
                  setConfirming(session);
                }}
              >
                {texts.signOut}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <button
          type="button"
          className="acc-logout acc-others"
          aria-haspopup="dialog"
          onClick={() => {
            setNotice(null);
            setConfirming('others');
          }}
        >
          <Icon name="logout" size={20} />
          <span>{texts.signOutOthers}</span>
        </button>
      )}
      <p className="acc-done" role="status">
        {notice && (
          <>
            <Icon name="check" size={18} /> {notice}
          </>
        )}
      </p>
      {confirming && (
        <SignOutDialog
          target={confirming}
          texts={texts}
          onClose={() => setConfirming(null)}
          onSignedOut={(fresh) => signedOut(confirming, fresh)}
        />
      )}
      {changing && (
        <ChangePasswordSheet
          texts={texts}
          onClose={() => setChanging(false)}
          onChanged={() => void passwordChanged()}
        />
      )}
    </section>
  );
}
