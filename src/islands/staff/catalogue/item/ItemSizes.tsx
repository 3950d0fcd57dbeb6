// The item's sizes (decision 0271): each its names, unit and measurement, prices in rupees, stock
// and its alert, and which one is shown first; one at least, and one default.
import type { CatalogueUnitView } from '../../../../domain/api/staff/catalogue.ts';
import type { FieldErrors } from '../../form/field-errors.ts';
import {
  CheckField,
  described,
  FieldNote,
  inputId,
  MoneyField,
  NumberField,
  SelectField,
  TextField,
} from '../../form/inputs.tsx';
import { emptySize, type SizeDraft } from './draft.ts';
import { useSay } from '../../shell/console-words.tsx';

interface SizeProps {
  size: SizeDraft;
  index: number;
  units: readonly { value: number; label: string }[];
  errors: FieldErrors;
  onChange(change: Partial<SizeDraft>): void;
}

function SizeFields({ size, index, units, errors, onChange }: SizeProps) {
  const say = useSay();
  const at = (field: string) => `variants.${index}.${field}`;
  return (
    <>
      <FieldNote field={`variants.${index}`} errors={errors} />
      <TextField
        field={at('name')}
        label={say('consoleItemSizeName')}
        value={size.name}
        errors={errors}
        onChange={(v) => onChange({ name: v })}
        hint={say('consoleItemSizeNameHint')}
      />
      <TextField
        field={at('name_mr')}
        label={say('consoleItemSizeNameMr')}
        lang="mr"
        value={size.name_mr}
        errors={errors}
        onChange={(v) => onChange({ name_mr: v })}
      />
      <SelectField
        field={at('unit_id')}
        label={say('consoleItemUnit')}
        value={size.unit_id}
        options={units}
        errors={errors}
        onChange={(v) => onChange({ unit_id: v })}
      />
      <NumberField
        field={at('measurement')}
        label={say('consoleItemMeasurement')}
        value={size.measurement}
        errors={errors}
        onChange={(v) => onChange({ measurement: v })}
      />
      <MoneyField
        field={at('regular_price_paise')}
        label={say('consoleItemPrice')}
        value={size.price}
        errors={errors}
        onChange={(v) => onChange({ price: v })}
      />
      <MoneyField
        field={at('sale_price_paise')}
        label={say('consoleItemSalePrice')}
        value={size.sale_price}
        errors={errors}
        onChange={(v) => onChange({ sale_price: v })}
        hint={say('consoleItemSalePriceHint')}
      />
      <MoneyField
        field={at('member_price_paise')}
        label={say('consoleItemMemberPrice')}
        value={size.member_price}
        errors={errors}
        onChange={(v) => onChange({ member_price: v })}
      />
      <NumberField
        field={at('stock')}
        label={say('consoleItemStock')}
        whole
        value={size.stock}
        errors={errors}
        onChange={(v) => onChange({ stock: v })}
      />
      <NumberField
        field={at('low_stock_at')}
        label={say('consoleItemLowStockAt')}
        whole
        value={size.low_stock_at}
        errors={errors}
        onChange={(v) => onChange({ low_stock_at: v })}
        hint={say('consoleItemLowStockHint')}
      />
      <div className="c-checks">
        <CheckField
          field={at('is_infinite')}
          label={say('consoleItemUnlimited')}
          checked={size.is_infinite}
          errors={errors}
          onChange={(v) => onChange({ is_infinite: v })}
        />
        <CheckField
          field={at('is_negative')}
          label={say('consoleItemNegative')}
          checked={size.is_negative}
          errors={errors}
          onChange={(v) => onChange({ is_negative: v })}
        />
        <CheckField
          field={at('is_active')}
          label={say('consoleItemInStock')}
          checked={size.is_active}
          errors={errors}
          onChange={(v) => onChange({ is_active: v })}
        />
        <div className="c-check">
          <input
            type="radio"
            name="default-size"
            {...described(at('is_default'), errors)}
            checked={size.is_default}
            onChange={() => onChange({ is_default: true })}
          />
          <label htmlFor={inputId(at('is_default'))}>{say('consoleItemDefaultSize')}</label>
        </div>
      </div>
    </>
  );
}

export default function ItemSizes({
  sizes,
  units,
  saved,
  errors,
  onChange,
}: {
  sizes: SizeDraft[];
  units: readonly CatalogueUnitView[];
  /** The item is saved: a size removed is archived. */
  saved: boolean;
  errors: FieldErrors;
  onChange(change: (sizes: SizeDraft[]) => SizeDraft[]): void;
}) {
  const say = useSay();
  const unitOptions = units.map((unit) => ({ value: unit.id, label: `${unit.name} (${unit.symbol})` }));
  const change = (index: number, part: Partial<SizeDraft>) =>
    onChange((old) =>
      old.map((size, at) =>
        // One default: a size made the default takes it from the others.
        at === index ? { ...size, ...part } : part.is_default === true ? { ...size, is_default: false } : size,
      ),
    );
  const remove = (index: number) =>
    onChange((old) => {
      const left = old.filter((_, at) => at !== index);
      const first = left[0];
      if (first && !left.some((one) => one.is_default)) left[0] = { ...first, is_default: true };
      return left;
    });
  return (
    <section className="c-sizes" aria-labelledby="sizes-title">
      <h2 id="sizes-title">{say('consoleItemSizes')}</h2>
      <FieldNote field="variants" errors={errors} />
      {sizes.map((size, index) => (
        <fieldset className="s-card c-grid" key={size.key}>
          <legend>{say('consoleItemSize', { number: index + 1 })}</legend>
          <SizeFields
            size={size}
            index={index}
            units={unitOptions}
            errors={errors}
            onChange={(part) => change(index, part)}
          />
          {sizes.length > 1 && (
            <button type="button" className="s-btn ghost" onClick={() => remove(index)}>
              {say('consoleItemSizeRemove', { number: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      <button
        type="button"
        className="s-btn ghost"
        onClick={() => onChange((old) => [...old, emptySize(units[0]?.id ?? 1, old.length === 0)])}
      >
        {say('consoleItemSizeAdd')}
      </button>
      {saved && <p className="s-muted">{say('consoleItemSizeRemovedNote')}</p>}
    </section>
  );
}
