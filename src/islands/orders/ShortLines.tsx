// A running order's short lines (decision 0285), inside the order's tracker (already hydrated,
// kept live by its event stream): the store's question about a substitute, answered here before
// its time is up (after it the line's preference applies), and what changed and was refunded.
import { useEffect, useState } from 'react';
import { callApi } from '../../client/api.ts';
import type { OrderView } from '../../domain/api/orders.ts';
import type { OrderSubstitutionView } from '../../domain/api/substitutions.ts';
import { formatShopMoment } from '../../domain/calendar.ts';
import { formatPrice, toMinor } from '../../domain/money.ts';
import { fillTemplate } from '../../domain/text.ts';
import { shopTexts } from '../../stores/settings.ts';
import type { SubstitutionTexts } from './texts.ts';
import './short-lines.css';

const money = (rupees: number) => formatPrice(toMinor(rupees), shopTexts().settings);

interface Props {
  order: OrderView;
  texts: SubstitutionTexts;
  locale: string;
  onAnswered: (order: OrderView) => void;
}

function Question({ order, line, texts, locale, onAnswered }: Props & { line: OrderSubstitutionView }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const substitute = line.substitute;
  // When the time is up the order is read again: reading it applies the preference.
  useEffect(() => {
    if (!line.answer_due_at) return;
    const wait = Date.parse(line.answer_due_at) - Date.now() + 1_000;
    const timer = window.setTimeout(
      async () => {
        const answer = await callApi('get-order-tracking', { unique_order_id: order.unique_order_id });
        if (answer.ok) onAnswered(answer.value.order);
      },
      Math.max(wait, 1_000),
    );
    return () => window.clearTimeout(timer);
  }, [line.answer_due_at, order.unique_order_id, onAnswered]);
  if (!substitute) return null;
  const titleId = `short-${line.line}`;
  const answer = async (approve: boolean) => {
    setBusy(true);
    setError(null);
    const result = await callApi('answer-substitution', {
      unique_order_id: order.unique_order_id,
      line: line.line,
      approve,
    });
    setBusy(false);
    if (result.ok) onAnswered(result.value.order);
    else setError(result.error.message);
  };
  return (
    <section className="short-ask" role="alertdialog" aria-labelledby={titleId} aria-describedby={`${titleId}-text`}>
      <h3 id={titleId}>{fillTemplate(texts.askTitle, { item: line.part_name ?? line.name })}</h3>
      <p id={`${titleId}-text`}>
        {fillTemplate(texts.ask, {
          substitute: [substitute.name, substitute.variant_name].filter(Boolean).join(' '),
          n: substitute.quantity,
          price: money(substitute.total),
          short: line.short_quantity,
        })}
        {substitute.dearer_by > 0 && ` ${fillTemplate(texts.dearer, { amount: money(substitute.dearer_by) })}`}
      </p>
      {line.preference === 'call' ? (
        <p className="short-note">{texts.calling}</p>
      ) : (
        line.answer_due_at && (
          <p className="short-note">
            {fillTemplate(texts.due, {
              time: formatShopMoment(line.answer_due_at, locale, 'time'),
              preference: texts.preference[line.preference],
            })}
          </p>
        )
      )}
      {error && (
        <p className="tracker-error" role="alert">
          {error}
        </p>
      )}
      <div className="short-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void answer(true)}>
          {texts.approve}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void answer(false)}>
          {texts.decline}
        </button>
      </div>
    </section>
  );
}

export function ShortLines(props: Props) {
  const { order, texts } = props;
  if (order.substitutions.length === 0) return null;
  const asked = order.substitutions.filter((line) => line.state === 'asked' && line.substitute);
  const settled = order.substitutions.filter((line) => line.state === 'settled');
  const adjusted = order.adjusted;
  return (
    <div className="short-lines">
      {asked.map((line) => (
        <Question key={line.line} {...props} line={line} />
      ))}
      {settled.length > 0 && (
        <section className="short-changes" aria-labelledby="short-changes-title">
          <h3 id="short-changes-title">{texts.changesTitle}</h3>
          <ul>
            {settled.map((line) => (
              <li key={line.line}>
                {line.outcome === 'substitute' && line.substitute
                  ? fillTemplate(texts.replaced, {
                      item: line.part_name ?? line.name,
                      short: line.short_quantity,
                      substitute: line.substitute.name,
                      n: line.substitute.quantity,
                    })
                  : fillTemplate(texts.refunded, { item: line.part_name ?? line.name, short: line.short_quantity })}
              </li>
            ))}
          </ul>
          {adjusted && (
            <p className="short-total">
              {fillTemplate(texts.newTotal, { amount: money(adjusted.payable) })}
              {adjusted.refunded_to_wallet > 0 && (
                <span>{fillTemplate(texts.wallet, { amount: money(adjusted.refunded_to_wallet) })}</span>
              )}
              {adjusted.refunded_online > 0 && (
                <span>{fillTemplate(texts.online, { amount: money(adjusted.refunded_online) })}</span>
              )}
              {adjusted.collect > 0 && <span>{fillTemplate(texts.collect, { amount: money(adjusted.collect) })}</span>}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
