// The console's Sign out: ends the staff session (the customer session of this browser, if any, is untouched).
import { useState } from 'react';
import { callApi } from '../../../client/api.ts';

/** `label`: Sign out in the member's console language (decision 0345). */
export default function StaffSignOut({ label }: { label: string }) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    await callApi('staff/logout', {});
    window.location.assign('/staff/login');
  };
  return (
    <button type="button" className="s-btn light" disabled={busy} aria-busy={busy} onClick={() => void signOut()}>
      {label}
    </button>
  );
}
