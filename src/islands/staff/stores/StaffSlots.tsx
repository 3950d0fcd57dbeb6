// /staff/slots (decision 0279): a store's weekly delivery and pickup slots. Each row is a slot: its
// day, start and end, how many orders it takes, how long before its start it stops taking them, and
// its fee. Saved all at once; a refused slot says why on its field. Beside the form, how the next
// days' slots are booked.
import { useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffSlotsAnswer } from '../../../domain/api/staff/slots.ts';
import { formatCalendarDay, shopToday } from '../../../domain/calendar.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { slotTimeIn, sortedSlots } from '../../../domain/slots/slots.ts';
import { clockText, parseClock, WEEKDAYS_FROM_MONDAY } from '../../../domain/stores/opening-hours.ts';
import { Field, focusFirstRefused } from '../form/fields.tsx';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import { dayWord } from './day-words.ts';
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

interface SlotsProps {
  stores: { id: number; name: string }[];
  initial: StaffSlotsAnswer | null;
  /** The console's words in the member's language (decision 0345). */
  words: ConsoleWords;
  /** The member's locale, for the days and times the screen writes. */
  locale: string;
}

export default function StaffSlots({ words, ...props }: SlotsProps) {
  return (
    <ConsoleWordsProvider value={words}>
      <Slots {...props} />
    </ConsoleWordsProvider>
  );
}

function Slots({ stores, initial, locale }: Omit<SlotsProps, 'words'>) {
  const say = useSay();
  const [view, setView] = useState(initial);
  const [rows, setRows] = useState<Row[]>(initial ? rowsOf(initial) : []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; refused: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  if (!view) return <p className="s-muted">{say('consoleSlotNoStore')}</p>;
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
      setMessage({ text: say('consoleSlotSaved', { count: answer.value.slots.length }), refused: false });
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
        <h1>{say('consoleSlotTitle', { store: view.store.name })}</h1>
        {stores.length > 1 && (
          <form method="get" className="slots-store">
            <label htmlFor="slots-store">{say('consoleSlotStore')}</label>
            <select id="slots-store" name="store" defaultValue={storeId}>
              {stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </select>
            <button type="submit" className="s-btn ghost">
              {say('consoleSlotShow')}
            </button>
          </form>
        )}
      </div>
      <p className="s-muted">{say('consoleSlotAbout', { minutes: view.store.delivery_time })}</p>

      <section aria-labelledby="slots-next" className="slots-next">
        <h2 id="slots-next">{say('consoleSlotNextDays')}</h2>
        {view.upcoming.length === 0 ? (
          <p className="s-muted">{say('consoleSlotNoneNext')}</p>
        ) : (
          <ul>
            {view.upcoming.map((slot) => (
              <li key={`${slot.slot_id}@${slot.day}`}>
                <span>
                  {slot.day === today
                    ? say('consoleSlotToday')
                    : formatCalendarDay(slot.day, locale, 'weekdayDayMonth', today)}
                  , {slotTimeIn(slot.start_minute, slot.end_minute, locale)}
                </span>
                <b>{say('consoleSlotTaken', { taken: slot.taken, capacity: slot.capacity })}</b>
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
        <h2 id="slots-week">{say('consoleSlotEveryWeek')}</h2>
        {rows.length === 0 && <p className="s-muted">{say('consoleSlotNone')}</p>}
        <ol className="slot-rows">
          {rows.map((row, index) => (
            <li key={row.key} className="slot-edit">
              <Field id={`${row.key}-day`} label={say('consoleSlotDay')} error={errorOf(index, 'weekday')}>
                {(props) => (
                  <select
                    {...props}
                    value={row.weekday}
                    onChange={(event) => change(row.key, { weekday: Number(event.target.value) })}
                  >
                    {WEEKDAYS_FROM_MONDAY.map((weekday) => (
                      <option key={weekday} value={weekday}>
                        {say(dayWord(weekday))}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={`${row.key}-start`} label={say('consoleSlotStarts')} error={errorOf(index, 'start_minute')}>
                {(props) => (
                  <input
                    {...props}
                    type="time"
                    value={row.start}
                    onChange={(event) => change(row.key, { start: event.target.value })}
                  />
                )}
              </Field>
              <Field id={`${row.key}-end`} label={say('consoleSlotEnds')} error={errorOf(index, 'end_minute')}>
                {(props) => (
                  <input
                    {...props}
                    type="time"
                    value={row.end}
                    onChange={(event) => change(row.key, { end: event.target.value })}
                  />
                )}
              </Field>
              <Field id={`${row.key}-capacity`} label={say('consoleSlotCapacity')} error={errorOf(index, 'capacity')}>
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
              <Field id={`${row.key}-cutoff`} label={say('consoleSlotCutoff')} error={errorOf(index, 'cutoff_minutes')}>
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
              <Field id={`${row.key}-fee`} label={say('consoleSlotFee')} error={errorOf(index, 'fee_paise')}>
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
                aria-label={say('consoleSlotRemoveNamed', {
                  day: say(dayWord(row.weekday)),
                  start: row.start || say('consoleSlotNewStart'),
                })}
                onClick={() => setRows((current) => current.filter((each) => each.key !== row.key))}
              >
                {say('consoleSlotRemove')}
              </button>
            </li>
          ))}
        </ol>
        <div className="slots-actions">
          <button type="button" className="s-btn ghost" onClick={add}>
            {say('consoleSlotAdd')}
          </button>
          <button type="submit" className="s-btn" disabled={saving} aria-busy={saving}>
            {saving ? say('consoleSlotSaving') : say('consoleSlotSave')}
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
