// /staff/catalogue/item (decision 0271): one item and its sizes in one form, English and Marathi.
// Prices are typed in rupees and sent in paise; the shared rules (domain/catalogue/catalogue-rules.ts)
// are checked here before sending and again by the server, and a refused field says why under it.
// A save from an older copy is refused by the server (409): the fields changed meanwhile are marked
// with what is saved now, the typing is kept, and the member chooses to load the saved version or
// to save theirs over it; nothing is overwritten without that choice.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { AddonGroupView } from '../../../domain/api/staff/addons-combos.ts';
import type {
  CatalogueCategoryView,
  CatalogueItemInput,
  CatalogueItemView,
  CatalogueStoreView,
  CatalogueUnitView,
  CatalogueVariantInput,
} from '../../../domain/api/staff/catalogue.ts';
import {
  type FieldProblem,
  inItemFormOrder,
  itemProblems,
  problemsByField,
  slugFromName,
} from '../../../domain/catalogue/catalogue-rules.ts';
import { changedFields, inputOfItem } from '../../../domain/catalogue/item-changes.ts';
import { picturesProblems } from '../../../domain/catalogue/item-pictures.ts';
import { itemTaxProblems, TAX_TREATMENTS } from '../../../domain/tax/item-tax.ts';
import { formatRatePercent, type TaxTreatment } from '../../../domain/tax/rates.ts';
import ItemPicturesField, { type PictureEntry, pictureEntries, picturesToSend } from './ItemPicturesField.tsx';
import {
  CheckField,
  focusField,
  described,
  FieldNote,
  type FieldErrors,
  inputId,
  paiseOf,
  rupeesOf,
  TextField,
} from './fields.tsx';

interface Props {
  item: CatalogueItemView | null;
  categories: CatalogueCategoryView[];
  stores: CatalogueStoreView[];
  units: CatalogueUnitView[];
  /** Every addon group (shop-wide), to offer some on this item. */
  addonGroups: AddonGroupView[];
  /** The GST rates in force today, in basis points (decision 0332). */
  gstRates: number[];
}

interface SizeDraft {
  key: number;
  variant_id?: number | undefined;
  name: string;
  name_mr: string;
  unit_id: number;
  measurement: string;
  price: string;
  sale_price: string;
  member_price: string;
  stock: string;
  /** The low-stock alert as typed; empty: none (decision 0327). */
  low_stock_at: string;
  is_infinite: boolean;
  is_negative: boolean;
  is_default: boolean;
  is_active: boolean;
}

interface Draft {
  store_id: number;
  category_id: number;
  name: string;
  name_mr: string;
  description: string;
  description_mr: string;
  slug: string;
  /** The item's pictures in order; one empty entry for none (ItemPicturesField). */
  pictures: PictureEntry[];
  veg: '' | 'veg' | 'non-veg';
  facts: { key: number; name: string; value: string }[];
  is_pre_item: boolean;
  pre_avail_date: string;
  is_active: boolean;
  is_free_item: boolean;
  addon_category_ids: number[];
  sizes: SizeDraft[];
  hsn_code: string;
  gst_rate: string;
  tax_treatment: TaxTreatment;
}

let nextKey = 1;

function sizeOf(variant: CatalogueItemView['variants'][number]): SizeDraft {
  return {
    key: nextKey++,
    variant_id: variant.variant_id,
    name: variant.name,
    name_mr: variant.name_mr,
    unit_id: variant.unit_id,
    measurement: String(variant.measurement),
    price: rupeesOf(variant.regular_price_paise),
    sale_price: rupeesOf(variant.sale_price_paise),
    member_price: rupeesOf(variant.member_price_paise),
    stock: String(variant.stock),
    low_stock_at: variant.low_stock_at === null ? '' : String(variant.low_stock_at),
    is_infinite: variant.is_infinite,
    is_negative: variant.is_negative,
    is_default: variant.is_default,
    is_active: variant.is_active,
  };
}

function emptySize(unitId: number, isDefault: boolean): SizeDraft {
  return {
    key: nextKey++,
    name: '',
    name_mr: '',
    unit_id: unitId,
    measurement: '',
    price: '',
    sale_price: '',
    member_price: '',
    stock: '0',
    low_stock_at: '',
    is_infinite: false,
    is_negative: false,
    is_default: isDefault,
    is_active: true,
  };
}

function draftOf(item: CatalogueItemView | null, props: Props): Draft {
  if (!item)
    return {
      store_id: props.stores[0]?.id ?? 0,
      category_id: props.categories.find((category) => !category.archived)?.id ?? 0,
      name: '',
      name_mr: '',
      description: '',
      description_mr: '',
      slug: '',
      pictures: pictureEntries([]),
      veg: '',
      facts: [],
      is_pre_item: false,
      pre_avail_date: '',
      is_active: true,
      is_free_item: false,
      addon_category_ids: [],
      sizes: [emptySize(props.units[0]?.id ?? 1, true)],
      hsn_code: '',
      gst_rate: '',
      tax_treatment: 'taxable',
    };
  return {
    store_id: item.store_id,
    category_id: item.category_id,
    name: item.name,
    name_mr: item.name_mr,
    description: item.description,
    description_mr: item.description_mr,
    slug: item.slug,
    pictures: pictureEntries(item.pictures),
    veg: item.is_veg === null ? '' : item.is_veg ? 'veg' : 'non-veg',
    facts: item.nutritional_facts.map((fact) => ({ key: nextKey++, ...fact })),
    is_pre_item: item.is_pre_item,
    pre_avail_date: item.pre_avail_date,
    is_active: item.is_active,
    is_free_item: item.is_free_item,
    addon_category_ids: item.addon_category_ids,
    sizes: item.variants.map(sizeOf),
    hsn_code: item.hsn_code,
    gst_rate: item.gst_rate,
    tax_treatment: item.tax_treatment,
  };
}

/**
 * The request from the draft, and the fields whose typing is not a number (sent as 0 meanwhile, so
 * that the rules check every other field in the same pass: one save shows every refusal).
 */
function inputOf(draft: Draft): { input: CatalogueItemInput; typing: FieldProblem[] } {
  const typing: FieldProblem[] = [];
  const variants = draft.sizes.map((size, index): CatalogueVariantInput => {
    const at = (field: string) => `variants.${index}.${field}`;
    const money = (text: string, field: string, optional = false): number | null => {
      if (optional && text.trim() === '') return null;
      const paise = paiseOf(text);
      if (paise === null) typing.push({ field: at(field), reason: 'Give an amount in rupees, like 45 or 45.50.' });
      return paise;
    };
    const measurement = Number(size.measurement.trim());
    if (size.measurement.trim() === '' || !Number.isFinite(measurement))
      typing.push({ field: at('measurement'), reason: 'Give the measurement as a number (like 500 for 500 g).' });
    const stock = Number(size.stock.trim());
    if (size.stock.trim() === '' || !Number.isInteger(stock))
      typing.push({ field: at('stock'), reason: 'Give the stock as a whole number.' });
    // Blank: no alert; anything else is checked by the shared rule (domain/catalogue/low-stock.ts).
    const lowStockAt = size.low_stock_at.trim() === '' ? null : Number(size.low_stock_at.trim());
    if (lowStockAt !== null && !Number.isFinite(lowStockAt))
      typing.push({ field: at('low_stock_at'), reason: 'Give the low-stock alert as a whole number, 0 or more.' });
    return {
      ...(size.variant_id === undefined ? {} : { variant_id: size.variant_id }),
      name: size.name,
      name_mr: size.name_mr,
      unit_id: size.unit_id,
      measurement: Number.isFinite(measurement) ? measurement : 0,
      regular_price_paise: money(size.price, 'regular_price_paise') ?? 0,
      // Blank: no offer (decision 0319).
      sale_price_paise: money(size.sale_price, 'sale_price_paise', true),
      member_price_paise: money(size.member_price, 'member_price_paise', true),
      stock: Number.isInteger(stock) ? stock : 0,
      low_stock_at: lowStockAt !== null && Number.isFinite(lowStockAt) ? lowStockAt : null,
      is_infinite: size.is_infinite,
      is_negative: size.is_negative,
      is_default: size.is_default,
      is_active: size.is_active,
    };
  });
  return {
    typing,
    input: {
      category_id: draft.category_id,
      name: draft.name,
      name_mr: draft.name_mr,
      description: draft.description,
      description_mr: draft.description_mr,
      slug: draft.slug,
      image: picturesToSend(draft.pictures)[0]?.image ?? '',
      pictures: picturesToSend(draft.pictures),
      is_veg: draft.veg === '' ? null : draft.veg === 'veg',
      nutritional_facts: draft.facts
        .filter((fact) => fact.name.trim() !== '' || fact.value.trim() !== '')
        .map(({ name, value }) => ({ name, value })),
      is_pre_item: draft.is_pre_item,
      pre_avail_date: draft.pre_avail_date,
      is_active: draft.is_active,
      is_free_item: draft.is_free_item,
      addon_category_ids: draft.addon_category_ids,
      hsn_code: draft.hsn_code,
      gst_rate: draft.tax_treatment === 'taxable' ? draft.gst_rate : '',
      tax_treatment: draft.tax_treatment,
      variants,
    },
  };
}

export default function CatalogueItemForm(props: Props) {
  const [item, setItem] = useState(props.item);
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.item, props));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'ok' | 'conflict'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const storeSlug = props.stores.find((store) => store.id === draft.store_id)?.slug ?? '';

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((old) => ({ ...old, [key]: value }));
  const setSize = (index: number, change: Partial<SizeDraft>) =>
    setDraft((old) => ({
      ...old,
      sizes: old.sizes.map((size, at) =>
        at === index ? { ...size, ...change } : change.is_default === true ? { ...size, is_default: false } : size,
      ),
    }));

  const refuse = (fields: Record<string, string>, text: string) => {
    setErrors(fields);
    setMessage({ kind: 'error', text });
    const first = Object.keys(fields)[0];
    if (first) requestAnimationFrame(() => focusField(first));
  };

  const save = async (version?: number) => {
    const built = inputOf(draft);
    const slug = draft.slug.trim() || (item ? item.slug : slugFromName(`${slugFromName(draft.name)}-${storeSlug}`));
    // A field's typing first (a number that is not one), then the rules; top of the form first.
    const problems = problemsByField(
      inItemFormOrder([
        ...built.typing,
        ...itemProblems({ ...built.input, slug }, built.input.variants),
        ...itemTaxProblems(built.input),
        ...picturesProblems(built.input.image, built.input.pictures ?? []),
      ]),
    );
    if (Object.keys(problems).length > 0) return refuse(problems, 'Some fields need a change before saving.');
    setBusy(true);
    const answer = item
      ? await callApi('staff/catalogue-item-update', {
          item_id: item.id,
          version: version ?? item.version,
          ...built.input,
        })
      : await callApi('staff/catalogue-item-create', { store_id: draft.store_id, ...built.input });
    setBusy(false);
    if (answer.ok) {
      const saved = answer.value.item;
      setItem(saved);
      setDraft(draftOf(saved, props));
      setErrors({});
      setMessage({ kind: 'ok', text: `Saved ${saved.name}.` });
      if (!item) history.replaceState(null, '', `/staff/catalogue/item?id=${saved.id}`);
      return;
    }
    if (answer.error.code === 'conflict' && item) {
      // The fields changed meanwhile: the saved copy against the one this form was filled from
      // (the server's answer also names the fields this form changed itself).
      const saved = await callApi('staff/catalogue-item', { item_id: item.id });
      setErrors(saved.ok ? changedFields(saved.value.item, inputOfItem(item)) : (answer.error.fields ?? {}));
      setMessage({ kind: 'conflict', text: answer.error.message });
      return;
    }
    refuse(answer.error.fields ?? {}, answer.error.message);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  /** The saved version, read again: "Load the saved version" takes it whole; "Save mine over it" sends the typing with its version. */
  const reload = async (then: 'load' | 'overwrite') => {
    if (!item) return;
    const answer = await callApi('staff/catalogue-item', { item_id: item.id });
    if (!answer.ok) return refuse({}, answer.error.message);
    setItem(answer.value.item);
    if (then === 'load') {
      setDraft(draftOf(answer.value.item, props));
      setErrors({});
      setMessage({ kind: 'ok', text: 'Loaded the saved version.' });
    } else await save(answer.value.item.version);
  };

  const archive = async (archived: boolean) => {
    if (!item) return;
    setBusy(true);
    const answer = await callApi(archived ? 'staff/catalogue-item-archive' : 'staff/catalogue-item-restore', {
      item_id: item.id,
    });
    setBusy(false);
    if (!answer.ok) return refuse(answer.error.fields ?? {}, answer.error.message);
    setItem(answer.value.item);
    setMessage({
      kind: 'ok',
      text: archived ? 'Archived: customers no longer see it.' : 'Restored, as it was before it was archived.',
    });
  };

  const unitOptions = props.units.map((unit) => (
    <option key={unit.id} value={unit.id}>
      {unit.name} ({unit.symbol})
    </option>
  ));

  return (
    <form className="c-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p>
        <a href="/staff/catalogue">← All items</a>
      </p>
      <h1>{item ? `Edit ${item.name}` : 'New item'}</h1>
      {item?.archived && <p className="c-badge c-archived">Archived: customers do not see this item.</p>}
      {message && (
        <div className={message.kind === 'ok' ? 's-ok' : 'c-alert'} role={message.kind === 'ok' ? 'status' : 'alert'}>
          <p>{message.text}</p>
          {message.kind === 'conflict' && (
            <p className="s-row">
              <button type="button" className="s-btn ghost" onClick={() => void reload('load')}>
                Load the saved version
              </button>
              <button type="button" className="s-btn" onClick={() => void reload('overwrite')}>
                Save mine over it
              </button>
            </p>
          )}
        </div>
      )}

      <fieldset className="s-card c-grid">
        <legend>Item</legend>
        <TextField
          field="name"
          label="Name (English)"
          value={draft.name}
          errors={errors}
          onChange={(v) => set('name', v)}
          required
        />
        <TextField
          field="name_mr"
          label="Name (Marathi)"
          lang="mr"
          value={draft.name_mr}
          errors={errors}
          onChange={(v) => set('name_mr', v)}
        />
        <TextField
          field="description"
          label="Description (English)"
          multiline
          value={draft.description}
          errors={errors}
          onChange={(v) => set('description', v)}
        />
        <TextField
          field="description_mr"
          label="Description (Marathi)"
          lang="mr"
          multiline
          value={draft.description_mr}
          errors={errors}
          onChange={(v) => set('description_mr', v)}
        />
        <div className="s-field">
          <label htmlFor={inputId('category_id')}>Category</label>
          <select
            {...described('category_id', errors)}
            value={draft.category_id}
            onChange={(event) => set('category_id', Number(event.currentTarget.value))}
          >
            {props.categories
              .filter((category) => !category.archived || category.id === draft.category_id)
              .map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
          </select>
          <FieldNote field="category_id" errors={errors} />
        </div>
        {item ? (
          <p className="s-field">
            Store <span className="c-static">{item.store_name}</span>
          </p>
        ) : (
          <div className="s-field">
            <label htmlFor={inputId('store_id')}>Store</label>
            <select
              {...described('store_id', errors)}
              value={draft.store_id}
              onChange={(event) => set('store_id', Number(event.currentTarget.value))}
            >
              {props.stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </select>
            <FieldNote field="store_id" errors={errors} />
          </div>
        )}
        <TextField
          field="slug"
          label="Web address name"
          value={draft.slug}
          errors={errors}
          onChange={(v) => set('slug', v)}
          hint={
            item
              ? `Customers find it at /item/${item.slug}.`
              : 'Left empty, it is made from the English name and the store.'
          }
        />
        <ItemPicturesField
          pictures={draft.pictures}
          name={draft.name}
          nameMr={draft.name_mr}
          errors={errors}
          onChange={(pictures) => set('pictures', pictures)}
        />
        <div className="s-field">
          <label htmlFor={inputId('is_veg')}>Food type</label>
          <select
            {...described('is_veg', errors)}
            value={draft.veg}
            onChange={(event) => set('veg', event.currentTarget.value as Draft['veg'])}
          >
            <option value="">Not said</option>
            <option value="veg">Vegetarian</option>
            <option value="non-veg">Non-vegetarian</option>
          </select>
        </div>
        <ItemTaxFields draft={draft} rates={props.gstRates} errors={errors} set={set} />
        <div className="c-checks">
          <CheckField
            field="is_active"
            label="Active: customers see it"
            checked={draft.is_active}
            errors={errors}
            onChange={(v) => set('is_active', v)}
          />
          <CheckField
            field="is_free_item"
            label="Free item (a gift; may cost ₹0)"
            checked={draft.is_free_item}
            errors={errors}
            onChange={(v) => set('is_free_item', v)}
          />
          <CheckField
            field="is_pre_item"
            label="Pre-order item"
            checked={draft.is_pre_item}
            errors={errors}
            onChange={(v) => set('is_pre_item', v)}
          />
        </div>
        <TextField
          field="pre_avail_date"
          label="Pre-order available from"
          type="date"
          value={draft.pre_avail_date}
          errors={errors}
          onChange={(v) => set('pre_avail_date', v)}
        />
      </fieldset>

      <fieldset className="s-card">
        <legend>Nutrition facts (per 100 g)</legend>
        {draft.facts.length === 0 && <p className="s-muted">None given.</p>}
        {draft.facts.map((fact, index) => (
          <div className="c-fact" key={fact.key}>
            <TextField
              field={`nutritional_facts.${index}.name`}
              label={`Nutrient ${index + 1}`}
              value={fact.name}
              errors={errors}
              onChange={(v) =>
                set(
                  'facts',
                  draft.facts.map((one, at) => (at === index ? { ...one, name: v } : one)),
                )
              }
            />
            <TextField
              field={`nutritional_facts.${index}.value`}
              label={`Amount ${index + 1}`}
              value={fact.value}
              errors={errors}
              onChange={(v) =>
                set(
                  'facts',
                  draft.facts.map((one, at) => (at === index ? { ...one, value: v } : one)),
                )
              }
            />
            <button
              type="button"
              className="s-btn ghost"
              onClick={() =>
                set(
                  'facts',
                  draft.facts.filter((_, at) => at !== index),
                )
              }
            >
              Remove nutrient {index + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="s-btn ghost"
          onClick={() => set('facts', [...draft.facts, { key: nextKey++, name: '', value: '' }])}
        >
          Add a nutrition fact
        </button>
      </fieldset>

      <fieldset className="s-card">
        <legend>Addons customers choose</legend>
        <FieldNote field="addon_category_ids" errors={errors} />
        {props.addonGroups.length === 0 && <p className="s-muted">The shop has no addon groups yet.</p>}
        <div className="c-checks">
          {props.addonGroups
            .filter((group) => !group.archived || draft.addon_category_ids.includes(group.id))
            .map((group) => (
              <div className="c-check" key={group.id}>
                <input
                  type="checkbox"
                  id={`f-addon-group-${group.id}`}
                  aria-describedby={`f-addon-group-${group.id}-hint`}
                  checked={draft.addon_category_ids.includes(group.id)}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    set(
                      'addon_category_ids',
                      on
                        ? [...draft.addon_category_ids, group.id]
                        : draft.addon_category_ids.filter((one) => one !== group.id),
                    );
                  }}
                />
                <label htmlFor={`f-addon-group-${group.id}`}>
                  {group.name}
                  {group.archived ? ' (archived)' : ''}
                </label>
                <span id={`f-addon-group-${group.id}-hint`} className="c-hint">
                  {group.type === 'SINGLE' ? 'Pick one: ' : 'Pick any: '}
                  {group.addons
                    .filter((addon) => !addon.archived && addon.is_active)
                    .map(
                      (addon) =>
                        `${addon.name} ${addon.price_paise === 0 ? 'free' : `₹${rupeesOf(addon.price_paise)}`}`,
                    )
                    .join(', ')}
                </span>
              </div>
            ))}
        </div>
        <p className="s-muted">
          <a href="/staff/catalogue/addons">Addon groups and their prices</a>
        </p>
      </fieldset>

      <section className="c-sizes" aria-labelledby="sizes-title">
        <h2 id="sizes-title">Sizes</h2>
        <FieldNote field="variants" errors={errors} />
        {draft.sizes.map((size, index) => {
          const at = (field: string) => `variants.${index}.${field}`;
          return (
            <fieldset className="s-card c-grid" key={size.key}>
              <legend>Size {index + 1}</legend>
              <FieldNote field={`variants.${index}`} errors={errors} />
              <TextField
                field={at('name')}
                label="Size name (English)"
                value={size.name}
                errors={errors}
                onChange={(v) => setSize(index, { name: v })}
                hint="As customers read it, e.g. 500 g."
              />
              <TextField
                field={at('name_mr')}
                label="Size name (Marathi)"
                lang="mr"
                value={size.name_mr}
                errors={errors}
                onChange={(v) => setSize(index, { name_mr: v })}
              />
              <div className="s-field">
                <label htmlFor={inputId(at('unit_id'))}>Unit</label>
                <select
                  {...described(at('unit_id'), errors)}
                  value={size.unit_id}
                  onChange={(event) => setSize(index, { unit_id: Number(event.currentTarget.value) })}
                >
                  {unitOptions}
                </select>
                <FieldNote field={at('unit_id')} errors={errors} />
              </div>
              <TextField
                field={at('measurement')}
                label="Measurement"
                inputMode="decimal"
                value={size.measurement}
                errors={errors}
                onChange={(v) => setSize(index, { measurement: v })}
              />
              <TextField
                field={at('regular_price_paise')}
                label="Price (₹)"
                inputMode="decimal"
                value={size.price}
                errors={errors}
                onChange={(v) => setSize(index, { price: v })}
              />
              <TextField
                field={at('sale_price_paise')}
                label="Sale price (₹, optional)"
                inputMode="decimal"
                value={size.sale_price}
                errors={errors}
                onChange={(v) => setSize(index, { sale_price: v })}
                hint="An offer below the price; leave it empty when there is none."
              />
              <TextField
                field={at('member_price_paise')}
                label="Member price (₹, optional)"
                inputMode="decimal"
                value={size.member_price}
                errors={errors}
                onChange={(v) => setSize(index, { member_price: v })}
              />
              <TextField
                field={at('stock')}
                label="Stock"
                inputMode="numeric"
                value={size.stock}
                errors={errors}
                onChange={(v) => setSize(index, { stock: v })}
              />
              <TextField
                field={at('low_stock_at')}
                label="Low-stock alert at (optional)"
                inputMode="numeric"
                value={size.low_stock_at}
                errors={errors}
                onChange={(v) => setSize(index, { low_stock_at: v })}
                hint="The console lists this size under Low stock when its stock falls to this or below."
              />
              <div className="c-checks">
                <CheckField
                  field={at('is_infinite')}
                  label="Unlimited stock"
                  checked={size.is_infinite}
                  errors={errors}
                  onChange={(v) => setSize(index, { is_infinite: v })}
                />
                <CheckField
                  field={at('is_negative')}
                  label="May go below zero"
                  checked={size.is_negative}
                  errors={errors}
                  onChange={(v) => setSize(index, { is_negative: v })}
                />
                <CheckField
                  field={at('is_active')}
                  label="In stock (not sold out)"
                  checked={size.is_active}
                  errors={errors}
                  onChange={(v) => setSize(index, { is_active: v })}
                />
                <div className="c-check">
                  <input
                    type="radio"
                    name="default-size"
                    {...described(at('is_default'), errors)}
                    checked={size.is_default}
                    onChange={() => setSize(index, { is_default: true })}
                  />
                  <label htmlFor={inputId(at('is_default'))}>Default size (shown first)</label>
                </div>
              </div>
              {draft.sizes.length > 1 && (
                <button
                  type="button"
                  className="s-btn ghost"
                  onClick={() =>
                    setDraft((old) => {
                      const sizes = old.sizes.filter((_, at) => at !== index);
                      const first = sizes[0];
                      if (first && !sizes.some((one) => one.is_default)) sizes[0] = { ...first, is_default: true };
                      return { ...old, sizes };
                    })
                  }
                >
                  Remove size {index + 1}
                </button>
              )}
            </fieldset>
          );
        })}
        <button
          type="button"
          className="s-btn ghost"
          onClick={() =>
            setDraft((old) => ({
              ...old,
              sizes: [...old.sizes, emptySize(props.units[0]?.id ?? 1, old.sizes.length === 0)],
            }))
          }
        >
          Add a size
        </button>
        {item && <p className="s-muted">A size removed is archived: past orders still name it.</p>}
      </section>

      <div className="c-actions">
        <button type="submit" className="s-btn" disabled={busy}>
          {item ? 'Save item' : 'Create item'}
        </button>
        {item &&
          (item.archived ? (
            <button type="button" className="s-btn ghost" disabled={busy} onClick={() => void archive(false)}>
              Restore item
            </button>
          ) : (
            <button type="button" className="s-btn danger" disabled={busy} onClick={() => void archive(true)}>
              Archive item
            </button>
          ))}
      </div>
    </form>
  );
}

const TREATMENT_NAMES: Readonly<Record<TaxTreatment, string>> = {
  taxable: 'Taxed at a rate',
  nil: 'Nil-rated (0 %)',
  exempt: 'Exempt (fresh vegetables, fruit, milk…)',
};

/** The item's GST (decision 0332): its HSN code, whether it is taxed, and at which rate in force. */
function ItemTaxFields({
  draft,
  rates,
  errors,
  set,
}: {
  draft: Draft;
  rates: readonly number[];
  errors: FieldErrors;
  set<K extends keyof Draft>(key: K, value: Draft[K]): void;
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
      <div className="s-field">
        <label htmlFor={inputId('tax_treatment')}>GST</label>
        <select
          {...described('tax_treatment', errors)}
          value={draft.tax_treatment}
          onChange={(event) => set('tax_treatment', event.currentTarget.value as TaxTreatment)}
        >
          {TAX_TREATMENTS.map((treatment) => (
            <option key={treatment} value={treatment}>
              {TREATMENT_NAMES[treatment]}
            </option>
          ))}
        </select>
      </div>
      {draft.tax_treatment === 'taxable' && (
        <div className="s-field">
          <label htmlFor={inputId('gst_rate')}>GST rate</label>
          <select
            {...described('gst_rate', errors)}
            value={draft.gst_rate}
            onChange={(event) => set('gst_rate', event.currentTarget.value)}
          >
            <option value="">Not set yet</option>
            {offered.map((rate) => (
              <option key={rate} value={rate}>
                {rate} %
              </option>
            ))}
          </select>
          <FieldNote field="gst_rate" errors={errors} />
        </div>
      )}
    </>
  );
}
