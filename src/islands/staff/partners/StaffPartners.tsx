// /staff/partners (decision 0184): an admin approves or rejects partners who signed up, sees
// the approved ones (online or not, when their phone last said where it is, the deliveries they
// hold) and suspends one, or approves a suspended one again. The lists follow the console's
// event stream (src/client/live.ts; polling when a stream cannot be held), so a sign-up or a
// partner going online shows without a reload. Rejecting or suspending asks first.
import { useEffect, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { followLive } from '../../../client/live.ts';
import type { StaffPartnersAnswer, StaffPartnerView } from '../../../domain/api/staff.ts';
import type { PartnerAction } from '../../../domain/staff/partner-approval.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { PartnerCard } from './PartnerCard.tsx';

const DONE: Record<PartnerAction['label'], string> = {
  Approve: 'approved: they can sign in now',
  Reject: 'rejected',
  Suspend: 'suspended: signed out everywhere',
  'Approve again': 'approved again',
};

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
