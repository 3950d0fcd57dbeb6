// When the order comes, the one place it is chosen (decisions 0279, 0321): "As soon as possible
// (about N min)" while the store is open, and the slots of the next 3 days for delivery or pickup,
// each saying how many orders it still takes or "Full" (a full slot cannot be chosen). A slot past
// its cut-off is not offered: the list is the server's, asked again when the page is shown again.
import type { ChosenSlot, DeliverySlotsAnswer } from '../../domain/api/slots.ts';
import { chosenOf, sameSlot } from '../../domain/slots/choice.ts';
import { formatCalendarDay } from '../../domain/calendar.ts';
import { customerSlotText, slotText, slotTimeIn } from '../../domain/slots/slots.ts';
import { fillTemplate } from '../../domain/text.ts';
import { rupees } from '../cart/parts.tsx';
import type { SlotTexts } from '../cart/texts.ts';
import './slots.css';

/** How the customer reads a slot: 'Tomorrow, 7–9 am'. */
export function slotWords(
  slot: { day: string; start_minute: number; end_minute: number },
  today: string,
  texts: Pick<SlotTexts, 'today' | 'tomorrow'>,
  locale: string,
): string {
  return customerSlotText(slot, today, texts, locale);
}

interface Props {
  offer: DeliverySlotsAnswer;
  chosen: ChosenSlot | null;
  onChoose: (choice: ChosenSlot | null) => void;
  pickup: boolean;
  locale: string;
  texts: SlotTexts;
}

export function SlotPicker({ offer, chosen, onChoose, pickup, locale, texts }: Props) {
  const days = [...new Set(offer.slots.map((slot) => slot.day))];
  const dayName = (day: string) =>
    slotText({ day, start_minute: 0, end_minute: 0 }, offer.today, {
      today: texts.today,
      tomorrow: texts.tomorrow,
      other: (other) => formatCalendarDay(other, locale, 'weekdayDayMonth', offer.today),
      times: () => '',
    }).split(', ')[0] ?? day;
  return (
    <fieldset className="card slots">
      <legend>{pickup ? texts.pickupTitle : texts.title}</legend>
      {offer.asap && (
        <label className="slot-option asap">
          <input type="radio" name="slot" checked={chosen === null} onChange={() => onChoose(null)} />
          <span>{fillTemplate(texts.asap, { n: offer.asap.minutes })}</span>
        </label>
      )}
      {offer.slots.length === 0 && !offer.asap && <p className="card-note">{texts.none}</p>}
      {days.map((day) => (
        <div key={day} className="slot-day" role="group" aria-labelledby={`slot-day-${day}`}>
          <h3 id={`slot-day-${day}`}>
            {dayName(day)} <small>{formatCalendarDay(day, locale, 'dayMonth')}</small>
          </h3>
          <div className="slot-row">
            {offer.slots
              .filter((slot) => slot.day === day)
              .map((slot) => (
                <label key={`${slot.slot_id}@${day}`} className={slot.full ? 'slot-option full' : 'slot-option'}>
                  <input
                    type="radio"
                    name="slot"
                    disabled={slot.full}
                    checked={sameSlot(slot, chosen)}
                    onChange={() => onChoose(chosenOf(slot))}
                  />
                  <span className="slot-time">{slotTimeIn(slot.start_minute, slot.end_minute, locale)}</span>
                  <small className="slot-left">
                    {slot.full ? texts.full : fillTemplate(texts.left, { n: slot.left })}
                    {slot.fee > 0 && ` · +${rupees(slot.fee)}`}
                  </small>
                </label>
              ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
