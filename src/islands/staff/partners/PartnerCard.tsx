// One delivery partner's card on the partners' screen: their details, jobs and the decisions open.
import { useState } from 'react';
import type { StaffPartnerView } from '../../../domain/api/staff.ts';
import { formatShopMoment } from '../../../domain/calendar.ts';
import type { VehicleType } from '../../../domain/staff/delivery-partners.ts';
import { type PartnerAction, partnerActionsOf } from '../../../domain/staff/partner-approval.ts';
import { displayPhone } from '../../../domain/accounts/phone.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { useSay } from '../shell/console-words.tsx';

const VEHICLES = {
  bicycle: 'consolePartnersBicycle',
  scooter: 'consolePartnersScooter',
  motorbike: 'consolePartnersMotorbike',
} as const satisfies Record<VehicleType, ConsoleWordKey>;
const JOB_STATUS = {
  partner_assigned: 'consolePartnersJobToStore',
  on_the_way: 'consolePartnersJobOnTheWay',
} as const satisfies Record<StaffPartnerView['jobs'][number]['status'], ConsoleWordKey>;

/** A decision's button, by the domain's name for it (partner-approval.ts). */
const ACTION_WORDS = {
  Approve: 'consolePartnersApprove',
  Reject: 'consolePartnersReject',
  Suspend: 'consolePartnersSuspend',
  'Approve again': 'consolePartnersApproveAgain',
} as const satisfies Record<PartnerAction['label'], ConsoleWordKey>;

export function PartnerCard({
  partner,
  locale,
  onAction,
}: {
  partner: StaffPartnerView;
  /** The member's language as a locale ('mr-IN'), for the moments shown. */
  locale: string;
  onAction(partner: StaffPartnerView, action: PartnerAction): Promise<string | null>;
}) {
  const say = useSay();
  const moment = (at: string) => formatShopMoment(at, locale, 'dayMonthTime');
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
            {say(partner.is_online ? 'consolePartnersOnline' : 'consolePartnersOffline')}
          </span>
        )}
      </div>
      <dl className="p-facts">
        <div>
          <dt>{say('consolePartnersPhone')}</dt>
          <dd>
            <a className="p-nowrap" href={`tel:${partner.phone}`}>
              {displayPhone(partner.phone)}
            </a>
          </dd>
        </div>
        <div>
          <dt>{say('consolePartnersAadhaar')}</dt>
          <dd className="p-nowrap">{partner.aadhaar_masked}</dd>
        </div>
        <div>
          <dt>{say('consolePartnersVehicle')}</dt>
          <dd>
            {say(VEHICLES[partner.vehicle_type])}
            {partner.vehicle_number && ` · ${partner.vehicle_number}`}
          </dd>
        </div>
        {partner.status === 'approved' ? (
          <div>
            <dt>{say('consolePartnersLastPosition')}</dt>
            <dd>
              {partner.position_at ? (
                <time dateTime={partner.position_at}>{moment(partner.position_at)}</time>
              ) : (
                say('consolePartnersNoPosition')
              )}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{say('consolePartnersSignedUp')}</dt>
            <dd>
              <time dateTime={partner.signed_up_at}>{moment(partner.signed_up_at)}</time>
            </dd>
          </div>
        )}
      </dl>
      {partner.status === 'approved' &&
        (partner.jobs.length === 0 ? (
          <p className="s-muted">{say('consolePartnersNoJob')}</p>
        ) : (
          <ul className="p-jobs">
            {partner.jobs.map((job) => (
              <li key={job.unique_order_id}>
                {say('consolePartnersJob', {
                  order: job.unique_order_id,
                  store: job.store,
                  status: say(JOB_STATUS[job.status]),
                })}
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
            {say(ACTION_WORDS[action.label])}
          </button>
        ))}
      </div>
    </li>
  );
}
