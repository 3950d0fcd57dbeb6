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

interface SizeProps {
  size: SizeDraft;
  index: number;
  units: readonly { value: number; label: string }[];
  errors: FieldErrors;
  onChange(change: Partial<SizeDraft>): void;
}

function SizeFields({ size, index, units, errors, onChange }: SizeProps) {
  const at = (field: string) => `variants.${index}.${field}`;
  return (
    <>
      <FieldNote field={`variants.${index}`} errors={errors} />
      <TextField
        field={at('name')}
        label="Size name (English)"
        value={size.name}
        errors={errors}
        onChange={(v) => onChange({ name: v })}
        hint="As customers read it, e.g. 500 g."
      />
      <TextField
        field={at('name_mr')}
        label="Size name (Marathi)"
        lang="mr"
        value={size.name_mr}
        errors={errors}
        onChange={(v) => onChange({ name_mr: v })}
      />
      <SelectField
        field={at('unit_id')}
        label="Unit"
        value={size.unit_id}
        options={units}
        errors={errors}
        onChange={(v) => onChange({ unit_id: v })}
      />
      <NumberField
        field={at('measurement')}
        label="Measurement"
        value={size.measurement}
        errors={errors}
        onChange={(v) => onChange({ measurement: v })}
      />
      <MoneyField
        field={at('regular_price_paise')}
        label="Price (₹)"
        value={size.price}
        errors={errors}
        onChange={(v) => onChange({ price: v })}
      />
      <MoneyField
        field={at('sale_price_paise')}
        label="Sale price (₹, optional)"
        value={size.sale_price}
        errors={errors}
        onChange={(v) => onChange({ sale_price: v })}
        hint="An offer below the price; leave it empty when there is none."
      />
      <MoneyField
        field={at('member_price_paise')}
        label="Member price (₹, optional)"
        value={size.member_price}
        errors={errors}
        onChange={(v) => onChange({ member_price: v })}
      />
      <NumberField
        field={at('stock')}
        label="Stock"
        whole
        value={size.stock}
        errors={errors}
        onChange={(v) => onChange({ stock: v })}
      />
      <NumberField
        field={at('low_stock_at')}
        label="Low-stock alert at (optional)"
        whole
        value={size.low_stock_at}
        errors={errors}
        onChange={(v) => onChange({ low_stock_at: v })}
        hint="The console lists this size under Low stock when its stock falls to this or below."
      />
      <div className="c-checks">
        <CheckField
          field={at('is_infinite')}
          label="Unlimited stock"
          checked={size.is_infinite}
          errors={errors}
          onChange={(v) => onChange({ is_infinite: v })}
        />
        <CheckField
          field={at('is_negative')}
          label="May go below zero"
          checked={size.is_negative}
          errors={errors}
          onChange={(v) => onChange({ is_negative: v })}
        />
        <CheckField
          field={at('is_active')}
          label="In stock (not sold out)"
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
          <label htmlFor={inputId(at('is_default'))}>Default size (shown first)</label>
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
      <h2 id="sizes-title">Sizes</h2>
      <FieldNote field="variants" errors={errors} />
      {sizes.map((size, index) => (
        <fieldset className="s-card c-grid" key={size.key}>
          <legend>Size {index + 1}</legend>
          <SizeFields
            size={size}
            index={index}
            units={unitOptions}
            errors={errors}
            onChange={(part) => change(index, part)}
          />
          {sizes.length > 1 && (
            <button type="button" className="s-btn ghost" onClick={() => remove(index)}>
              Remove size {index + 1}
            </button>
          )}
        </fieldset>
      ))}
      <button
        type="button"
        className="s-btn ghost"
        onClick={() => onChange((old) => [...old, emptySize(units[0]?.id ?? 1, old.length === 0)])}
      >
        Add a size
      </button>
      {saved && <p className="s-muted">A size removed is archived: past orders still name it.</p>}
    </section>
  );
}
