// The store's opening hours per weekday and its closed days (decision 0270).
import { useState } from 'react';
import { formatCalendarDay } from '../../../domain/calendar.ts';
import { RANGES_PER_DAY, WEEKDAYS_FROM_MONDAY } from '../../../domain/stores/opening-hours.ts';
import type { PartProps } from '../form/store-fields.tsx';
import { type Say, useSay } from '../shell/console-words.tsx';
import { dayWord } from './day-words.ts';
import { type HoursRow, rowKey } from './store-form.ts';

/** What a day's rows say, in words: 'closed', 'open 24 hours' or '09:00–13:00, 16:00–21:00'. */
function daySummary(rows: readonly HoursRow[], say: Say): string {
  if (rows.length === 0) return say('consoleStoreDayClosed');
  const end = (clock: string) => (clock === '00:00' ? '24:00' : clock);
  if (rows.some((row) => row.opens === '00:00' && end(row.closes) === '24:00')) return say('consoleStoreDayAllHours');
  return rows.map((row) => `${row.opens}–${end(row.closes)}`).join(', ');
}

export function HoursEditor({ form, setForm, errors }: PartProps) {
  const say = useSay();
  const setRows = (update: (rows: HoursRow[]) => HoursRow[]) =>
    setForm((now) => ({ ...now, hours: update(now.hours) }));
  const copyMonday = () =>
    setRows((rows) => {
      const monday = rows.filter((row) => row.weekday === 1);
      return WEEKDAYS_FROM_MONDAY.flatMap((weekday) =>
        monday.map((row) => ({ ...row, key: weekday === 1 ? row.key : rowKey(), weekday })),
      );
    });
  const hasMonday = form.hours.some((row) => row.weekday === 1);
  return (
    <fieldset className="s-card st-set">
      <legend>{say('consoleStoreHours')}</legend>
      <p className="st-hint">{say('consoleStoreHoursHint')}</p>
      {hasMonday && (
        <p>
          <button type="button" className="s-btn ghost" onClick={copyMonday}>
            {say('consoleStoreSameAsMonday')}
          </button>
        </p>
      )}
      <ul className="st-days">
        {WEEKDAYS_FROM_MONDAY.map((weekday) => {
          const day = say(dayWord(weekday));
          const rows = form.hours.flatMap((row, index) => (row.weekday === weekday ? [{ row, index }] : []));
          return (
            <li key={weekday} className="st-day">
              <h3>
                {day}{' '}
                <span className="st-day-sum">
                  {daySummary(
                    rows.map(({ row }) => row),
                    say,
                  )}
                </span>
              </h3>
              {rows.map(({ row, index }, nth) => {
                const suffix = rows.length > 1 ? ` (${nth + 1})` : '';
                const error = errors[`hours.${index}`];
                const errorId = `sf-hours-${row.key}-error`;
                const input = (which: 'opens' | 'closes', label: string) => (
                  <label className="s-field">
                    {label}
                    <span className="visually-hidden">
                      {' '}
                      {say('consoleStoreOnDay', { day })}
                      {suffix}
                    </span>
                    <input
                      className="s-input"
                      type="time"
                      value={row[which]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setRows((all) => all.map((one) => (one.key === row.key ? { ...one, [which]: value } : one)));
                      }}
                    />
                  </label>
                );
                return (
                  <div key={row.key} className="st-range">
                    {input('opens', say('consoleStoreOpens'))}
                    {input('closes', say('consoleStoreCloses'))}
                    <button
                      type="button"
                      className="s-btn danger"
                      aria-label={say('consoleStoreRemoveHours', { opens: row.opens, closes: row.closes, day })}
                      onClick={() => setRows((all) => all.filter((one) => one.key !== row.key))}
                    >
                      {say('consoleStoreRemove')}
                    </button>
                    {error && (
                      <span id={errorId} className="st-error">
                        {error}
                      </span>
                    )}
                  </div>
                );
              })}
              {rows.length < RANGES_PER_DAY && (
                <button
                  type="button"
                  className="s-btn ghost"
                  aria-label={say('consoleStoreAddHoursOn', { day })}
                  onClick={() =>
                    setRows((all) => [
                      ...all,
                      {
                        key: rowKey(),
                        weekday,
                        opens: rows.length === 0 ? '09:00' : '16:00',
                        closes: rows.length === 0 ? '13:00' : '21:00',
                      },
                    ])
                  }
                >
                  {say('consoleStoreAddHours')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function ClosedDays({ form, setForm, errors, locale }: PartProps & { locale: string }) {
  const say = useSay();
  const [day, setDay] = useState('');
  const add = () => {
    if (day === '') return;
    setForm((now) => ({ ...now, closed_days: [...now.closed_days, day] }));
    setDay('');
  };
  return (
    <fieldset className="s-card st-set">
      <legend>{say('consoleStoreClosedDays')}</legend>
      <div className="s-row st-add-day">
        <label className="s-field">
          {say('consoleStoreClosedOn')}
          <input className="s-input" type="date" value={day} onChange={(e) => setDay(e.currentTarget.value)} />
        </label>
        <button type="button" className="s-btn ghost" onClick={add}>
          {say('consoleStoreAddClosedDay')}
        </button>
      </div>
      {errors.closed_days && <p className="st-error">{errors.closed_days}</p>}
      {form.closed_days.length === 0 ? (
        <p className="s-muted">{say('consoleStoreNoClosedDays')}</p>
      ) : (
        <ul className="st-closed">
          {form.closed_days.map((closed, index) => {
            const written = formatCalendarDay(closed, locale, 'date');
            const error = errors[`closed_days.${index}`];
            return (
              <li key={closed + String(index)}>
                <span>{written}</span>
                <button
                  type="button"
                  className="s-btn danger"
                  aria-label={say('consoleStoreRemoveClosedDay', { day: written })}
                  onClick={() =>
                    setForm((now) => ({ ...now, closed_days: now.closed_days.filter((_, at) => at !== index) }))
                  }
                >
                  {say('consoleStoreRemove')}
                </button>
                {error && <span className="st-error">{error}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
