// Pieces of the farm-visit form (§2): the adults/kids steppers, the horizontally
// scrolling date cards, the message dialog and the confirmation with its animation.
import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { dateCardWords, stepCount } from '../../domain/staff/farm-visit.ts';
import type { DateCard } from '../../domain/types.ts';
import { ConfirmDialog } from '../Sheet.tsx';

interface StepperProps {
  label: string;
  value: number;
  decrease: string;
  increase: string;
  onChange(value: number): void;
}

/** §2/§5 Minus and plus: never below 0, no upper bound. */
export function Stepper({ label, value, decrease, increase, onChange }: StepperProps) {
  const labelId = useId();
  return (
    <div className="fv-count">
      <span id={labelId} className="fv-count-label">
        {label}
      </span>
      <div className="fv-stepper" role="group" aria-labelledby={labelId}>
        <button
          type="button"
          aria-label={`${decrease}: ${label}`}
          disabled={value === 0}
          onClick={() => onChange(stepCount(value, -1))}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        <output aria-live="polite" aria-label={label}>
          {value}
        </output>
        <button type="button" aria-label={`${increase}: ${label}`} onClick={() => onChange(stepCount(value, 1))}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}

interface DateCardsProps {
  legend: string;
  cards: readonly DateCard[];
  /** Days this customer has booked already: not choosable either. */
  bookedDates: readonly string[];
  selected: string | null;
  filledText: string;
  bookedText: string;
  emptyText: string;
  /** The page's locale (shopLocale): the cards' weekday and month are written in its language. */
  locale: string;
  onSelect(date: string): void;
}

/** §2/§3 Date cards: weekday, month and day; a filled day is not choosable and wears a red 'Filled' badge. */
export function DateCards({
  legend,
  cards,
  bookedDates,
  selected,
  filledText,
  bookedText,
  emptyText,
  locale,
  onSelect,
}: DateCardsProps) {
  const noneOpen = cards.every((card) => card.filled || bookedDates.includes(card.dateToSend));
  return (
    <fieldset className="fv-dates">
      <legend className="fv-label">{legend}</legend>
      <div className="fv-date-row">
        {cards.map((card) => {
          const booked = bookedDates.includes(card.dateToSend);
          const closed = card.filled || booked;
          const words = dateCardWords(card, locale);
          return (
            <label key={card.dateToSend} className={closed ? 'fv-date closed' : 'fv-date'}>
              <input
                type="radio"
                name="visiting_date"
                value={card.dateToSend}
                aria-label={[words.label, card.filled ? filledText : booked ? bookedText : '']
                  .filter(Boolean)
                  .join(', ')}
                checked={selected === card.dateToSend}
                disabled={closed}
                onChange={() => onSelect(card.dateToSend)}
              />
              <span className="fv-date-weekday">{words.weekday}</span>
              <span className="fv-date-day">{words.day}</span>
              <span className="fv-date-month">{words.month}</span>
              {card.filled ? (
                <span className="fv-badge fv-badge-filled">{filledText}</span>
              ) : (
                booked && <span className="fv-badge fv-badge-booked">{bookedText}</span>
              )}
            </label>
          );
        })}
      </div>
      {noneOpen && <p className="fv-note">{emptyText}</p>}
    </fieldset>
  );
}

interface MessageDialogProps {
  message: string | null;
  ok: string;
  onClose(): void;
}

/** §5/§8 'Please fill all the details' with Ok (and the server's refusals): a modal dialog. */
export function MessageDialog({ message, ok, onClose }: MessageDialogProps) {
  const titleId = useId();
  return (
    <ConfirmDialog open={message !== null} className="fv-message" labelledBy={titleId} onClose={onClose}>
      <span className="fv-message-icon" aria-hidden="true">
        !
      </span>
      <h2 id={titleId}>{message}</h2>
      <div className="confirm-actions">
        <button type="button" className="btn" onClick={onClose}>
          {ok}
        </button>
      </div>
    </ConfirmDialog>
  );
}

interface ConfirmationProps {
  title: string;
  text: string;
  /** What was booked, as label and value rows (date, adults, kids). */
  details: readonly { label: string; value: string }[];
  homeText: string;
}

/** §2 After submission: the confirmation animation (drawn here, no third-party host) and the message. */
export function Confirmation({ title, text, details, homeText }: ConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <section className="fv-done" aria-labelledby="fv-done-title">
      <div className="fv-burst" aria-hidden="true">
        {Array.from({ length: 10 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: ten identical sparks of a fixed animation; the index is their identity.
          <span key={index} style={{ '--i': index } as CSSProperties} />
        ))}
        <svg className="fv-tick" viewBox="0 0 120 120" width="120" height="120" focusable="false" aria-hidden="true">
          <circle className="fv-tick-fill" cx="60" cy="60" r="50" />
          <circle className="fv-tick-ring" cx="60" cy="60" r="50" />
          <path className="fv-tick-mark" d="M38 62 53 77 84 45" />
        </svg>
      </div>
      <h2 id="fv-done-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="fv-done-text" role="status">
        {text}
      </p>
      <dl className="fv-done-details">
        {details.map((detail) => (
          <div key={detail.label}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
      <a className="btn fv-done-home" href="/">
        {homeText}
      </a>
    </section>
  );
}
