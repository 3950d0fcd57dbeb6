// /staff/slots (decision 0279): a store's weekly delivery and pickup slots. Each row is a slot: its
// day, start and end, how many orders it takes, how long before its start it stops taking them, and
// its fee. Saved all at once; a refused slot says why on its field. Beside the form, how the next
// days' slots are booked.
import { useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffSlotsAnswer } from '../../../domain/api/staff/slots.ts';
import { shopToday } from '../../../domain/calendar.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { slotTimeText, sortedSlots } from '../../../domain/slots/slots.ts';
import { clockText, parseClock, WEEKDAY_NAMES, WEEKDAYS_FROM_MONDAY } from '../../../domain/stores/opening-hours.ts';
import { counterDay } from '../../../domain/staff/staff.ts';
import { Field, focusFirstRefused } from '../form/fields.tsx';
import '../shared/console-forms.css';
import './slots.css';

interface Row {
  key: string;
  id: number | null;
  weekday: number;
  start: string;
  end: string;
  capacity: string;
  cutoff: string;
  /** Rupees as typed. */
  fee: string;
}

let made = 0;
function rowsOf(answer: StaffSlotsAnswer): Row[] {
  return sortedSlots(answer.slots).map((slot) => ({
    key: `slot-${slot.id}`,
    id: slot.id,
    weekday: slot.weekday,
    start: clockText(slot.start_minute),
    end: clockText(slot.end_minute),
    capacity: String(slot.capacity),
    cutoff: String(slot.cutoff_minutes),
    fee: String(fromMinor(slot.fee_paise)),
  }));
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export default function StaffSlots({
  stores,
  initial,
}: {
  stores: { id: number; name: string }[];
  initial: StaffSlotsAnswer | null;
}) {
  const [view, setView] = useState(initial);
  const [rows, setRows] = useState<Row[]>(initial ? rowsOf(initial) : []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; refused: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  if (!view) return <p className="s-muted">You reach no store.</p>;
  const storeId = view.store.id;
  const today = shopToday(new Date());

  const change = (key: string, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () => {
    made += 1;
    setRows((current) => [
      ...current,
      { key: `new-${made}`, id: null, weekday: 1, start: '', end: '', capacity: '10', cutoff: '60', fee: '0' },
    ]);
  };

  const save = async () => {
    setSaving(true);
    setMessage(null);
    const answer = await callApi('staff/slots-save', {
      store_id: storeId,
      slots: rows.map((row) => ({
        id: row.id,
        weekday: row.weekday,
        start_minute: parseClock(row.start) ?? -1,
        end_minute: parseClock(row.end) ?? -1,
        capacity: number(row.capacity),
        cutoff_minutes: number(row.cutoff),
        fee_paise: toMinor(number(row.fee) || 0),
      })),
    });
    setSaving(false);
    if (answer.ok) {
      setView(answer.value);
      setRows(rowsOf(answer.value));
      setErrors({});
      setMessage({ text: `Saved: ${answer.value.slots.length} slots a week.`, refused: false });
      return;
    }
    setErrors(answer.error.fields ?? {});
    setMessage({ text: answer.error.message, refused: true });
    focusFirstRefused(form.current);
  };

  const errorOf = (index: number, field: string) => errors[`slots.${index}.${field}`];
  return (
    <div className="slots-console">
      <div className="slots-head">
        <h1>Slots of {view.store.name}</h1>
        {stores.length > 1 && (
          <form method="get" className="slots-store">
            <label htmlFor="slots-store">Store</label>
            <select id="slots-store" name="store" defaultValue={storeId}>
              {stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </select>
            <button type="submit" className="s-btn ghost">
              Show
            </button>
          </form>
        )}
      </div>
      <p className="s-muted">
        Customers choose a slot at checkout for the next 3 days, or “as soon as possible (about{' '}
        {view.store.delivery_time} min)” while the store is open. A slot stops taking orders at its cut-off.
      </p>

      <section aria-labelledby="slots-next" className="slots-next">
        <h2 id="slots-next">Next days</h2>
        {view.upcoming.length === 0 ? (
          <p className="s-muted">No slots in the next 3 days.</p>
        ) : (
          <ul>
            {view.upcoming.map((slot) => (
              <li key={`${slot.slot_id}@${slot.day}`}>
                <span>
                  {slot.day === today ? 'Today' : counterDay(slot.day, today)},{' '}
                  {slotTimeText(slot.start_minute, slot.end_minute)}
                </span>
                <b>
                  {slot.taken} of {slot.capacity} orders
                </b>
              </li>
            ))}
          </ul>
        )}
      </section>

      <form
        ref={form}
        className="slots-form"
        aria-labelledby="slots-week"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 id="slots-week">Every week</h2>
        {rows.length === 0 && <p className="s-muted">No slots: customers can only order for as soon as possible.</p>}
        <ol className="slot-rows">
          {rows.map((row, index) => (
            <li key={row.key} className="slot-edit">
              <Field id={`${row.key}-day`} label="Day" error={errorOf(index, 'weekday')}>
                {(props) => (
                  <select
                    {...props}
                    value={row.weekday}
                    onChange={(event) => change(row.key, { weekday: Number(event.target.value) })}
                  >
                    {WEEKDAYS_FROM_MONDAY.map((weekday) => (
                      <option key={weekday} value={weekday}>
                        {WEEKDAY_NAMES[weekday]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={`${row.key}-start`} label="Starts" error={errorOf(index, 'start_minute')}>
                {(props) => (
                  <input
                    {...props}
                    type="time"
                    value={row.start}
                    onChange={(event) => change(row.key, { start: event.target.value })}
                  />
                )}
              </Field>
              <Field id={`${row.key}-end`} label="Ends" error={errorOf(index, 'end_minute')}>
                {(props) => (
                  <input
                    {...props}
                    type="time"
                    value={row.end}
                    onChange={(event) => change(row.key, { end: event.target.value })}
                  />
                )}
              </Field>
              <Field id={`${row.key}-capacity`} label="Orders it takes" error={errorOf(index, 'capacity')}>
                {(props) => (
                  <input
                    {...props}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    value={row.capacity}
                    onChange={(event) => change(row.key, { capacity: event.target.value })}
                  />
                )}
              </Field>
              <Field id={`${row.key}-cutoff`} label="Cut-off (min before)" error={errorOf(index, 'cutoff_minutes')}>
                {(props) => (
                  <input
                    {...props}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    value={row.cutoff}
                    onChange={(event) => change(row.key, { cutoff: event.target.value })}
                  />
                )}
              </Field>
              <Field id={`${row.key}-fee`} label="Fee (₹)" error={errorOf(index, 'fee_paise')}>
                {(props) => (
                  <input
                    {...props}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="0.01"
                    value={row.fee}
                    onChange={(event) => change(row.key, { fee: event.target.value })}
                  />
                )}
              </Field>
              <button
                type="button"
                className="s-btn danger slot-remove"
                aria-label={`Remove ${WEEKDAY_NAMES[row.weekday]} ${row.start || 'new'} slot`}
                onClick={() => setRows((current) => current.filter((each) => each.key !== row.key))}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
        <div className="slots-actions">
          <button type="button" className="s-btn ghost" onClick={add}>
            Add a slot
          </button>
          <button type="submit" className="s-btn" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save slots'}
          </button>
        </div>
        {message && (
          <p role={message.refused ? 'alert' : 'status'} className={message.refused ? 'cf-error' : 's-muted'}>
            {message.text}
          </p>
        )}
      </form>
    </div>
  );
}
