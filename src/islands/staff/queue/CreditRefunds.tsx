// Goods missing or damaged after delivery (decision 0338), on a delivered or collected order's card:
// the order's invoice and credit notes, and a form giving back units of its lines with a reason.
// The preview is the domain's own figures (domain/tax/credit-note.ts) from the invoice's lines, so
// it is what the server will refund and credit; the server works it out again and may refuse.
import { useCallback, useEffect, useId, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffCreditLinesAnswer } from '../../../domain/api/staff/credit-notes.ts';
import { formatShopMoment } from '../../../domain/calendar.ts';
import { creditNoteFigures } from '../../../domain/tax/credit-note.ts';
import { useConsoleLocale, useSay } from '../shell/console-words.tsx';
import './credit-refunds.css';

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

export function CreditRefunds({ uniqueOrderId }: { uniqueOrderId: string }) {
  const say = useSay();
  const locale = useConsoleLocale();
  const id = useId();
  const [data, setData] = useState<StaffCreditLinesAnswer | null>(null);
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);

  const load = useCallback(async () => {
    const answer = await callApi('staff/credit-lines', { unique_order_id: uniqueOrderId });
    if (answer.ok) setData(answer.value);
  }, [uniqueOrderId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!data?.invoice) return null;
  const order = encodeURIComponent(uniqueOrderId);
  const asks = data.lines.map((line) => ({
    position: line.position,
    quantity: Number(quantities[line.position] || 0),
  }));
  const preview = creditNoteFigures(
    data.lines.map((line) => ({
      position: line.position,
      quantity: line.quantity,
      valueMinor: line.value_paise,
      bp: line.bp,
      igstMinor: line.igst_paise,
      treatment: line.treatment,
      creditedUnits: line.credited,
    })),
    asks.filter((ask) => Number.isSafeInteger(ask.quantity) && ask.quantity >= 0),
  );
  const anyLeft = data.lines.some((line) => line.credited < line.quantity);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFields({});
    setDone(null);
    const answer = await callApi('staff/refund-items', { unique_order_id: uniqueOrderId, lines: asks, reason });
    setBusy(false);
    if (answer.ok) {
      const { refunded } = answer.value;
      setData(answer.value);
      setQuantities({});
      setReason('');
      setOpen(false);
      setDone(
        say('consoleQueueRefunded', {
          amount: `₹${refunded.value.toFixed(2)}`,
          tax: `₹${refunded.tax.toFixed(2)}`,
          number: refunded.number,
        }),
      );
    } else {
      setError(answer.error.message);
      setFields(answer.error.fields ?? {});
    }
  };

  const fieldError = (name: string) =>
    fields[name] ? (
      <span className="s-error" id={`${id}-${name.replaceAll('.', '-')}`}>
        {fields[name]}
      </span>
    ) : null;
  const described = (name: string) => (fields[name] ? `${id}-${name.replaceAll('.', '-')}` : undefined);

  return (
    <div className="cr">
      <p className="cr-docs">
        <a href={`/staff/invoice/${order}.pdf`}>{say('consoleQueueInvoice', { number: data.invoice.number })}</a>
        {data.credit_notes.map((note, index) => (
          <a key={note.number} href={`/staff/credit-note/${order}/${index + 1}.pdf`}>
            {say('consoleQueueCreditNote', { number: note.number, amount: `₹${note.value.toFixed(2)}` })}
          </a>
        ))}
      </p>
      {done && (
        <p className="s-ok" role="status">
          ✓ {done}
        </p>
      )}
      {anyLeft && !open && (
        <button type="button" className="s-btn ghost" onClick={() => setOpen(true)}>
          {say('consoleQueueRefundItems')}
        </button>
      )}
      {open && (
        <form className="cr-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
          <h4 id={`${id}-title`}>{say('consoleQueueRefundItems')}</h4>
          <ul className="cr-lines">
            {data.lines.map((line, index) => {
              const left = line.quantity - line.credited;
              const name = `lines.${index}.quantity`;
              return (
                <li key={line.position}>
                  <label className="s-field">
                    <span>
                      {line.credited > 0
                        ? say('consoleQueueUnitsToRefundBefore', { item: line.name, left, before: line.credited })
                        : say('consoleQueueUnitsToRefund', { item: line.name, left })}
                    </span>
                    <input
                      className="s-input"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      value={quantities[line.position] ?? ''}
                      placeholder="0"
                      disabled={left === 0}
                      onChange={(event) => {
                        // A refusal was of the numbers as they were: changed, it no longer stands.
                        setFields({});
                        setError(null);
                        setQuantities({ ...quantities, [line.position]: event.currentTarget.value });
                      }}
                      aria-invalid={fields[name] ? true : undefined}
                      aria-describedby={described(name)}
                    />
                  </label>
                  {fieldError(name)}
                </li>
              );
            })}
          </ul>
          <label className="s-field">
            <span>{say('consoleQueueCreditReason')}</span>
            <input
              className="s-input"
              value={reason}
              maxLength={200}
              required
              placeholder={say('consoleQueueCreditReasonHint')}
              onChange={(event) => setReason(event.currentTarget.value)}
              aria-invalid={fields.reason ? true : undefined}
              aria-describedby={described('reason')}
            />
          </label>
          {fieldError('reason')}
          {fieldError('lines')}
          <p className="cr-preview" aria-live="polite">
            {preview.ok
              ? say('consoleQueueRefundPreview', { amount: rupees(preview.valueMinor), tax: rupees(preview.taxMinor) })
              : say('consoleQueueRefundTooMany')}
          </p>
          {error && (
            <p className="s-error" role="alert">
              ⚠ {error}
            </p>
          )}
          <div className="s-row">
            <button type="submit" className="s-btn" disabled={busy} aria-busy={busy}>
              {say('consoleQueueSave')}
            </button>
            <button type="button" className="s-btn ghost" onClick={() => setOpen(false)}>
              {say('consoleQueueCancel')}
            </button>
          </div>
          <p className="s-muted">
            {say('consoleQueueRefundWhere', { date: formatShopMoment(data.invoice.issued_at, locale, 'date') })}
          </p>
        </form>
      )}
    </div>
  );
}
