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
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { PartnerCard } from './PartnerCard.tsx';

const DONE = {
  Approve: 'consolePartnersApprovedDone',
  Reject: 'consolePartnersRejectedDone',
  Suspend: 'consolePartnersSuspendedDone',
  'Approve again': 'consolePartnersApprovedAgainDone',
} as const satisfies Record<PartnerAction['label'], ConsoleWordKey>;

/** The lists through the API: the stream's fallback, and after a decision. */
async function readLists(): Promise<StaffPartnersAnswer | null> {
  const answer = await callApi('staff/partners', {});
  return answer.ok ? answer.value : null;
}

interface Props {
  initial: StaffPartnersAnswer;
  /** The `consolePartners…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
  /** The member's language as a locale ('mr-IN'), for the moments shown. */
  locale: string;
}

export default function StaffPartners(props: Props) {
  return (
    <ConsoleWordsProvider value={props.words}>
      <Partners {...props} />
    </ConsoleWordsProvider>
  );
}

function Partners({ initial, locale }: Props) {
  const say = useSay();
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
    setNotice(say(DONE[action.label], { name: partner.name }));
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
        <h1>{say('consolePartnersTitle')}</h1>
        <p className="s-muted" role="status" aria-live="polite">
          {notice ?? say('consolePartnersLive')}
        </p>
      </div>

      <section className="p-section" aria-labelledby="p-pending">
        <h2 id="p-pending">
          {say('consolePartnersPending')} <span className="queue-count">{lists.counts.pending}</span>
        </h2>
        <Shown shown={lists.pending.length} all={lists.counts.pending} />
        {lists.pending.length === 0 ? (
          <p className="q-empty">{say('consolePartnersNonePending')}</p>
        ) : (
          <ul className="p-list">
            {lists.pending.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} locale={locale} onAction={onAction} />
            ))}
          </ul>
        )}
      </section>

      <section className="p-section" aria-labelledby="p-approved">
        <div className="p-head">
          <h2 id="p-approved">
            {say('consolePartnersApproved')} <span className="queue-count">{lists.counts.approved}</span>
            <span className="p-online-count">{say('consolePartnersOnlineNow', { count: online.length })}</span>
          </h2>
          <button type="button" className="s-chip" aria-pressed={onlineOnly} onClick={() => setOnlineOnly(!onlineOnly)}>
            {say('consolePartnersOnlineOnly')}
          </button>
        </div>
        <Shown shown={lists.approved.length} all={lists.counts.approved} />
        {approved.length === 0 ? (
          <p className="q-empty">{say(onlineOnly ? 'consolePartnersNoneOnline' : 'consolePartnersNoneApproved')}</p>
        ) : (
          <ul className="p-list">
            {approved.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} locale={locale} onAction={onAction} />
            ))}
          </ul>
        )}
      </section>

      {lists.counts.suspended > 0 && (
        <section className="p-section p-suspended" aria-labelledby="p-suspended">
          <h2 id="p-suspended">
            {say('consolePartnersSuspended')} <span className="queue-count">{lists.counts.suspended}</span>
          </h2>
          <Shown shown={lists.suspended.length} all={lists.counts.suspended} />
          <ul className="p-list">
            {lists.suspended.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} locale={locale} onAction={onAction} />
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
  const say = useSay();
  return shown < all ? <p className="s-muted">{say('consolePartnersShowing', { shown, all })}</p> : null;
}
