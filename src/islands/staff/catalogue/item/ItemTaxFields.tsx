// The item's GST (decision 0332): its HSN code, whether it is taxed, and at which rate in force.
import type { ConsoleWordKey } from '../../../../domain/staff/console-words.ts';
import { TAX_TREATMENTS } from '../../../../domain/tax/item-tax.ts';
import { formatRatePercent, type TaxTreatment } from '../../../../domain/tax/rates.ts';
import type { FieldErrors } from '../../form/field-errors.ts';
import { SelectField, TextField } from '../../form/inputs.tsx';
import type { Draft, SetDraft } from './draft.ts';
import { useSay } from '../../shell/console-words.tsx';

const TREATMENT_WORDS: Readonly<Record<TaxTreatment, ConsoleWordKey>> = {
  taxable: 'consoleItemTaxable',
  nil: 'consoleItemNil',
  exempt: 'consoleItemExempt',
};

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
  const say = useSay();
  const treatments = TAX_TREATMENTS.map((treatment) => ({ value: treatment, label: say(TREATMENT_WORDS[treatment]) }));
  const offered = rates.map((bp) => formatRatePercent(bp));
  // A rate the item had that is no longer in force stays offered, so the form shows what it is.
  if (draft.gst_rate !== '' && !offered.includes(draft.gst_rate)) offered.push(draft.gst_rate);
  return (
    <>
      <TextField
        field="hsn_code"
        label={say('consoleItemHsn')}
        value={draft.hsn_code}
        inputMode="numeric"
        maxLength={8}
        errors={errors}
        hint={say('consoleItemHsnHint')}
        onChange={(v) => set('hsn_code', v)}
      />
      <SelectField
        field="tax_treatment"
        label={say('consoleItemGst')}
        value={draft.tax_treatment}
        options={treatments}
        errors={errors}
        onChange={(v) => set('tax_treatment', v)}
      />
      {draft.tax_treatment === 'taxable' && (
        <SelectField
          field="gst_rate"
          label={say('consoleItemGstRate')}
          value={draft.gst_rate}
          options={[
            { value: '', label: say('consoleItemGstNotSet') },
            ...offered.map((rate) => ({ value: rate, label: `${rate} %` })),
          ]}
          errors={errors}
          onChange={(v) => set('gst_rate', v)}
        />
      )}
    </>
  );
}
