// /staff/catalogue/item (decision 0271): one item and its sizes in one form, English and Marathi,
// in parts by what they edit (item/). Prices are typed in rupees and sent in paise; the shared rules
// (domain/catalogue/catalogue-rules.ts) are checked here before sending and again by the server, and
// a refused field says why under it, whichever of the two refused it (decision 0344).
// A save from an older copy is refused by the server (409): the fields changed meanwhile are marked
// with what is saved now, the typing is kept, and the member chooses to load the saved version or
// to save theirs over it; nothing is overwritten without that choice.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { AddonGroupView } from '../../../domain/api/staff/addons-combos.ts';
import type {
  CatalogueCategoryView,
  CatalogueItemView,
  CatalogueStoreView,
  CatalogueUnitView,
} from '../../../domain/api/staff/catalogue.ts';
import {
  inItemFormOrder,
  itemProblems,
  problemsByField,
  slugFromName,
} from '../../../domain/catalogue/catalogue-rules.ts';
import { changedFields, inputOfItem } from '../../../domain/catalogue/item-changes.ts';
import { picturesProblems } from '../../../domain/catalogue/item-pictures.ts';
import { itemTaxProblems } from '../../../domain/tax/item-tax.ts';
import FormStatus from '../form/FormStatus.tsx';
import { useCall } from '../form/use-call.ts';
import { type Draft, draftOf, inputOf, type SetDraft } from './item/draft.ts';
import ItemAddons from './item/ItemAddons.tsx';
import ItemFields from './item/ItemFields.tsx';
import ItemSizes from './item/ItemSizes.tsx';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import NutritionFacts from './item/NutritionFacts.tsx';

interface Props {
  item: CatalogueItemView | null;
  categories: CatalogueCategoryView[];
  stores: CatalogueStoreView[];
  units: CatalogueUnitView[];
  /** Every addon group (shop-wide), to offer some on this item. */
  addonGroups: AddonGroupView[];
  /** The GST rates in force today, in basis points (decision 0332). */
  gstRates: number[];
  /** The `consoleItem…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
}

export default function CatalogueItemForm(props: Props) {
  return (
    <ConsoleWordsProvider value={props.words}>
      <ItemForm {...props} />
    </ConsoleWordsProvider>
  );
}

function ItemForm(props: Props) {
  const say = useSay();
  const [item, setItem] = useState(props.item);
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.item, props));
  const call = useCall();
  const storeSlug = props.stores.find((store) => store.id === draft.store_id)?.slug ?? '';

  const set: SetDraft = (key, value) => setDraft((old) => ({ ...old, [key]: value }));

  const save = async (version?: number) => {
    const built = inputOf(draft, say);
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
    if (Object.keys(problems).length > 0) return call.refuse(problems, say('consoleItemFixFields'));
    const answer = await call.send(
      () =>
        item
          ? callApi('staff/catalogue-item-update', {
              item_id: item.id,
              version: version ?? item.version,
              ...built.input,
            })
          : callApi('staff/catalogue-item-create', { store_id: draft.store_id, ...built.input }),
      (error) => error.code === 'conflict' && item !== null,
    );
    if (answer.ok) {
      const saved = answer.value.item;
      setItem(saved);
      setDraft(draftOf(saved, props));
      call.done(say('consoleItemSaved', { name: saved.name }));
      if (!item) history.replaceState(null, '', `/staff/catalogue/item?id=${saved.id}`);
    } else if (answer.error.code === 'conflict' && item) {
      // The fields changed meanwhile: the saved copy against the one this form was filled from
      // (the server's answer also names the fields this form changed itself).
      const saved = await callApi('staff/catalogue-item', { item_id: item.id });
      call.conflict(
        saved.ok ? changedFields(saved.value.item, inputOfItem(item)) : (answer.error.fields ?? {}),
        answer.error.message,
      );
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  /** The saved version, read again: "Load the saved version" takes it whole; "Save mine over it" sends the typing with its version. */
  const reload = async (then: 'load' | 'overwrite') => {
    if (!item) return;
    const answer = await callApi('staff/catalogue-item', { item_id: item.id });
    if (!answer.ok) return call.refuse({}, answer.error.message);
    setItem(answer.value.item);
    if (then === 'load') {
      setDraft(draftOf(answer.value.item, props));
      call.done(say('consoleItemLoaded'));
    } else await save(answer.value.item.version);
  };

  const archive = async (archived: boolean) => {
    if (!item) return;
    const answer = await call.send(() =>
      callApi(archived ? 'staff/catalogue-item-archive' : 'staff/catalogue-item-restore', { item_id: item.id }),
    );
    if (!answer.ok) return;
    setItem(answer.value.item);
    call.done(archived ? say('consoleItemArchived') : say('consoleItemRestored'));
  };

  return (
    <form className="c-form" onSubmit={submit} noValidate aria-busy={call.busy}>
      <p>
        <a href="/staff/catalogue">{say('consoleItemAllItems')}</a>
      </p>
      <h1>{item ? say('consoleItemEdit', { name: item.name }) : say('consoleItemNew')}</h1>
      {item?.archived && <p className="c-badge c-archived">{say('consoleItemArchivedBadge')}</p>}
      <FormStatus said={call.said}>
        <p className="s-row">
          <button type="button" className="s-btn ghost" onClick={() => void reload('load')}>
            {say('consoleItemLoadSaved')}
          </button>
          <button type="button" className="s-btn" onClick={() => void reload('overwrite')}>
            {say('consoleItemSaveMine')}
          </button>
        </p>
      </FormStatus>
      <ItemFields
        item={item}
        draft={draft}
        errors={call.errors}
        set={set}
        categories={props.categories}
        stores={props.stores}
        gstRates={props.gstRates}
      />
      <NutritionFacts facts={draft.facts} errors={call.errors} onChange={(facts) => set('facts', facts)} />
      <ItemAddons
        groups={props.addonGroups}
        chosen={draft.addon_category_ids}
        errors={call.errors}
        onChange={(ids) => set('addon_category_ids', ids)}
      />
      <ItemSizes
        sizes={draft.sizes}
        units={props.units}
        saved={item !== null}
        errors={call.errors}
        onChange={(change) => setDraft((old) => ({ ...old, sizes: change(old.sizes) }))}
      />
      <div className="c-actions">
        <button type="submit" className="s-btn" disabled={call.busy}>
          {item ? say('consoleItemSave') : say('consoleItemCreate')}
        </button>
        {item &&
          (item.archived ? (
            <button type="button" className="s-btn ghost" disabled={call.busy} onClick={() => void archive(false)}>
              {say('consoleItemRestore')}
            </button>
          ) : (
            <button type="button" className="s-btn danger" disabled={call.busy} onClick={() => void archive(true)}>
              {say('consoleItemArchive')}
            </button>
          ))}
      </div>
    </form>
  );
}
