// The shop's GST rates with the days they are in force (decision 0332, §10).
import { type SubmitEvent, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffTaxAnswer, StaffTaxRateView } from '../../../domain/api/staff/tax.ts';
import { formatRatePercent } from '../../../domain/tax/rates.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field, focusFirstRefused } from '../form/fields.tsx';
import { useSay } from '../shell/console-words.tsx';

export function Rates({ answer, onChange }: { answer: StaffTaxAnswer; onChange(next: StaffTaxAnswer): void }) {
  const say = useSay();
  const [form, setForm] = useState({ rate: '', from: answer.today, until: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [note, setNote] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const add = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = await callApi('staff/tax-rate-add', { rate: form.rate, from: form.from, until: form.until || null });
    if (!sent.ok) {
      setErrors(sent.error.fields ?? {});
      // The refusal is said on its field; a refusal of no field is said here.
      setNote(sent.error.fields ? '' : sent.error.message);
      focusFirstRefused(formRef.current);
      return;
    }
    setErrors({});
    setNote(say('consoleTaxAdded', { rate: form.rate }));
    setForm({ rate: '', from: answer.today, until: '' });
    onChange(sent.value);
  };
  return (
    <>
      <h3>{say('consoleTaxRates')}</h3>
      <p className="cf-hint">{say('consoleTaxRatesHint')}</p>
      <table className="tax-rates">
        <caption className="visually-hidden">{say('consoleTaxRatesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{say('consoleTaxRate')}</th>
            <th scope="col">{say('consoleTaxFrom')}</th>
            <th scope="col">{say('consoleTaxUntil')}</th>
            <th scope="col">
              <span className="visually-hidden">{say('consoleTaxEndColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.rates.map((rate) => (
            <RateRow key={rate.id} rate={rate} today={answer.today} onChange={onChange} />
          ))}
        </tbody>
      </table>
      <form
        ref={formRef}
        className="tax-add"
        noValidate
        onSubmit={(event) => void add(event)}
        aria-label={say('consoleTaxAddRate')}
      >
        <Field id="tax-rate" label={say('consoleTaxRatePercent')} error={errors.rate}>
          {(props) => (
            <input
              {...props}
              className="s-input"
              inputMode="decimal"
              value={form.rate}
              onChange={(e) => setForm({ ...form, rate: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field id="tax-from" label={say('consoleTaxInForceFrom')} error={errors.from}>
          {(props) => (
            <input
              {...props}
              className="s-input"
              type="date"
              value={form.from}
              onChange={(e) => setForm({ ...form, from: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field id="tax-until" label={say('consoleTaxUntilOpen')} error={errors.until}>
          {(props) => (
            <input
              {...props}
              className="s-input"
              type="date"
              value={form.until}
              onChange={(e) => setForm({ ...form, until: e.currentTarget.value })}
            />
          )}
        </Field>
        <button type="submit" className="s-btn">
          {say('consoleTaxAddTheRate')}
        </button>
      </form>
      <p aria-live="polite" className="cf-hint">
        {note}
      </p>
    </>
  );
}

function RateRow({
  rate,
  today,
  onChange,
}: {
  rate: StaffTaxRateView;
  today: string;
  onChange(next: StaffTaxAnswer): void;
}) {
  const say = useSay();
  const [until, setUntil] = useState(rate.until ?? today);
  const [error, setError] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const name = `${formatRatePercent(rate.bp)} %`;
  const end = async () => {
    const sent = await callApi('staff/tax-rate-end', { rate_id: rate.id, until });
    if (!sent.ok) {
      setError(sent.error.fields?.until ?? sent.error.message);
      return;
    }
    setError(undefined);
    setOpen(false);
    onChange(sent.value);
  };
  return (
    <tr className={rate.in_force ? undefined : 'tax-past'}>
      <th scope="row">
        {name}
        {rate.in_force ? null : <small> {say('consoleTaxNotInForce')}</small>}
      </th>
      <td>{rate.from}</td>
      <td>{rate.until ?? '—'}</td>
      <td>
        {open ? (
          <div className="tax-end">
            <Field id={`tax-end-${rate.id}`} label={say('consoleTaxLastDay', { rate: name })} error={error}>
              {(props) => (
                <input
                  {...props}
                  className="s-input"
                  type="date"
                  value={until}
                  onChange={(e) => setUntil(e.currentTarget.value)}
                />
              )}
            </Field>
            <button type="button" className="s-btn" onClick={() => void end()}>
              {say('consoleTaxEnd', { rate: name })}
            </button>
          </div>
        ) : (
          <button type="button" className="s-btn ghost" onClick={() => setOpen(true)}>
            {rate.until === null ? say('consoleTaxEnd', { rate: name }) : say('consoleTaxChangeEnd', { rate: name })}
          </button>
        )}
      </td>
    </tr>
  );
}
