import { shopToday } from '../../../domain/calendar.ts';
import { LEGAL_NAME_MAX, seriesPrefixes } from '../../../domain/stores/store-settings.ts';
import { documentNumber, financialYearOf, isSeriesPrefix } from '../../../domain/tax/document-series.ts';
import { checkGstin } from '../../../domain/tax/gstin.ts';
import { GST_STATES } from '../../../domain/tax/states.ts';
import { Field, type PartProps } from '../form/store-fields.tsx';
import { useSay } from '../shell/console-words.tsx';

/**
 * The seller on the store's GST documents (§10, decision 0332). A GSTIN typed in full picks its
 * state; a prefix turns the documents on.
 */
export function SellerFields({ form, setForm, errors }: PartProps) {
  const say = useSay();
  const setGstin = (gstin: string) =>
    setForm((now) => {
      const checked = checkGstin(gstin);
      return { ...now, gstin, tax_state_code: checked.ok ? checked.stateCode : now.tax_state_code };
    });
  const prefixes = seriesPrefixes(form.series_prefix.trim().toUpperCase());
  const year = financialYearOf(shopToday(new Date())).startYear;
  const first = (prefix: string) => (isSeriesPrefix(prefix) ? documentNumber(prefix, year, 1) : `${prefix}/…/1`);
  return (
    <fieldset className="s-card st-set">
      <legend>{say('consoleStoreInvoices')}</legend>
      <p className="st-hint">{say('consoleStoreInvoicesHint')}</p>
      <Field
        label={say('consoleStorePrefix')}
        name="series_prefix"
        errors={errors}
        hint={
          prefixes
            ? say('consoleStorePrefixHint', { invoice: first(prefixes.invoice), credit: first(prefixes.credit) })
            : say('consoleStorePrefixEmptyHint')
        }
      >
        {(props) => (
          <input
            {...props}
            value={form.series_prefix}
            maxLength={4}
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(e) => setForm((now) => ({ ...now, series_prefix: e.currentTarget.value }))}
          />
        )}
      </Field>
      <Field label={say('consoleStoreGstin')} name="gstin" errors={errors} hint={say('consoleStoreGstinHint')}>
        {(props) => (
          <input
            {...props}
            value={form.gstin}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setGstin(e.currentTarget.value)}
          />
        )}
      </Field>
      <Field
        label={say('consoleStoreLegalName')}
        name="legal_name"
        errors={errors}
        hint={say('consoleStoreLegalNameHint')}
      >
        {(props) => (
          <input
            {...props}
            value={form.legal_name}
            maxLength={LEGAL_NAME_MAX}
            onChange={(e) => setForm((now) => ({ ...now, legal_name: e.currentTarget.value }))}
          />
        )}
      </Field>
      <Field label={say('consoleStoreState')} name="tax_state_code" errors={errors}>
        {(props) => (
          <select
            {...props}
            value={form.tax_state_code}
            onChange={(e) => setForm((now) => ({ ...now, tax_state_code: e.currentTarget.value }))}
          >
            <option value="">{say('consoleStorePickState')}</option>
            {Object.entries(GST_STATES).map(([code, name]) => (
              <option key={code} value={code}>
                {code} {name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}
