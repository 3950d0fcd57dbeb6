// /delivery/orders/{id} (decision 0240): one job. Where to pick up and where to drop (with
// links that open the phone's maps), the customer, the items, the cash to collect, and one big
// button at the bottom for the next step: Accept → Picked up → Delivered (with the customer's
// 4-digit code when the shop asks for one). Kept live by the server's stream; the phone's
// position is sent while the job is the partner's and not yet delivered.
import { type SubmitEvent, useEffect, useState } from 'react';
import { callApi } from '../../client/api.ts';
import { followLive } from '../../client/live.ts';
import { sendPartnerPosition } from '../../client/partner-position.ts';
import type { JobAnswer, JobView, PartnerView } from '../../domain/api/delivery.ts';
import { CashToCollect, jobSlotText, km, MapLinks, rupees, STATUS_WORDS, STEP_LABELS } from './parts.tsx';
import { PartnerBar } from './PartnerBar.tsx';

interface Props {
  initial: JobView;
  partner: PartnerView;
}

export default function PartnerJob({ initial, partner }: Props) {
  const [job, setJob] = useState(initial);
  const [gone, setGone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const mine = job.customer !== null;
  const delivering =
    mine && job.delivered_at === null && (job.status === 'partner_assigned' || job.status === 'on_the_way');
  const id = job.unique_order_id;

  useEffect(
    () =>
      followLive<JobView>({
        stream: `delivery/orders/${encodeURIComponent(id)}`,
        onState: setJob,
        poll: async () => {
          const answer = await callApi('delivery/order', { unique_order_id: id });
          return answer.ok ? answer.value.job : null;
        },
        onEnd: () => setGone('This order was taken by another partner, or is no longer on offer.'),
      }),
    [id],
  );

  useEffect(() => {
    if (!delivering) return;
    const watch = sendPartnerPosition(() =>
      setError('Location is blocked: the customer cannot see where you are. Allow location for this site.'),
    );
    return () => watch.stop();
  }, [delivering]);

  const takeStep = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!job.next_step) return;
    setBusy(true);
    setError(null);
    const body = { unique_order_id: id };
    let answer: Awaited<ReturnType<typeof callApi<'delivery/accept'>>>;
    if (job.next_step === 'accept') answer = await callApi('delivery/accept', body);
    else if (job.next_step === 'pick_up') answer = await callApi('delivery/picked-up', body);
    else answer = await callApi('delivery/delivered', { ...body, ...(job.needs_code ? { code } : {}) });
    setBusy(false);
    if (answer.ok) {
      setJob((answer.value satisfies JobAnswer).job);
      setCode('');
    } else setError(answer.error.fields?.code ?? answer.error.message);
  };

  const needsCode = job.next_step === 'deliver' && job.needs_code;

  const pickedUp = job.picked_up_at !== null || job.status === 'on_the_way' || job.status === 'delivered';
  const pickupCard = (
    <section className="dp-section dp-card" aria-labelledby="pickup-title">
      <div className="dp-place">
        <span className="dp-place-label" id="pickup-title">
          Pick up
        </span>
        <h2>{job.store.name}</h2>
        <address>{job.store.address}</address>
        {job.distance_to_store_km !== null && !pickedUp && (
          <p className="dp-facts">
            <span>
              <strong>{km(job.distance_to_store_km)}</strong> from you
            </span>
          </p>
        )}
      </div>
      {!pickedUp && <MapLinks latitude={job.store.latitude} longitude={job.store.longitude} label={job.store.name} />}
    </section>
  );
  const dropCard = (
    <section className="dp-section dp-card" aria-labelledby="drop-title">
      <div className="dp-place">
        <span className="dp-place-label" id="drop-title">
          Deliver to
        </span>
        {job.slot && (
          // The customer chose when: the partner delivers within it (decision 0287).
          <p className="dp-slot">
            Slot: <strong>{jobSlotText(job.slot)}</strong>
          </p>
        )}
        {job.customer ? (
          <>
            <h2>{job.customer.name}</h2>
            <address>
              {job.customer.house && (
                <>
                  {job.customer.house}
                  <br />
                </>
              )}
              {job.customer.address}
            </address>
            {job.delivered_at === null && job.customer.phone && (
              <a className="dp-btn ghost" href={`tel:${job.customer.phone}`}>
                Call {job.customer.name}
              </a>
            )}
          </>
        ) : (
          <p>Shown once you accept: {km(job.distance_km)} from the store.</p>
        )}
      </div>
      {job.customer && job.delivered_at === null && (
        <MapLinks latitude={job.customer.latitude} longitude={job.customer.longitude} label={job.customer.name} />
      )}
    </section>
  );

  return (
    <>
      <PartnerBar partner={partner} />
      <div className="dp-head">
        <a
          className="dp-back"
          href={mine && job.delivered_at ? '/delivery/completed-orders' : mine ? '/delivery/orders' : '/delivery'}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Back to orders</span>
        </a>
        <div>
          <h1>Order {id}</h1>
          <span className="dp-status" aria-live="polite">
            {STATUS_WORDS[job.status] ?? job.status}
          </span>
        </div>
      </div>
      {gone && (
        <p className="dp-note warn" role="alert">
          {gone} <a href="/delivery">See other orders</a>
        </p>
      )}

      {/* Before pick-up the store comes first; once picked up, the customer does. */}
      {pickedUp ? dropCard : pickupCard}
      {pickedUp ? pickupCard : dropCard}

      <section className="dp-section dp-card" aria-labelledby="items-title">
        <div className="dp-card-top">
          <h2 id="items-title">
            {job.items_count} {job.items_count === 1 ? 'item' : 'items'}
          </h2>
          <p className="dp-earn">
            {rupees(job.earning)}
            <small>{job.delivered_at ? 'you earned' : 'you earn'}</small>
          </p>
        </div>
        <ul className="dp-items">
          {job.items.map((item) => (
            <li key={`${item.name}-${item.variant_name ?? ''}-${item.instead_of ?? ''}`}>
              <span>
                {item.name}
                {item.variant_name && ` · ${item.variant_name}`}
                {item.instead_of && (
                  // A substitute the customer agreed to (decision 0285): the partner can say why it is not what was ordered.
                  <small className="dp-instead">
                    instead of {item.instead_of} <span lang="mr">· {item.instead_of} ऐवजी</span>
                  </small>
                )}
              </span>
              <strong>× {item.quantity}</strong>
            </li>
          ))}
        </ul>
        <CashToCollect job={job} />
      </section>

      {job.delivered_at && (
        <p className="dp-section dp-note dp-ok" role="status">
          ✓ Delivered. You earned {rupees(job.earning)}.
        </p>
      )}

      {job.next_step && !gone && <div className="dp-spacer" aria-hidden="true" />}
      {job.next_step && !gone && (
        <form className="dp-next" onSubmit={(event) => void takeStep(event)} noValidate>
          {needsCode && (
            <div className="dp-code">
              <label htmlFor="delivery-code">Customer’s 4-digit code</label>
              <input
                id="delivery-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{4}"
                maxLength={4}
                required
                value={code}
                aria-invalid={error !== null}
                aria-describedby={error ? 'step-error' : undefined}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
              />
              {job.code_tries_left < 5 && (
                <span className="dp-hint">
                  {job.code_tries_left} {job.code_tries_left === 1 ? 'try' : 'tries'} left
                </span>
              )}
            </div>
          )}
          {error && (
            <p className="dp-error" id="step-error" role="alert">
              <span aria-hidden="true">⚠ </span>
              {error}
            </p>
          )}
          <button type="submit" className="dp-btn" disabled={busy || (needsCode && code.length !== 4)} aria-busy={busy}>
            {STEP_LABELS[job.next_step]}
          </button>
        </form>
      )}
    </>
  );
}
