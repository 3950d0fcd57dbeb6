// The counter's short lines on an order card (decision 0285): while the order is packed, a line
// (or a combo's part) is marked short, all or part of it, with a substitute from those the console
// suggests (the store's items of its category in stock, nearest in price, the customer's own
// chosen item first) or none (a refund at once). The customer answers on their order page before
// the time the settings give; "Call me" shows their number here, and the counter records the answer.
import { useCallback, useEffect, useId, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { displayPhone } from '../../../domain/accounts/phone.ts';
import type { StaffSubstitutionLine, StaffSubstitutionsAnswer } from '../../../domain/api/staff/substitutions.ts';
import { formatShopMoment } from '../../../domain/calendar.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import type { SubstitutionPreference } from '../../../domain/orders/substitutions.ts';
import { type Say, useConsoleLocale, useSay } from '../shell/console-words.tsx';
import './short-lines.css';
import { MarkShortForm, rupees } from './MarkShortForm.tsx';

const WISH: Record<SubstitutionPreference, ConsoleWordKey> = {
  similar: 'consoleCounterShortWishSimilar',
  choose: 'consoleCounterShortWishChoose',
  refund: 'consoleCounterShortWishRefund',
  call: 'consoleCounterShortWishCall',
};

/** How a marked line stands, in a sentence for the counter in the member's words and locale. */
function shortageText(say: Say, locale: string, line: StaffSubstitutionLine): string {
  const shortage = line.shortage;
  if (!shortage) return '';
  const short = say('consoleCounterShortCount', { count: shortage.short_quantity });
  const substitute = shortage.substitute ? `${shortage.substitute.name} × ${shortage.substitute.quantity}` : null;
  if (shortage.state === 'asked') {
    if (shortage.preference === 'call')
      return substitute
        ? say('consoleCounterShortCall', { short, substitute })
        : say('consoleCounterShortCallIt', { short });
    const time = formatShopMoment(shortage.answer_due_at ?? '', locale, 'time');
    return substitute
      ? say('consoleCounterShortWaiting', { short, substitute, time })
      : say('consoleCounterShortWaitingIt', { short, time });
  }
  const refunded = shortage.refunded_to_wallet + shortage.refunded_online;
  const amount = rupees(refunded);
  if (shortage.outcome === 'substitute' && substitute)
    return refunded > 0
      ? say('consoleCounterShortReplacedRefund', { short, substitute, amount })
      : say('consoleCounterShortReplaced', { short, substitute });
  return refunded > 0
    ? say('consoleCounterShortRefundedAmount', { short, amount })
    : say('consoleCounterShortRefunded', { short });
}

/** The "Items short?" part of a card being packed. */
export function CounterShortLines({ uniqueOrderId, packing }: { uniqueOrderId: string; packing: boolean }) {
  const say = useSay();
  const locale = useConsoleLocale();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<StaffSubstitutionsAnswer | null>(null);
  const [marking, setMarking] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const panelId = useId();

  const load = useCallback(async () => {
    const answer = await callApi('staff/substitutions', { unique_order_id: uniqueOrderId });
    if (answer.ok) setState(answer.value);
    else setError(answer.error.message);
  }, [uniqueOrderId]);

  const waiting = state?.lines.some((line) => line.shortage?.state === 'asked') ?? false;
  useEffect(() => {
    if (!open) return;
    void load();
    if (!waiting) return;
    // While the customer decides, their answer shows here within seconds.
    const timer = window.setInterval(() => void load(), 5_000);
    return () => window.clearInterval(timer);
  }, [open, waiting, load]);

  const answer = async (line: number, approved: boolean) => {
    const result = await callApi('staff/substitution-answer', { unique_order_id: uniqueOrderId, line, approved });
    if (result.ok) setState(result.value);
    else setError(result.error.message);
  };

  if (!packing && !open) return null;
  return (
    <div className="sl">
      <button
        type="button"
        className="s-btn ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {say('consoleCounterShortOpen')}
      </button>
      {open && (
        <div id={panelId} className="sl-panel">
          {error && (
            <p className="s-error" role="alert">
              ⚠ {error}
            </p>
          )}
          {state === null && !error && <p className="s-muted">{say('consoleCounterShortLoading')}</p>}
          {state?.customer.phone && (
            <p className="sl-call">
              {say('consoleCounterShortCallCustomer', { name: state.customer.name })}{' '}
              <a href={`tel:${state.customer.phone}`}>{displayPhone(state.customer.phone)}</a>
            </p>
          )}
          <ul className="sl-lines">
            {state?.lines.map((line) => (
              <li key={line.line}>
                <p>
                  <b>{line.quantity}×</b> {line.name}
                  {line.variant_name ? ` (${line.variant_name})` : ''}
                  <span className="s-muted">
                    {' '}
                    · {say('consoleCounterShortIf', { wish: say(WISH[line.preference]) })}
                    {line.chosen_item ? ` (${line.chosen_item.name})` : ''}
                  </span>
                </p>
                {line.shortage && <p className="sl-state">{shortageText(say, locale, line)}</p>}
                {line.shortage?.state === 'asked' && line.shortage.preference === 'call' && (
                  <div className="sl-actions">
                    <button type="button" className="s-btn" onClick={() => void answer(line.line, true)}>
                      {say('consoleCounterShortTookIt')}
                    </button>
                    <button type="button" className="s-btn ghost" onClick={() => void answer(line.line, false)}>
                      {say('consoleCounterShortDeclined')}
                    </button>
                  </div>
                )}
                {!line.shortage && state.can_mark_short && marking !== line.line && (
                  <button type="button" className="s-btn ghost" onClick={() => setMarking(line.line)}>
                    {say('consoleCounterShortMark', { item: line.name })}
                  </button>
                )}
                {marking === line.line && (
                  <MarkShortForm
                    uniqueOrderId={uniqueOrderId}
                    line={line}
                    onCancel={() => setMarking(null)}
                    onDone={(answer) => {
                      setMarking(null);
                      setState(answer);
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
