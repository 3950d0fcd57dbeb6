// §4 Delivery date: today onwards, or from the pre-order date when the cart has
// pre-order items (they are available only from their date). Day cards as a radio
// group; the first offered day is chosen unless the customer picked a later one.
import { addDays, formatCalendarDay, parseIsoDate, shopToday, toIsoDate } from '../../domain/calendar.ts';
import { offeredDeliveryDays, preOrderAvailableFrom } from '../../domain/orders/cart.ts';
import { fillTemplate } from '../../domain/text.ts';
import type { CartLine } from '../../domain/types.ts';
import { chooseDeliveryDate } from '../../stores/checkout.ts';
import type { CartPageTexts } from './texts.ts';

/** The delivery day the order asks for: the chosen one when it is possible, else the first possible (null = today). */
export function effectiveDeliveryDate(
  chosen: string | null,
  lines: readonly CartLine[],
  today = shopToday(new Date()),
): string | null {
  const from = preOrderAvailableFrom(lines);
  const first = from !== null && from > today ? from : today;
  if (chosen !== null && chosen >= first) return chosen === today ? null : chosen;
  return first === today ? null : first;
}

interface Props {
  lines: readonly CartLine[];
  /** The effective date (null = today). */
  selected: string | null;
  locale: string;
  texts: CartPageTexts;
  /** Self-pickup: the day the order is collected, not delivered. */
  pickup?: boolean;
}

export function DeliveryDates({ lines, selected, locale, texts, pickup = false }: Props) {
  const today = shopToday(new Date());
  const from = preOrderAvailableFrom(lines);
  const todayDate = parseIsoDate(today);
  const days = offeredDeliveryDays(today, from);
  if (!todayDate || days.length === 0) return null;
  const tomorrow = toIsoDate(addDays(todayDate, 1));
  const current = selected ?? today;
  return (
    <section className="card dates" aria-labelledby="dates-title">
      <h2 id="dates-title">{pickup ? texts.pickupDate : texts.deliveryDate}</h2>
      {from !== null && from > today && (
        <p className="card-note pre-order-note">
          {fillTemplate(pickup ? texts.preOrderPickupFrom : texts.preOrderFrom, {
            date: formatCalendarDay(from, locale, 'date'),
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
                  : formatCalendarDay(day, locale, 'weekday')}
            </span>
            <span className="day-date">{formatCalendarDay(day, locale, 'dayMonth')}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
