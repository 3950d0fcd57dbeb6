// /delivery (decision 0240): the partner's home on the bike. The online switch; three tabs
// — new orders near me (accept straight from the card), my active orders, completed with
// today's and this week's earnings — kept live by the server's stream (src/client/live.ts),
// and the phone's position sent while online or delivering (src/client/partner-position.ts).
import { useEffect, useState } from 'react';
import { callApi } from '../../client/api.ts';
import { followLive } from '../../client/live.ts';
import { currentPosition, sendPartnerPosition } from '../../client/partner-position.ts';
import type { JobView, PartnerOrdersAnswer } from '../../domain/api/delivery.ts';
import { formatShopMoment } from '../../domain/calendar.ts';
import type { IslandIconName } from '../../components/icons.ts';
import { Icon } from '../Icon.tsx';
import { CashToCollect, JobSummary, km, rupees, STEP_LABELS } from './parts.tsx';
import { OnlineSwitch, PartnerBar } from './PartnerBar.tsx';

export type PartnerTab = 'new' | 'active' | 'completed';

const TABS: { key: PartnerTab; href: string; label: string }[] = [
  { key: 'new', href: '/delivery', label: 'New near me' },
  { key: 'active', href: '/delivery/orders', label: 'My active' },
  { key: 'completed', href: '/delivery/completed-orders', label: 'Completed' },
];

interface Props {
  initial: PartnerOrdersAnswer;
  tab: PartnerTab;
}

export default function PartnerHome({ initial, tab }: Props) {
  const [data, setData] = useState(initial);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  const [taken, setTaken] = useState<Record<string, string>>({});
  const [accepting, setAccepting] = useState<string | null>(null);
  const online = data.partner.is_online;
  const delivering = data.active.length > 0;

  useEffect(
    () =>
      followLive<PartnerOrdersAnswer>({
        stream: 'delivery/orders',
        onState: setData,
        poll: async () => {
          const answer = await callApi('delivery/orders');
          return answer.ok ? answer.value : null;
        },
        onEnd: () => window.location.assign('/delivery/login?next=/delivery'),
      }),
    [],
  );

  useEffect(() => {
    if (!online && !delivering) return;
    const watch = sendPartnerPosition(() =>
      setLocationProblem(
        'Location is blocked. Allow location for this site in your browser settings to get orders near you.',
      ),
    );
    return () => watch.stop();
  }, [online, delivering]);

  const toggleOnline = async () => {
    const next = !online;
    const position = next ? await currentPosition() : null;
    // The server says why it refuses (no position, none near a store, an impossible one) in a sentence.
    const answer = await callApi('delivery/set-online', { online: next, ...(position ?? {}) });
    if (!answer.ok) {
      setLocationProblem(answer.error.message);
      return;
    }
    setLocationProblem(null);
    setData((current) => ({ ...current, partner: answer.value.partner, offers: next ? current.offers : [] }));
    const refreshed = await callApi('delivery/orders');
    if (refreshed.ok) setData(refreshed.value);
  };

  const accept = async (job: JobView) => {
    setAccepting(job.unique_order_id);
    const answer = await callApi('delivery/accept', { unique_order_id: job.unique_order_id });
    setAccepting(null);
    if (answer.ok) window.location.assign(`/delivery/orders/${encodeURIComponent(job.unique_order_id)}`);
    else setTaken((current) => ({ ...current, [job.unique_order_id]: answer.error.message }));
  };

  const counts: Record<PartnerTab, number> = {
    new: data.offers.length,
    active: data.active.length,
    completed: data.earnings.today_count,
  };

  return (
    <>
      <PartnerBar partner={data.partner}>
        <OnlineSwitch online={online} onToggle={toggleOnline} />
      </PartnerBar>
      <nav className="dp-tabs" aria-label="Orders">
        {TABS.map((entry) => (
          <a key={entry.key} href={entry.href} aria-current={entry.key === tab ? 'page' : undefined}>
            {entry.label}
            <span>
              <span className="dp-count">{counts[entry.key]}</span>
            </span>
          </a>
        ))}
      </nav>
      {locationProblem && (
        <p className="dp-note warn" role="alert">
          {locationProblem}
        </p>
      )}
      <p className="dp-live" aria-live="polite">
        <span className="dp-live-dot" aria-hidden="true" /> Updates by itself
      </p>
      {tab === 'new' && (
        <OfferList
          offers={data.offers}
          online={online}
          taken={taken}
          accepting={accepting}
          onAccept={(job) => void accept(job)}
        />
      )}
      {tab === 'active' && <ActiveList jobs={data.active} />}
      {tab === 'completed' && <CompletedList data={data} />}
    </>
  );
}

function Empty({ icon, title, text }: { icon: IslandIconName; title: string; text: string }) {
  return (
    <div className="dp-empty">
      <span className="dp-empty-icon">
        <Icon name={icon} size={44} />
      </span>
      <strong>{title}</strong>
      <p>{text}</p>
    </div>
  );
}

function OfferList(props: {
  offers: JobView[];
  online: boolean;
  taken: Record<string, string>;
  accepting: string | null;
  onAccept(job: JobView): void;
}) {
  if (!props.online)
    return <Empty icon="close" title="You are offline" text="Go online to get orders from stores near you." />;
  const gone = Object.keys(props.taken).filter((id) => !props.offers.some((offer) => offer.unique_order_id === id));
  return (
    <>
      {gone.map((id) => (
        <p key={id} className="dp-note warn" role="status">
          {props.taken[id]} ({id})
        </p>
      ))}
      {props.offers.length === 0 ? (
        <Empty
          icon="scooter"
          title="No orders near you yet"
          text="New orders show here as soon as a store packs them."
        />
      ) : (
        <ul className="dp-list" aria-label="New orders near me">
          {props.offers.map((job) => (
            <li key={job.unique_order_id} className="dp-card">
              <a className="dp-card-link" href={`/delivery/orders/${encodeURIComponent(job.unique_order_id)}`}>
                <JobSummary job={job} />
              </a>
              <CashToCollect job={job} />
              {props.taken[job.unique_order_id] && (
                <p className="dp-error" role="alert">
                  {props.taken[job.unique_order_id]}
                </p>
              )}
              <div className="dp-actions">
                <button
                  type="button"
                  className="dp-btn"
                  disabled={props.accepting !== null}
                  aria-busy={props.accepting === job.unique_order_id}
                  onClick={() => props.onAccept(job)}
                >
                  {STEP_LABELS.accept}
                  <span className="visually-hidden"> {job.unique_order_id}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ActiveList({ jobs }: { jobs: JobView[] }) {
  if (jobs.length === 0)
    return <Empty icon="bag" title="No active orders" text="Orders you accept show here until you deliver them." />;
  return (
    <ul className="dp-list" aria-label="My active orders">
      {jobs.map((job) => (
        <li key={job.unique_order_id} className="dp-card">
          <a className="dp-card-link" href={`/delivery/orders/${encodeURIComponent(job.unique_order_id)}`}>
            <JobSummary job={job} />
          </a>
          <CashToCollect job={job} />
          <div className="dp-actions">
            <a className="dp-btn" href={`/delivery/orders/${encodeURIComponent(job.unique_order_id)}`}>
              Open order {job.unique_order_id}
              {job.next_step && <span aria-hidden="true">: {STEP_LABELS[job.next_step]} ›</span>}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

function CompletedList({ data }: { data: PartnerOrdersAnswer }) {
  const [older, setOlder] = useState<JobView[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(true);
  const loadMore = async () => {
    const answer = await callApi('delivery/completed-orders', { page: page + 1 });
    if (!answer.ok) return;
    setPage(answer.value.page);
    setHasMore(answer.value.has_more);
    setOlder((current) => [...current, ...answer.value.orders]);
  };
  const today = new Set(data.completed.map((job) => job.unique_order_id));
  const shown = [...data.completed, ...older.filter((job) => !today.has(job.unique_order_id))];
  return (
    <>
      <section className="dp-earnings" aria-label="Earnings">
        <p className="dp-tile">
          <span>Today</span>
          <strong>{rupees(data.earnings.today)}</strong>
          <small>
            {data.earnings.today_count} {data.earnings.today_count === 1 ? 'delivery' : 'deliveries'}
          </small>
        </p>
        <p className="dp-tile">
          <span>This week</span>
          <strong>{rupees(data.earnings.week)}</strong>
          <small>
            {data.earnings.week_count} {data.earnings.week_count === 1 ? 'delivery' : 'deliveries'}
          </small>
        </p>
      </section>
      {shown.length === 0 ? (
        <Empty icon="check" title="No deliveries today yet" text="Each delivery shows here with what you earned." />
      ) : (
        <ul className="dp-list" aria-label="Completed orders">
          {shown.map((job) => (
            <li key={job.unique_order_id} className="dp-card">
              <a className="dp-card-link" href={`/delivery/orders/${encodeURIComponent(job.unique_order_id)}`}>
                <JobSummary job={job} />
              </a>
              {job.delivered_at && (
                <p className="dp-facts">
                  Delivered {formatShopMoment(job.delivered_at, 'en-IN', 'dayMonthTime')} · {km(job.distance_km)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <div className="dp-links">
          <button type="button" className="dp-btn ghost" onClick={() => void loadMore()}>
            Show older deliveries
          </button>
        </div>
      )}
    </>
  );
}
