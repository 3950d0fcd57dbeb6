// Pieces the partner's screens share (decision 0240): money and distances as a partner reads them,
// map links (the phone's own maps app through `geo:`, or a maps web address; no map script
// on our pages), and one job's card.
import type { JobView } from '../../domain/api/delivery.ts';
import { shopToday } from '../../domain/calendar.ts';
import { customerSlotText } from '../../domain/slots/slots.ts';
import { Icon } from '../Icon.tsx';

/** ₹ with Indian digit grouping; paise (both digits) only when there are any. */
export function rupees(value: number): string {
  const paise = Number.isInteger(value) ? 0 : 2;
  return `₹${value.toLocaleString('en-IN', { maximumFractionDigits: paise, minimumFractionDigits: paise })}`;
}

export function km(value: number): string {
  return value < 0.1 ? '< 0.1 km' : `${value.toFixed(1)} km`;
}

export const STEP_LABELS: Record<NonNullable<JobView['next_step']>, string> = {
  accept: 'Accept order',
  pick_up: 'Picked up',
  deliver: 'Delivered',
};

export const STATUS_WORDS: Partial<Record<JobView['status'], string>> = {
  ready_for_pickup: 'Ready at the store',
  partner_assigned: 'Go to the store',
  on_the_way: 'On the way to the customer',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
};

export function MapLinks({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  const point = `${latitude},${longitude}`;
  return (
    <div className="dp-actions">
      <a className="dp-btn ghost" href={`geo:${point}?q=${point}(${encodeURIComponent(label)})`}>
        <Icon name="locate" size={20} /> Navigate
        <span className="visually-hidden"> to {label}</span>
      </a>
      <a
        className="dp-btn ghost"
        href={`https://www.google.com/maps/dir/?api=1&destination=${point}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Open in Maps
        <span className="visually-hidden"> for {label} (opens another site)</span>
      </a>
    </div>
  );
}

export function CashToCollect({ job }: { job: JobView }) {
  if (job.amount_to_collect > 0)
    return (
      <p className="dp-cash">
        <span>Collect cash</span>
        <strong>{rupees(job.amount_to_collect)}</strong>
      </p>
    );
  return <p className="dp-paid">✓ Paid online: collect nothing</p>;
}

/** 'Tomorrow, 7–9 am': the slot the customer expects the order in (the partner's screens are in English). */
export function jobSlotText(slot: NonNullable<JobView['slot']>): string {
  return customerSlotText(slot, shopToday(new Date()), { today: 'Today', tomorrow: 'Tomorrow' }, 'en-IN');
}

/** A job in a list: the whole card opens it. */
export function JobSummary({ job }: { job: JobView }) {
  return (
    <>
      <div className="dp-card-top">
        <div>
          <h3>{job.store.name}</h3>
          <span className="dp-status">{STATUS_WORDS[job.status] ?? job.status}</span>
        </div>
        <p className="dp-earn">
          {rupees(job.earning)}
          <small>{job.delivered_at ? 'you earned' : 'you earn'}</small>
        </p>
      </div>
      <ul className="dp-facts">
        {job.distance_to_store_km !== null && job.delivered_at === null && (
          <li>
            Store <strong>{km(job.distance_to_store_km)}</strong> away
          </li>
        )}
        <li>
          Drop <strong>{km(job.distance_km)}</strong>
        </li>
        <li>
          <strong>{job.items_count}</strong> {job.items_count === 1 ? 'item' : 'items'}
        </li>
        {job.slot && (
          <li>
            Slot <strong>{jobSlotText(job.slot)}</strong>
          </li>
        )}
        <li>Order {job.unique_order_id}</li>
      </ul>
    </>
  );
}
