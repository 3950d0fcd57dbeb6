// The item's GST (decision 0332): its HSN code, whether it is taxed, and at which rate in force.
import { TAX_TREATMENTS } from '../../../../domain/tax/item-tax.ts';
import { formatRatePercent, type TaxTreatment } from '../../../../domain/tax/rates.ts';
import type { FieldErrors } from '../../form/field-errors.ts';
import { SelectField, TextField } from '../../form/inputs.tsx';
import type { Draft, SetDraft } from './draft.ts';

const TREATMENT_NAMES: Readonly<Record<TaxTreatment, string>> = {
  taxable: 'Taxed at a rate',
  nil: 'Nil-rated (0 %)',
  exempt: 'Exempt (fresh vegetables, fruit, milk…)',
};

const TREATMENTS = TAX_TREATMENTS.map((treatment) => ({ value: treatment, label: TREATMENT_NAMES[treatment] }));

export default function ItemTaxFields({
  draft,
  rates,
  errors,
  set,
}: {
  draft: Draft;
  rates: readonly number[];
  errors: FieldErrors;
  set: SetDraft;
}) {
  const offered = rates.map((bp) => formatRatePercent(bp));
  // A rate the item had that is no longer in force stays offered, so the form shows what it is.
  if (draft.gst_rate !== '' && !offered.includes(draft.gst_rate)) offered.push(draft.gst_rate);
  return (
    <>
      <TextField
        field="hsn_code"
        label="HSN code"
        value={draft.hsn_code}
        inputMode="numeric"
        maxLength={8}
        errors={errors}
        hint="4, 6 or 8 digits, as on the supplier's bill. Printed on tax invoices."
        onChange={(v) => set('hsn_code', v)}
      />
      <SelectField
        field="tax_treatment"
        label="GST"
        value={draft.tax_treatment}
        options={TREATMENTS}
        errors={errors}
        onChange={(v) => set('tax_treatment', v)}
      />
      {draft.tax_treatment === 'taxable' && (
        <SelectField
          field="gst_rate"
          label="GST rate"
          value={draft.gst_rate}
          options={[
            { value: '', label: 'Not set yet' },
            ...offered.map((rate) => ({ value: rate, label: `${rate} %` })),
          ]}
          errors={errors}
          onChange={(v) => set('gst_rate', v)}
        />
      )}
    </>
  );
}
