// /staff/catalogue/combos (decision 0280): the combos of the member's stores. A combo is a price, the
// price its parts cost alone, and at least two parts, each a size of an item of the combo's store
// (found by name), with its picture from the library and its name in English and Marathi. Prices
// are typed in rupees and sent in paise; the shared rules are checked here and by the server.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { pictureOrPlaceholder } from '../../../domain/pictures.ts';
import type { ComboPartChoice, ConsoleComboView } from '../../../domain/api/staff/addons-combos.ts';
import type { CatalogueStoreView } from '../../../domain/api/staff/catalogue.ts';
import { comboProblems } from '../../../domain/catalogue/addon-combo-rules.ts';
import { problemsByField, slugFromName } from '../../../domain/catalogue/catalogue-rules.ts';
import PictureFromLibrary from '../media/PictureFromLibrary.tsx';
import { paiseOf, rupeesOf } from '../form/money.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { CheckField, described, FieldNote, focusField, inputId, TextField } from '../form/inputs.tsx';

interface Props {
  combos: ConsoleComboView[];
  stores: CatalogueStoreView[];
}

interface PartDraft {
  variant_id: number;
  label: string;
  sale_price_paise: number;
  quantity: string;
}

export default function CatalogueCombos({ combos: initial, stores }: Props) {
  const [combos, setCombos] = useState(initial);
  const [editing, setEditing] = useState<ConsoleComboView | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const replace = (combo: ConsoleComboView) =>
    setCombos((list) =>
      list.some((one) => one.id === combo.id)
        ? list.map((one) => (one.id === combo.id ? combo : one))
        : [...list, combo],
    );

  return (
    <>
      <p>
        <a href="/staff/catalogue">← All items</a>
      </p>
      <div className="c-head">
        <h1>Combos</h1>
        {editing === null && stores.length > 0 && (
          <button type="button" className="s-btn" onClick={() => setEditing('new')}>
            New combo
          </button>
        )}
      </div>
      {message && (
        <p className="s-ok" role="status">
          {message}
        </p>
      )}
      {editing !== null && (
        <ComboForm
          combo={editing === 'new' ? null : editing}
          stores={stores}
          onDone={(saved, text) => {
            if (saved) replace(saved);
            setMessage(text);
            setEditing(null);
          }}
        />
      )}
      {combos.length === 0 && <p className="s-muted">No combos yet.</p>}
      <ul className="c-list" aria-label="Combos">
        {combos.map((combo) => (
          <li key={combo.id} className="c-row">
            <img src={pictureOrPlaceholder(combo.image)} alt="" width="56" height="56" loading="lazy" />
            <div className="c-main">
              <strong>{combo.name}</strong>
              {combo.name_mr && (
                <span lang="mr" className="s-muted">
                  {combo.name_mr}
                </span>
              )}
              <span className="s-muted">
                {combo.store_name} · ₹{rupeesOf(combo.price_paise)} (was ₹{rupeesOf(combo.old_price_paise)})
              </span>
              <span>
                {combo.parts.map((part) => `${part.quantity} × ${part.item_name} ${part.variant_name}`).join(' + ')}
              </span>
            </div>
            <div className="c-side">
              <span className="c-badges">
                {combo.archived && <span className="c-badge c-archived">Archived</span>}
                {!combo.archived && !combo.is_active && <span className="c-badge">Inactive</span>}
                {combo.parts.some((part) => !part.on_sale) && (
                  <span className="c-badge c-warn">A part is not on sale</span>
                )}
              </span>
              <button
                type="button"
                className="s-btn ghost"
                aria-label={`Edit ${combo.name}`}
                onClick={() => setEditing(combo)}
              >
                Edit
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function ComboForm({
  combo,
  stores,
  onDone,
}: {
  combo: ConsoleComboView | null;
  stores: CatalogueStoreView[];
  onDone(saved: ConsoleComboView | null, message: string | null): void;
}) {
  const [storeId, setStoreId] = useState(combo?.store_id ?? stores[0]?.id ?? 0);
  const [fields, setFields] = useState({
    name: combo?.name ?? '',
    name_mr: combo?.name_mr ?? '',
    description: combo?.description ?? '',
    description_mr: combo?.description_mr ?? '',
    slug: combo?.slug ?? '',
    image: combo?.image ?? '',
    price: combo ? rupeesOf(combo.price_paise) : '',
    old_price: combo ? rupeesOf(combo.old_price_paise) : '',
    is_active: combo?.is_active ?? true,
  });
  const [parts, setParts] = useState<PartDraft[]>(
    (combo?.parts ?? []).map((part) => ({
      variant_id: part.variant_id,
      label: `${part.item_name} ${part.variant_name}`,
      sale_price_paise: part.sale_price_paise,
      quantity: String(part.quantity),
    })),
  );
  const [query, setQuery] = useState('');
  const [choices, setChoices] = useState<ComboPartChoice[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof fields>(key: K, value: (typeof fields)[K]) =>
    setFields((old) => ({ ...old, [key]: value }));
  const partsAlone = parts.reduce((sum, part) => sum + part.sale_price_paise * (Number(part.quantity) || 0), 0);

  const refuse = (found: Record<string, string>, text: string) => {
    setErrors(found);
    setAlert(text);
    const first = Object.keys(found)[0];
    if (first) requestAnimationFrame(() => focusField(first));
  };

  const find = async () => {
    const answer = await callApi('staff/catalogue-combo-part-choices', { store_id: storeId, query: query.trim() });
    if (answer.ok) setChoices(answer.value.choices);
    else setAlert(answer.error.message);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed: Record<string, string> = {};
    const price = paiseOf(fields.price);
    const oldPrice = paiseOf(fields.old_price);
    if (price === null) typed.price_paise = 'Give an amount in rupees, like 99 or 99.50.';
    if (oldPrice === null) typed.old_price_paise = 'Give an amount in rupees, like 120.';
    if (Object.keys(typed).length > 0) return refuse(typed, 'Some fields need a change before saving.');
    const store = stores.find((one) => one.id === storeId);
    const input = {
      name: fields.name,
      name_mr: fields.name_mr,
      description: fields.description,
      description_mr: fields.description_mr,
      slug: fields.slug,
      image: fields.image,
      price_paise: price ?? 0,
      old_price_paise: oldPrice ?? 0,
      is_active: fields.is_active,
      parts: parts.map((part) => ({ variant_id: part.variant_id, quantity: Number(part.quantity) })),
    };
    const slug = input.slug.trim() || combo?.slug || slugFromName(`${slugFromName(input.name)}-${store?.slug ?? ''}`);
    const problems = problemsByField(comboProblems({ ...input, slug }));
    if (Object.keys(problems).length > 0) return refuse(problems, 'Some fields need a change before saving.');
    setBusy(true);
    const answer = combo
      ? await callApi('staff/catalogue-combo-update', { combo_id: combo.id, ...input })
      : await callApi('staff/catalogue-combo-create', { store_id: storeId, ...input });
    setBusy(false);
    if (answer.ok) onDone(answer.value.combo, `Saved ${answer.value.combo.name}.`);
    else refuse(answer.error.fields ?? {}, answer.error.message);
  };

  const archive = async (archived: boolean) => {
    if (!combo) return;
    setBusy(true);
    const answer = await callApi(archived ? 'staff/catalogue-combo-archive' : 'staff/catalogue-combo-restore', {
      combo_id: combo.id,
    });
    setBusy(false);
    if (answer.ok) onDone(answer.value.combo, `${answer.value.combo.name} ${archived ? 'archived' : 'restored'}.`);
    else setAlert(answer.error.message);
  };

  return (
    <form className="s-card c-grid c-category-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{combo ? `Edit ${combo.name}` : 'New combo'}</h2>
      {alert && (
        <p className="c-alert" role="alert">
          {alert}
        </p>
      )}
      {combo ? (
        <p className="s-field">
          Store <span className="c-static">{combo.store_name}</span>
        </p>
      ) : (
        <div className="s-field">
          <label htmlFor={inputId('store_id')}>Store</label>
          <select
            {...described('store_id', errors)}
            value={storeId}
            onChange={(event) => {
              setStoreId(Number(event.currentTarget.value));
              // Parts are of one store: another store's sizes cannot stay.
              setParts([]);
              setChoices(null);
            }}
          >
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
          <FieldNote field="store_id" errors={errors} />
        </div>
      )}
      <TextField
        field="name"
        label="Name (English)"
        value={fields.name}
        errors={errors}
        onChange={(v) => set('name', v)}
      />
      <TextField
        field="name_mr"
        label="Name (Marathi)"
        lang="mr"
        value={fields.name_mr}
        errors={errors}
        onChange={(v) => set('name_mr', v)}
      />
      <TextField
        field="description"
        label="Description (English)"
        multiline
        value={fields.description}
        errors={errors}
        onChange={(v) => set('description', v)}
      />
      <TextField
        field="description_mr"
        label="Description (Marathi)"
        lang="mr"
        multiline
        value={fields.description_mr}
        errors={errors}
        onChange={(v) => set('description_mr', v)}
      />
      <TextField
        field="slug"
        label="Web address name"
        value={fields.slug}
        errors={errors}
        onChange={(v) => set('slug', v)}
        hint="Left empty, it is made from the English name and the store."
      />
      <TextField
        field="image"
        label="Picture"
        value={fields.image}
        errors={errors}
        onChange={(v) => set('image', v)}
        hint="Choose it from the library, or type its path or https:// address."
      />
      <PictureFromLibrary image={fields.image} of="the combo" onChoose={(image) => set('image', image)} />
      <TextField
        field="price_paise"
        label="Combo price (₹)"
        inputMode="decimal"
        value={fields.price}
        errors={errors}
        onChange={(v) => set('price', v)}
      />
      <TextField
        field="old_price_paise"
        label="Old price (₹)"
        inputMode="decimal"
        value={fields.old_price}
        errors={errors}
        onChange={(v) => set('old_price', v)}
        hint={`What the parts cost alone, shown struck through. The parts cost ₹${rupeesOf(partsAlone)} now.`}
      />
      <CheckField
        field="is_active"
        label="Active: customers see it"
        checked={fields.is_active}
        errors={errors}
        onChange={(v) => set('is_active', v)}
      />

      <fieldset className="s-card c-wide">
        <legend>Parts</legend>
        <FieldNote field="parts" errors={errors} />
        {parts.length === 0 && <p className="s-muted">No parts yet: find an item of the store below.</p>}
        <ul className="c-parts" aria-label="Parts">
          {parts.map((part, index) => (
            <li key={part.variant_id} className="c-part">
              <span className="c-main">
                {part.label} · ₹{rupeesOf(part.sale_price_paise)} each
                <FieldNote field={`parts.${index}.variant_id`} errors={errors} />
              </span>
              <TextField
                field={`parts.${index}.quantity`}
                label={`How many of ${part.label}`}
                inputMode="numeric"
                value={part.quantity}
                errors={errors}
                onChange={(v) =>
                  setParts((list) => list.map((one, at) => (at === index ? { ...one, quantity: v } : one)))
                }
              />
              <button
                type="button"
                className="s-btn ghost"
                onClick={() => setParts((list) => list.filter((_, at) => at !== index))}
              >
                Remove {part.label}
              </button>
            </li>
          ))}
        </ul>
        <div className="s-field">
          <label htmlFor="c-part-query">Find an item of the store</label>
          <span className="s-row">
            <input
              id="c-part-query"
              className="s-input"
              type="search"
              value={query}
              maxLength={80}
              onChange={(event) => setQuery(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void find();
              }}
            />
            <button type="button" className="s-btn ghost" onClick={() => void find()}>
              Find
            </button>
          </span>
        </div>
        {choices !== null && choices.length === 0 && <p className="s-muted">No item of the store has that name.</p>}
        {choices !== null && choices.length > 0 && (
          <ul className="c-parts" aria-label="Sizes found">
            {choices.map((choice) => {
              const label = `${choice.item_name} ${choice.variant_name}`;
              const taken = parts.some((part) => part.variant_id === choice.variant_id);
              return (
                <li key={choice.variant_id} className="c-part">
                  <span className="c-main">
                    {label} · ₹{rupeesOf(choice.sale_price_paise)}
                  </span>
                  <button
                    type="button"
                    className="s-btn ghost"
                    disabled={taken}
                    onClick={() =>
                      setParts((list) => [
                        ...list,
                        {
                          variant_id: choice.variant_id,
                          label,
                          sale_price_paise: choice.sale_price_paise,
                          quantity: '1',
                        },
                      ])
                    }
                  >
                    {taken ? `${label} is a part` : `Add ${label}`}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      <div className="c-actions">
        <button type="submit" className="s-btn" disabled={busy}>
          Save combo
        </button>
        <button type="button" className="s-btn ghost" onClick={() => onDone(null, null)}>
          Cancel
        </button>
        {combo &&
          (combo.archived ? (
            <button type="button" className="s-btn ghost" disabled={busy} onClick={() => void archive(false)}>
              Restore combo
            </button>
          ) : (
            <button type="button" className="s-btn danger" disabled={busy} onClick={() => void archive(true)}>
              Archive combo
            </button>
          ))}
      </div>
    </form>
  );
}
