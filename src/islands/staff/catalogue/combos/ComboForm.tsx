// One combo's form (decision 0280): names, picture, its price and the price its parts cost alone,
// typed in rupees and sent in paise, and its parts (ComboParts). The shared rules are checked here
// and again by the server; a refusal from either is shown on its field (decision 0344).
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../../client/api.ts';
import type { ComboPartChoice, ConsoleComboView } from '../../../../domain/api/staff/addons-combos.ts';
import type { CatalogueStoreView } from '../../../../domain/api/staff/catalogue.ts';
import { comboProblems } from '../../../../domain/catalogue/addon-combo-rules.ts';
import { problemsByField, slugFromName } from '../../../../domain/catalogue/catalogue-rules.ts';
import PictureField from '../../form/PictureField.tsx';
import FormStatus from '../../form/FormStatus.tsx';
import { CheckField, MoneyField, SelectField, TextField } from '../../form/inputs.tsx';
import { paiseOf, rupeesOf } from '../../form/money.ts';
import { useCall } from '../../form/use-call.ts';
import { useSay } from '../../shell/console-words.tsx';
import ComboParts, { type PartDraft } from './ComboParts.tsx';

interface Props {
  combo: ConsoleComboView | null;
  stores: CatalogueStoreView[];
  onDone(saved: ConsoleComboView | null, message: string | null): void;
}

export default function ComboForm({ combo, stores, onDone }: Props) {
  const say = useSay();
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
  const [choices, setChoices] = useState<ComboPartChoice[] | null>(null);
  const call = useCall();
  const { errors } = call;
  const set = <K extends keyof typeof fields>(key: K, value: (typeof fields)[K]) =>
    setFields((old) => ({ ...old, [key]: value }));
  const partsAlone = parts.reduce((sum, part) => sum + part.sale_price_paise * (Number(part.quantity) || 0), 0);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed: Record<string, string> = {};
    const price = paiseOf(fields.price);
    const oldPrice = paiseOf(fields.old_price);
    if (price === null) typed.price_paise = say('consoleCombosPriceTyping');
    if (oldPrice === null) typed.old_price_paise = say('consoleCombosOldPriceTyping');
    if (Object.keys(typed).length > 0) return call.refuse(typed, say('consoleCatalogueFixFields'));
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
    if (Object.keys(problems).length > 0) return call.refuse(problems, say('consoleCatalogueFixFields'));
    const answer = await call.send(() =>
      combo
        ? callApi('staff/catalogue-combo-update', { combo_id: combo.id, ...input })
        : callApi('staff/catalogue-combo-create', { store_id: storeId, ...input }),
    );
    if (answer.ok) onDone(answer.value.combo, say('consoleCatalogueSavedName', { name: answer.value.combo.name }));
  };

  const archive = async (archived: boolean) => {
    if (!combo) return;
    const answer = await call.send(() =>
      callApi(archived ? 'staff/catalogue-combo-archive' : 'staff/catalogue-combo-restore', { combo_id: combo.id }),
    );
    if (answer.ok)
      onDone(
        answer.value.combo,
        say(archived ? 'consoleCatalogueArchivedName' : 'consoleCatalogueRestoredName', {
          name: answer.value.combo.name,
        }),
      );
  };

  return (
    <form className="s-card c-grid c-category-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{combo ? say('consoleCatalogueEditOf', { name: combo.name }) : say('consoleCombosNew')}</h2>
      <FormStatus said={call.said} />
      {combo ? (
        <p className="s-field">
          {say('consoleCatalogueStore')} <span className="c-static">{combo.store_name}</span>
        </p>
      ) : (
        <SelectField
          field="store_id"
          label={say('consoleCatalogueStore')}
          value={storeId}
          options={stores.map((store) => ({ value: store.id, label: store.name }))}
          errors={errors}
          onChange={(id) => {
            setStoreId(id);
            // Parts are of one store: another store's sizes cannot stay.
            setParts([]);
            setChoices(null);
          }}
        />
      )}
      <TextField
        field="name"
        label={say('consoleCatalogueNameEn')}
        value={fields.name}
        errors={errors}
        onChange={(v) => set('name', v)}
      />
      <TextField
        field="name_mr"
        label={say('consoleCatalogueNameMr')}
        lang="mr"
        value={fields.name_mr}
        errors={errors}
        onChange={(v) => set('name_mr', v)}
      />
      <TextField
        field="description"
        label={say('consoleCatalogueDescriptionEn')}
        multiline
        value={fields.description}
        errors={errors}
        onChange={(v) => set('description', v)}
      />
      <TextField
        field="description_mr"
        label={say('consoleCatalogueDescriptionMr')}
        lang="mr"
        multiline
        value={fields.description_mr}
        errors={errors}
        onChange={(v) => set('description_mr', v)}
      />
      <TextField
        field="slug"
        label={say('consoleCatalogueSlug')}
        value={fields.slug}
        errors={errors}
        onChange={(v) => set('slug', v)}
        hint={say('consoleCombosSlugHint')}
      />
      <PictureField
        field="image"
        value={fields.image}
        errors={errors}
        onChange={(v) => set('image', v)}
        of={say('consoleCombosPictureOf')}
      />
      <MoneyField
        field="price_paise"
        label={say('consoleCombosPrice')}
        value={fields.price}
        errors={errors}
        onChange={(v) => set('price', v)}
      />
      <MoneyField
        field="old_price_paise"
        label={say('consoleCombosOldPrice')}
        value={fields.old_price}
        errors={errors}
        onChange={(v) => set('old_price', v)}
        hint={say('consoleCombosOldPriceHint', { price: rupeesOf(partsAlone) })}
      />
      <CheckField
        field="is_active"
        label={say('consoleCatalogueActive')}
        checked={fields.is_active}
        errors={errors}
        onChange={(v) => set('is_active', v)}
      />
      <ComboParts
        storeId={storeId}
        parts={parts}
        choices={choices}
        errors={errors}
        onParts={setParts}
        onChoices={setChoices}
        onRefused={(text) => call.refuse({}, text)}
      />
      <div className="c-actions">
        <button type="submit" className="s-btn" disabled={call.busy}>
          {say('consoleCombosSave')}
        </button>
        <button type="button" className="s-btn ghost" onClick={() => onDone(null, null)}>
          {say('consoleCatalogueCancel')}
        </button>
        {combo &&
          (combo.archived ? (
            <button type="button" className="s-btn ghost" disabled={call.busy} onClick={() => void archive(false)}>
              {say('consoleCombosRestore')}
            </button>
          ) : (
            <button type="button" className="s-btn danger" disabled={call.busy} onClick={() => void archive(true)}>
              {say('consoleCombosArchive')}
            </button>
          ))}
      </div>
    </form>
  );
}
