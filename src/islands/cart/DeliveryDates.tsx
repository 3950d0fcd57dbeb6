// §4 Delivery date: today onwards, or from the pre-order date when the cart has
// pre-order items (they are available only from their date). Day cards as a radio
// group; the first offered day is chosen unless the customer picked a later one.
import { shopCalendarDate, toIsoDate, parseIsoDate } from '../../domain/farm-visit.ts';
import { preOrderAvailableFrom } from '../../domain/cart.ts';
import { fillTemplate } from '../../domain/text.ts';
import type { CartLine } from '../../domain/types.ts';
import { chooseDeliveryDate } from '../../stores/checkout.ts';
import type { CartPageTexts } from './texts.ts';

const DAYS_OFFERED = 5;
const DAY_MS = 86_400_000;

/** yyyy-mm-dd of today in the shop's time zone. */
export function shopToday(now = new Date()): string {
  return toIsoDate(shopCalendarDate(now));
}

/** The delivery day the order asks for: the chosen one when it is possible, else the first possible (null = today). */
export function effectiveDeliveryDate(
  chosen: string | null,
  lines: readonly CartLine[],
  today = shopToday(),
): string | null {
  const from = preOrderAvailableFrom(lines);
  const first = from !== null && from > today ? from : today;
  if (chosen !== null && chosen >= first) return chosen === today ? null : chosen;
  return first === today ? null : first;
}

export function dayLabel(
  day: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
): string {
  const date = parseIsoDate(day);
  return date ? new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date) : day;
}

interface Props {
  lines: readonly CartLine[];
  /** The effective date (null = today). */
  selected: string | null;
  locale: string;
  texts: CartPageTexts;
}

export function DeliveryDates({ lines, selected, locale, texts }: Props) {
  const today = shopToday();
  const from = preOrderAvailableFrom(lines);
  const first = from !== null && from > today ? from : today;
  const start = parseIsoDate(first);
  if (!start) return null;
  const days = Array.from({ length: DAYS_OFFERED }, (_, index) =>
    toIsoDate(new Date(start.getTime() + index * DAY_MS)),
  );
  const tomorrow = toIsoDate(new Date((parseIsoDate(today)?.getTime() ?? 0) + DAY_MS));
  const current = selected ?? today;
  return (
    <section className="card dates" aria-labelledby="dates-title">
      <h2 id="dates-title">{texts.deliveryDate}</h2>
      {from !== null && from > today && (
        <p className="card-note pre-order-note">
          {fillTemplate(texts.preOrderFrom, {
            date: dayLabel(from, locale, { day: 'numeric', month: 'short', year: 'numeric' }),
          })}
        </p>
      )}
      <div className="day-row" role="radiogroup" aria-labelledby="dates-title">
        {days.map((day) => (
          <label key={day} className="day-card">
            <input
              type="radio"
              name="delivery-date"
              checked={day === current}
              onChange={() => chooseDeliveryDate(day)}
              onClick={() => chooseDeliveryDate(day)}
            />
            <span className="day-name">
              {day === today
                ? texts.today
                : day === tomorrow
                  ? texts.tomorrow
                  : dayLabel(day, locale, { weekday: 'short' })}
            </span>
            <span className="day-date">{dayLabel(day, locale)}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
