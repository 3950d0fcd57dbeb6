// How delivery, packing, tips and addons are taxed (decision 0332, §10).
import { type SubmitEvent, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffTaxAnswer } from '../../../domain/api/staff/tax.ts';
import type { ChargeSettings } from '../../../domain/tax/charges.ts';
import { formatRatePercent } from '../../../domain/tax/rates.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { Field, focusFirstRefused } from '../form/fields.tsx';
import { useSay } from '../shell/console-words.tsx';

type ChargeKey = 'delivery' | 'packing' | 'tip';
type ChargeForm = { kind: 'principal' | 'exempt' | 'outside' | 'rate'; rate: string };

const CHARGE_NAMES: Readonly<Record<ChargeKey, ConsoleWordKey>> = {
  delivery: 'consoleTaxDelivery',
  packing: 'consoleTaxPacking',
  tip: 'consoleTaxTip',
};

const TREATMENT_NAMES: Readonly<Record<ChargeForm['kind'], ConsoleWordKey>> = {
  principal: 'consoleTaxPrincipal',
  rate: 'consoleTaxOwnRate',
  exempt: 'consoleTaxExempt',
  outside: 'consoleTaxOutside',
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

export function Charges({ answer, onChange }: { answer: StaffTaxAnswer; onChange(next: StaffTaxAnswer): void }) {
  const say = useSay();
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
    setNote(say('consoleTaxChargesSaved'));
    onChange(sent.value);
  };
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)} aria-labelledby="tax-charges-title">
      <h3 id="tax-charges-title">{say('consoleTaxCharges')}</h3>
      {(Object.keys(CHARGE_NAMES) as ChargeKey[]).map((key) => (
        <div key={key} className="tax-charge">
          <Field id={`tax-${key}`} label={say(CHARGE_NAMES[key])}>
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
                    {say(TREATMENT_NAMES[kind])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {form[key].kind === 'rate' && (
            <Field
              id={`tax-${key}-rate`}
              label={say('consoleTaxChargeRate', { charge: say(CHARGE_NAMES[key]) })}
              error={errors[`${key}.rate`]}
            >
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
        <Field id="tax-addons" label={say('consoleTaxAddons')}>
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
              <option value="item">{say('consoleTaxAddonsItemRate')}</option>
              <option value="rate">{say('consoleTaxAddonsOwnRate')}</option>
            </select>
          )}
        </Field>
        {form.addons.kind === 'rate' && (
          <Field id="tax-addons-rate" label={say('consoleTaxAddonsRate')} error={errors['addons.rate']}>
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
        {say('consoleTaxSaveCharges')}
      </button>
      <p aria-live="polite" className="cf-hint">
        {note}
      </p>
    </form>
  );
}
