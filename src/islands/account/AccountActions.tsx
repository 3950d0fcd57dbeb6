// /my-account: Logout, Download my data (decision 0330: the JSON file of everything the shop holds
// on the customer), and Delete account behind a confirmation that asks for the password again (the
// server requires it, so a session left open cannot do it).
import { useState, type SubmitEvent } from 'react';
import { callApi } from '../../client/api.ts';
import { forgetUser, signOut } from '../../stores/user.ts';
import { Icon } from '../Icon.tsx';
import { FormAlert, PasswordField, Spinner, SubmitButton, useSubmission } from './AccountFormParts.tsx';
import { ConfirmDialog } from '../Sheet.tsx';

export interface AccountActionsTexts {
  logout: string;
  deleteAccount: string;
  deleteAccountConfirm: string;
  delete: string;
  password: string;
  showPassword: string;
  cancel: string;
  tooManyTries: string;
  downloadData: string;
  downloadDataNote: string;
}

/** The customer's data file (pages/my-account/data.json.ts): saved as the server names it, or its refusal said. */
function DownloadData({ texts }: { texts: AccountActionsTexts }) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await fetch('/my-account/data.json', { credentials: 'same-origin' });
      if (!answer.ok) {
        const body = (await answer.json().catch(() => null)) as { error?: { message?: string } } | null;
        setRefusal(body?.error?.message ?? String(answer.status));
        return;
      }
      const name = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await answer.blob());
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="acc-data">
      <button
        type="button"
        className="acc-logout"
        aria-describedby="download-data-note"
        aria-busy={busy}
        onClick={() => void download()}
      >
        {busy ? <Spinner /> : <Icon name="user" size={22} />}
        <span>{texts.downloadData}</span>
      </button>
      <p id="download-data-note" className="acc-data-note">
        {texts.downloadDataNote}
      </p>
      {refusal && (
        <p className="acc-data-note" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

function DeleteDialog({ texts, onClose }: { texts: AccountActionsTexts; onClose(): void }) {
  const [password, setPassword] = useState('');
  const submission = useSubmission();

  const confirm = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy || submission.waiting > 0) return;
    const done = await submission.run(() => callApi('delete-account', { password }));
    if (!done) return;
    forgetUser();
    window.location.assign('/');
  };

  return (
    <ConfirmDialog
      open
      className="acc-dialog"
      labelledBy="delete-account-title"
      describedBy="delete-account-text"
      onClose={onClose}
    >
      <form method="post" noValidate onSubmit={(event) => void confirm(event)}>
        <h2 id="delete-account-title">{texts.deleteAccount}</h2>
        <p id="delete-account-text">{texts.deleteAccountConfirm}</p>
        <FormAlert submission={submission} tooManyTries={texts.tooManyTries} />
        <PasswordField
          label={texts.password}
          showLabel={texts.showPassword}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={submission.fieldError('password')}
          autoFocus
        />
        <div className="confirm-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {texts.cancel}
          </button>
          <SubmitButton busy={submission.busy} disabled={password === '' || submission.waiting > 0} variant="danger">
            {texts.delete}
          </SubmitButton>
        </div>
      </form>
    </ConfirmDialog>
  );
}

export default function AccountActions({ texts }: { texts: AccountActionsTexts }) {
  const [leaving, setLeaving] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const logout = async () => {
    if (leaving) return;
    setLeaving(true);
    await signOut();
    // The account page comes back as a guest's: the sign-in prompt.
    window.location.assign('/my-account');
  };

  return (
    <div className="acc-actions">
      <button type="button" className="acc-logout" onClick={() => void logout()} aria-busy={leaving}>
        {leaving ? <Spinner /> : <Icon name="logout" size={22} />}
        <span>{texts.logout}</span>
      </button>
      <DownloadData texts={texts} />
      <button type="button" className="acc-delete" aria-haspopup="dialog" onClick={() => setDeleting(true)}>
        <Icon name="trash" size={18} />
        <span>{texts.deleteAccount}</span>
      </button>
      {deleting && <DeleteDialog texts={texts} onClose={() => setDeleting(false)} />}
    </div>
  );
}
