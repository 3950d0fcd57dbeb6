// The item's own fields (decision 0271): its names and descriptions in English and Marathi, its
// category and store, web address, pictures, food type, GST, and whether customers see it.
import type {
  CatalogueCategoryView,
  CatalogueItemView,
  CatalogueStoreView,
} from '../../../../domain/api/staff/catalogue.ts';
import type { FieldErrors } from '../../form/field-errors.ts';
import { CheckField, SelectField, TextField } from '../../form/inputs.tsx';
import ItemPicturesField from '../ItemPicturesField.tsx';
import type { Draft, SetDraft } from './draft.ts';
import ItemTaxFields from './ItemTaxFields.tsx';
import { useSay } from '../../shell/console-words.tsx';

interface Props {
  item: CatalogueItemView | null;
  draft: Draft;
  errors: FieldErrors;
  set: SetDraft;
  categories: readonly CatalogueCategoryView[];
  stores: readonly CatalogueStoreView[];
  gstRates: readonly number[];
}

export default function ItemFields({ item, draft, errors, set, categories, stores, gstRates }: Props) {
  const say = useSay();
  const foodTypes: readonly { value: Draft['veg']; label: string }[] = [
    { value: '', label: say('consoleItemFoodNotSaid') },
    { value: 'veg', label: say('consoleItemVeg') },
    { value: 'non-veg', label: say('consoleItemNonVeg') },
  ];
  return (
    <fieldset className="s-card c-grid">
      <legend>{say('consoleItemFields')}</legend>
      <TextField
        field="name"
        label={say('consoleItemName')}
        value={draft.name}
        errors={errors}
        onChange={(v) => set('name', v)}
        required
      />
      <TextField
        field="name_mr"
        label={say('consoleItemNameMr')}
        lang="mr"
        value={draft.name_mr}
        errors={errors}
        onChange={(v) => set('name_mr', v)}
      />
      <TextField
        field="description"
        label={say('consoleItemDescription')}
        multiline
        value={draft.description}
        errors={errors}
        onChange={(v) => set('description', v)}
      />
      <TextField
        field="description_mr"
        label={say('consoleItemDescriptionMr')}
        lang="mr"
        multiline
        value={draft.description_mr}
        errors={errors}
        onChange={(v) => set('description_mr', v)}
      />
      <SelectField
        field="category_id"
        label={say('consoleItemCategory')}
        value={draft.category_id}
        options={categories
          .filter((category) => !category.archived || category.id === draft.category_id)
          .map((category) => ({ value: category.id, label: category.name }))}
        errors={errors}
        onChange={(v) => set('category_id', v)}
      />
      {item ? (
        <p className="s-field">
          {say('consoleItemStore')} <span className="c-static">{item.store_name}</span>
        </p>
      ) : (
        <SelectField
          field="store_id"
          label={say('consoleItemStore')}
          value={draft.store_id}
          options={stores.map((store) => ({ value: store.id, label: store.name }))}
          errors={errors}
          onChange={(v) => set('store_id', v)}
        />
      )}
      <TextField
        field="slug"
        label={say('consoleItemSlug')}
        value={draft.slug}
        errors={errors}
        onChange={(v) => set('slug', v)}
        hint={item ? say('consoleItemSlugHintSaved', { slug: item.slug }) : say('consoleItemSlugHintNew')}
      />
      <ItemPicturesField
        pictures={draft.pictures}
        name={draft.name}
        nameMr={draft.name_mr}
        errors={errors}
        onChange={(pictures) => set('pictures', pictures)}
      />
      <SelectField
        field="is_veg"
        label={say('consoleItemFoodType')}
        value={draft.veg}
        options={foodTypes}
        errors={errors}
        onChange={(v) => set('veg', v)}
      />
      <ItemTaxFields draft={draft} rates={gstRates} errors={errors} set={set} />
      <div className="c-checks">
        <CheckField
          field="is_active"
          label={say('consoleItemActive')}
          checked={draft.is_active}
          errors={errors}
          onChange={(v) => set('is_active', v)}
        />
        <CheckField
          field="is_free_item"
          label={say('consoleItemFree')}
          checked={draft.is_free_item}
          errors={errors}
          onChange={(v) => set('is_free_item', v)}
        />
        <CheckField
          field="is_pre_item"
          label={say('consoleItemPreOrder')}
          checked={draft.is_pre_item}
          errors={errors}
          onChange={(v) => set('is_pre_item', v)}
        />
      </div>
      <TextField
        field="pre_avail_date"
        label={say('consoleItemPreOrderFrom')}
        type="date"
        value={draft.pre_avail_date}
        errors={errors}
        onChange={(v) => set('pre_avail_date', v)}
      />
    </fieldset>
  );
}
