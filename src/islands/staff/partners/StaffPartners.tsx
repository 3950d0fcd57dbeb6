// /staff/partners (decision 0184): an admin approves or rejects partners who signed up, sees
// the approved ones (online or not, when their phone last said where it is, the deliveries they
// hold) and suspends one, or approves a suspended one again. The lists follow the console's
// event stream (src/client/live.ts; polling when a stream cannot be held), so a sign-up or a
// partner going online shows without a reload. Rejecting or suspending asks first.
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { followLive } from '../../../client/live.ts';
import type { StaffPartnersAnswer, StaffPartnerView } from '../../../domain/api/staff.ts';
import { formatShopMoment } from '../../../domain/calendar.ts';
import type { VehicleType } from '../../../domain/staff/delivery-partners.ts';
import { type PartnerAction, partnerActionsOf } from '../../../domain/staff/partner-approval.ts';
import { displayPhone } from '../../../domain/accounts/phone.ts';

const VEHICLES: Record<VehicleType, string> = { bicycle: 'Bicycle', scooter: 'Scooter', motorbike: 'Motorbike' };
const JOB_STATUS: Record<StaffPartnerView['jobs'][number]['status'], string> = {
  partner_assigned: 'going to the store',
  on_the_way: 'out for delivery',
};
const DONE: Record<PartnerAction['label'], string> = {
  Approve: 'approved: they can sign in now',
  Reject: 'rejected',
  Suspend: 'suspended: signed out everywhere',
  'Approve again': 'approved again',
};

const moment = (at: string) => formatShopMoment(at, 'en-IN', 'dayMonthTime');

/** The lists through the API: the stream's fallback, and after a decision. */
async function readLists(): Promise<StaffPartnersAnswer | null> {
  const answer = await callApi('staff/partners', {});
  return answer.ok ? answer.value : null;
}

interface Props {
  initial: StaffPartnersAnswer;
}

export default function StaffPartners({ initial }: Props) {
  const [lists, setLists] = useState(initial);
  const [onlineOnly, setOnlineOnly] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ partner: StaffPartnerView; action: PartnerAction } | null>(null);

  useEffect(
    () =>
      followLive<StaffPartnersAnswer>({
        stream: 'staff/partners',
        poll: readLists,
        onState: setLists,
        onEnd: () => window.location.assign('/staff/login?next=/staff/partners'),
      }),
    [],
  );

  /** Runs a decision; the lists are read again (the stream would bring them a moment later). */
  const decide = async (partner: StaffPartnerView, action: PartnerAction): Promise<string | null> => {
    const answer = await callApi('staff/partner-status', { partner_id: partner.id, status: action.status });
    if (!answer.ok) return answer.error.message;
    setNotice(`${partner.name} ${DONE[action.label]}.`);
    const fresh = await readLists();
    if (fresh) setLists(fresh);
    return null;
  };

  /** Approving is done at once; rejecting and suspending ask first. */
  const onAction = async (partner: StaffPartnerView, action: PartnerAction): Promise<string | null> => {
    if (action.status === 'approved') return decide(partner, action);
    setConfirming({ partner, action });
    return null;
  };

  const online = lists.approved.filter((partner) => partner.is_online);
  const approved = onlineOnly ? online : lists.approved;
  return (
    <>
      <div className="queue-head">
        <h1>Delivery partners</h1>
        <p className="s-muted" role="status" aria-live="polite">
          {notice ?? 'Live: sign-ups and partners going online appear here by themselves.'}
        </p>
      </div>

      <section className="p-section" aria-labelledby="p-pending">
        <h2 id="p-pending">
          Waiting for approval <span className="queue-count">{lists.counts.pending}</span>
        </h2>
        <Shown shown={lists.pending.length} all={lists.counts.pending} />
        {lists.pending.length === 0 ? (
          <p className="q-empty">No one is waiting for approval.</p>
        ) : (
          <ul className="p-list">
            {lists.pending.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} onAction={onAction} />
            ))}
          </ul>
        )}
      </section>

      <section className="p-section" aria-labelledby="p-approved">
        <div className="p-head">
          <h2 id="p-approved">
            Approved <span className="queue-count">{lists.counts.approved}</span>
            <span className="p-online-count">{online.length} online now</span>
          </h2>
          <button type="button" className="s-chip" aria-pressed={onlineOnly} onClick={() => setOnlineOnly(!onlineOnly)}>
            Online only
          </button>
        </div>
        <Shown shown={lists.approved.length} all={lists.counts.approved} />
        {approved.length === 0 ? (
          <p className="q-empty">{onlineOnly ? 'No partner is online just now.' : 'No approved partners yet.'}</p>
        ) : (
          <ul className="p-list">
            {approved.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} onAction={onAction} />
            ))}
          </ul>
        )}
      </section>

      {lists.counts.suspended > 0 && (
        <section className="p-section p-suspended" aria-labelledby="p-suspended">
          <h2 id="p-suspended">
            Suspended or rejected <span className="queue-count">{lists.counts.suspended}</span>
          </h2>
          <Shown shown={lists.suspended.length} all={lists.counts.suspended} />
          <ul className="p-list">
            {lists.suspended.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} onAction={onAction} />
            ))}
          </ul>
        </section>
      )}

      {confirming && (
        <ConfirmDialog
          {...confirming}
          onConfirm={() => decide(confirming.partner, confirming.action)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}

function Shown({ shown, all }: { shown: number; all: number }) {
  return shown < all ? (
    <p className="s-muted">
      Showing {shown} of {all}. The command line lists them all: npm run partner -- list
    </p>
  ) : null;
}

function PartnerCard({
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

function ConfirmDialog({
  partner,
  action,
  onConfirm,
  onClose,
}: {
  partner: StaffPartnerView;
  action: PartnerAction;
  onConfirm(): Promise<string | null>;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const refused = await onConfirm();
    setBusy(false);
    if (refused) setError(refused);
    else dialog.current?.close();
  };

  const rejecting = action.label === 'Reject';
  return (
    <dialog ref={dialog} className="s-dialog" aria-labelledby="p-confirm-title" onClose={onClose}>
      <h2 id="p-confirm-title">
        {rejecting ? 'Reject' : 'Suspend'} {partner.name}?
      </h2>
      <p>
        {rejecting
          ? 'They cannot sign in, and their phone number cannot sign up again. You can approve them later.'
          : 'They are signed out on every phone at once and get no more orders. You can approve them again later.'}
      </p>
      {partner.jobs.length > 0 && (
        <p className="q-reason">
          They are delivering {partner.jobs.map((job) => job.unique_order_id).join(', ')}. The order stays with them:
          call them, and finish it with npm run order:advance.
        </p>
      )}
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      <div className="s-row">
        <button type="button" className="s-btn ghost" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
        <button
          type="button"
          className="s-btn danger-fill"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void confirm()}
        >
          {rejecting ? 'Reject partner' : 'Suspend partner'}
        </button>
      </div>
    </dialog>
  );
}
