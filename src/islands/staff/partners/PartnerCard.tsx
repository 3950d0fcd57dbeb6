// One delivery partner's card on the partners' screen: their details, jobs and the decisions open.
import { useState } from 'react';
import type { StaffPartnerView } from '../../../domain/api/staff.ts';
import { formatShopMoment } from '../../../domain/calendar.ts';
import type { VehicleType } from '../../../domain/staff/delivery-partners.ts';
import { type PartnerAction, partnerActionsOf } from '../../../domain/staff/partner-approval.ts';
import { displayPhone } from '../../../domain/accounts/phone.ts';

const VEHICLES: Record<VehicleType, string> = { bicycle: 'Bicycle', scooter: 'Scooter', motorbike: 'Motorbike' };
const JOB_STATUS: Record<StaffPartnerView['jobs'][number]['status'], string> = {
  partner_assigned: 'going to the store',
  on_the_way: 'out for delivery',
};

const moment = (at: string) => formatShopMoment(at, 'en-IN', 'dayMonthTime');

export function PartnerCard({
  partner,
  onAction,
}: {
  partner: StaffPartnerView;
  onAction(partner: StaffPartnerView, action: PartnerAction): Promise<string | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `partner-${partner.id}`;

  const act = async (action: PartnerAction) => {
    setBusy(true);
    setError(null);
    const refused = await onAction(partner, action);
    setBusy(false);
    setError(refused);
  };

  return (
    <li className={`p-card status-${partner.status}${partner.is_online ? ' is-online' : ''}`} aria-labelledby={titleId}>
      <div className="p-top">
        <h3 id={titleId}>{partner.name}</h3>
        {partner.status === 'approved' && (
          <span className={`p-state${partner.is_online ? ' on' : ''}`}>
            {partner.is_online ? '● Online' : '○ Offline'}
          </span>
        )}
      </div>
      <dl className="p-facts">
        <div>
          <dt>Phone</dt>
          <dd>
            <a className="p-nowrap" href={`tel:${partner.phone}`}>
              {displayPhone(partner.phone)}
            </a>
          </dd>
        </div>
        <div>
          <dt>Aadhaar</dt>
          <dd className="p-nowrap">{partner.aadhaar_masked}</dd>
        </div>
        <div>
          <dt>Vehicle</dt>
          <dd>
            {VEHICLES[partner.vehicle_type]}
            {partner.vehicle_number && ` · ${partner.vehicle_number}`}
          </dd>
        </div>
        {partner.status === 'approved' ? (
          <div>
            <dt>Last position</dt>
            <dd>
              {partner.position_at ? <time dateTime={partner.position_at}>{moment(partner.position_at)}</time> : 'None'}
            </dd>
          </div>
        ) : (
          <div>
            <dt>Signed up</dt>
            <dd>
              <time dateTime={partner.signed_up_at}>{moment(partner.signed_up_at)}</time>
            </dd>
          </div>
        )}
      </dl>
      {partner.status === 'approved' &&
        (partner.jobs.length === 0 ? (
          <p className="s-muted">No delivery just now.</p>
        ) : (
          <ul className="p-jobs">
            {partner.jobs.map((job) => (
              <li key={job.unique_order_id}>
                Delivering <strong>{job.unique_order_id}</strong> from {job.store}, {JOB_STATUS[job.status]}
              </li>
            ))}
          </ul>
        ))}
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      <div className="q-actions">
        {partnerActionsOf(partner.status).map((action) => (
          <button
            type="button"
            key={action.label}
            className={`s-btn${action.status === 'suspended' ? ' danger' : ''}`}
            disabled={busy}
            aria-busy={busy}
            aria-describedby={titleId}
            onClick={() => void act(action)}
          >
            {action.label}
          </button>
        ))}
      </div>
    </li>
  );
}
