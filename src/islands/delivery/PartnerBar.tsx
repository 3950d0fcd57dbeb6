// The dark bar on top of the partner's screens: who is signed in, their vehicle, sign-out,
// and (on /delivery) the big online switch — a switch with its word, not a colour alone.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { callApi } from '../../client/api.ts';
import type { PartnerView } from '../../domain/api/delivery.ts';

const VEHICLES: Record<PartnerView['vehicle_type'], string> = {
  bicycle: 'Bicycle',
  scooter: 'Scooter',
  motorbike: 'Motorbike',
};

function vehicleOf(partner: Pick<PartnerView, 'vehicle_type' | 'vehicle_number'>): string {
  return [VEHICLES[partner.vehicle_type], partner.vehicle_number].filter(Boolean).join(' · ');
}

export function PartnerBar({ partner, children }: { partner: PartnerView; children?: ReactNode }) {
  const signOut = async () => {
    await callApi('delivery/logout');
    window.location.assign('/delivery/login');
  };
  return (
    <header className="dp-bar">
      <div className="dp-who">
        <strong>{partner.name}</strong>
        <small>
          {vehicleOf(partner)} ·{' '}
          <button type="button" className="dp-signout" onClick={() => void signOut()}>
            Sign out
          </button>
        </small>
      </div>
      {children}
    </header>
  );
}

export function OnlineSwitch({ online, onToggle }: { online: boolean; onToggle(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={online}
      className="dp-switch"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await onToggle();
        setBusy(false);
      }}
    >
      <span className="dp-switch-knob" aria-hidden="true">
        {online ? '✓' : ''}
      </span>
      {online ? 'Online' : 'Offline'}
    </button>
  );
}
