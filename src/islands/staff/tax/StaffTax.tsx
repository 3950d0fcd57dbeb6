// The shop's GST rates and how its charges are taxed (decision 0332, §10), on the Settings screen:
// the rates with the days they are in force (a rate is added from a day, and ended when the law
// replaces it), and the treatment of delivery, packing, tips and addons. Admins.
import { type SubmitEvent, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffTaxAnswer, StaffTaxRateView } from '../../../domain/api/staff/tax.ts';
import type { ChargeSettings } from '../../../domain/tax/charges.ts';
import { formatRatePercent } from '../../../domain/tax/rates.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field, focusFirstRefused } from '../form/fields.tsx';

type ChargeKey = 'delivery' | 'packing' | 'tip';
type ChargeForm = { kind: 'principal' | 'exempt' | 'outside' | 'rate'; rate: string };

const CHARGE_NAMES: Readonly<Record<ChargeKey, string>> = {
  delivery: 'Delivery charge',
  packing: 'Packing charge',
  tip: 'Tip for the rider',
};

const TREATMENT_NAMES: Readonly<Record<ChargeForm['kind'], string>> = {
  principal: 'As the order’s main goods',
  rate: 'At a rate of its own',
  exempt: 'Exempt',
  outside: 'Not a supply (no GST)',
};

function chargeForm(charges: ChargeSettings): Record<ChargeKey | 'addons', ChargeForm> {
  const of = (treatment: ChargeSettings[ChargeKey]): ChargeForm =>
    treatment.kind === 'rate'
      ? { kind: 'rate', rate: formatRatePercent(treatment.bp) }
      : { kind: treatment.kind, rate: '' };
  return {
    delivery: of(charges.delivery),
    packing: of(charges.packing),
    tip: of(charges.tip),
    addons:
      charges.addons.kind === 'rate'
        ? { kind: 'rate', rate: formatRatePercent(charges.addons.bp) }
        : { kind: 'principal', rate: '' },
  };
}

export default function StaffTax({ initial }: { initial: StaffTaxAnswer }) {
  const [answer, setAnswer] = useState(initial);
  return (
    <section className="s-card tax-settings" aria-labelledby="tax-title">
      <h2 id="tax-title">GST</h2>
      <Rates answer={answer} onChange={setAnswer} />
      <Charges answer={answer} onChange={setAnswer} />
    </section>
  );
}

function Rates({ answer, onChange }: { answer: StaffTaxAnswer; onChange(next: StaffTaxAnswer): void }) {
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
    setNote(`Added ${form.rate} %.`);
    setForm({ rate: '', from: answer.today, until: '' });
    onChange(sent.value);
  };
  return (
    <>
      <h3>Rates</h3>
      <p className="cf-hint">
        The item form offers the rates in force on the day. When the law changes a rate, end it and add the new one from
        its first day.
      </p>
      <table className="tax-rates">
        <caption className="visually-hidden">GST rates and the days they are in force</caption>
        <thead>
          <tr>
            <th scope="col">Rate</th>
            <th scope="col">From</th>
            <th scope="col">Until</th>
            <th scope="col">
              <span className="visually-hidden">End the rate</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.rates.map((rate) => (
            <RateRow key={rate.id} rate={rate} today={answer.today} onChange={onChange} />
          ))}
        </tbody>
      </table>
      <form ref={formRef} className="tax-add" noValidate onSubmit={(event) => void add(event)} aria-label="Add a rate">
        <Field id="tax-rate" label="Rate (%)" error={errors.rate}>
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
        <Field id="tax-from" label="In force from" error={errors.from}>
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
        <Field id="tax-until" label="Until (empty: no end yet)" error={errors.until}>
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
          Add the rate
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
        {rate.in_force ? null : <small> (not in force today)</small>}
      </th>
      <td>{rate.from}</td>
      <td>{rate.until ?? '—'}</td>
      <td>
        {open ? (
          <div className="tax-end">
            <Field id={`tax-end-${rate.id}`} label={`Last day of ${name}`} error={error}>
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
              End {name}
            </button>
          </div>
        ) : (
          <button type="button" className="s-btn ghost" onClick={() => setOpen(true)}>
            {rate.until === null ? `End ${name}` : `Change the end of ${name}`}
          </button>
        )}
      </td>
    </tr>
  );
}

function Charges({ answer, onChange }: { answer: StaffTaxAnswer; onChange(next: StaffTaxAnswer): void }) {
  const [form, setForm] = useState(() => chargeForm(answer.charges));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [note, setNote] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const charge = (key: ChargeKey) => ({
      kind: form[key].kind,
      ...(form[key].kind === 'rate' ? { rate: form[key].rate } : {}),
    });
    const sent = await callApi('staff/tax-charges-save', {
      delivery: charge('delivery'),
      packing: charge('packing'),
      tip: charge('tip'),
      addons: form.addons.kind === 'rate' ? { kind: 'rate', rate: form.addons.rate } : { kind: 'item' },
    });
    if (!sent.ok) {
      setErrors(sent.error.fields ?? {});
      setNote(sent.error.fields ? '' : sent.error.message);
      focusFirstRefused(formRef.current);
      return;
    }
    setErrors({});
    setNote('Saved: the next documents tax the charges this way.');
    onChange(sent.value);
  };
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)} aria-labelledby="tax-charges-title">
      <h3 id="tax-charges-title">How charges are taxed</h3>
      {(Object.keys(CHARGE_NAMES) as ChargeKey[]).map((key) => (
        <div key={key} className="tax-charge">
          <Field id={`tax-${key}`} label={CHARGE_NAMES[key]}>
            {(props) => (
              <select
                {...props}
                className="s-input"
                value={form[key].kind}
                onChange={(e) =>
                  setForm({ ...form, [key]: { ...form[key], kind: e.currentTarget.value as ChargeForm['kind'] } })
                }
              >
                {(Object.keys(TREATMENT_NAMES) as ChargeForm['kind'][]).map((kind) => (
                  <option key={kind} value={kind}>
                    {TREATMENT_NAMES[kind]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {form[key].kind === 'rate' && (
            <Field id={`tax-${key}-rate`} label={`${CHARGE_NAMES[key]}: rate (%)`} error={errors[`${key}.rate`]}>
              {(props) => (
                <input
                  {...props}
                  className="s-input"
                  inputMode="decimal"
                  value={form[key].rate}
                  onChange={(e) => setForm({ ...form, [key]: { ...form[key], rate: e.currentTarget.value } })}
                />
              )}
            </Field>
          )}
        </div>
      ))}
      <div className="tax-charge">
        <Field id="tax-addons" label="Addons">
          {(props) => (
            <select
              {...props}
              className="s-input"
              value={form.addons.kind === 'rate' ? 'rate' : 'item'}
              onChange={(e) =>
                setForm({
                  ...form,
                  addons: { kind: e.currentTarget.value === 'rate' ? 'rate' : 'principal', rate: form.addons.rate },
                })
              }
            >
              <option value="item">At their item’s rate</option>
              <option value="rate">At a rate of their own</option>
            </select>
          )}
        </Field>
        {form.addons.kind === 'rate' && (
          <Field id="tax-addons-rate" label="Addons: rate (%)" error={errors['addons.rate']}>
            {(props) => (
              <input
                {...props}
                className="s-input"
                inputMode="decimal"
                value={form.addons.rate}
                onChange={(e) => setForm({ ...form, addons: { kind: 'rate', rate: e.currentTarget.value } })}
              />
            )}
          </Field>
        )}
      </div>
      <button type="submit" className="s-btn">
        Save how charges are taxed
      </button>
      <p aria-live="polite" className="cf-hint">
        {note}
      </p>
    </form>
  );
}
