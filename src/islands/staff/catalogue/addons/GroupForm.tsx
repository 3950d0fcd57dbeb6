// One addon group's form (decision 0280): its names, how customers choose, and its addons with their
// prices typed in rupees and sent in paise. The shared rules are checked here and by the server; a
// refusal from either is shown on its field (decision 0344).
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../../client/api.ts';
import type { AddonGroupView, AddonInput } from '../../../../domain/api/staff/addons-combos.ts';
import { addonGroupProblems } from '../../../../domain/catalogue/addon-combo-rules.ts';
import { problemsByField } from '../../../../domain/catalogue/catalogue-rules.ts';
import FormStatus from '../../form/FormStatus.tsx';
import { CheckField, FieldNote, MoneyField, SelectField, TextField } from '../../form/inputs.tsx';
import { paiseOf, rupeesOf } from '../../form/money.ts';
import { useCall } from '../../form/use-call.ts';
import { type Say, useSay } from '../../shell/console-words.tsx';

interface AddonDraft {
  key: number;
  addon_id?: number | undefined;
  name: string;
  name_mr: string;
  price: string;
  is_active: boolean;
}

let nextKey = 1;

export function priceText(say: Say, paise: number): string {
  return paise === 0 ? say('consoleAddonsFree') : `₹${rupeesOf(paise)}`;
}

function draftsOf(group: AddonGroupView | null): AddonDraft[] {
  if (!group) return [{ key: nextKey++, name: '', name_mr: '', price: '0', is_active: true }];
  return group.addons
    .filter((addon) => !addon.archived)
    .map((addon) => ({
      key: nextKey++,
      addon_id: addon.addon_id,
      name: addon.name,
      name_mr: addon.name_mr,
      price: rupeesOf(addon.price_paise),
      is_active: addon.is_active,
    }));
}

export default function GroupForm({
  group,
  onDone,
}: {
  group: AddonGroupView | null;
  onDone(saved: AddonGroupView | null, message: string | null): void;
}) {
  const say = useSay();
  const [name, setName] = useState(group?.name ?? '');
  const [nameMr, setNameMr] = useState(group?.name_mr ?? '');
  const [type, setType] = useState(group?.type ?? 'SINGLE');
  const [addons, setAddons] = useState<AddonDraft[]>(() => draftsOf(group));
  const archivedAddons = (group?.addons ?? []).filter(
    (addon) => addon.archived && !addons.some((draft) => draft.addon_id === addon.addon_id),
  );
  const call = useCall();
  const { errors, busy } = call;

  const setAddon = (index: number, change: Partial<AddonDraft>) =>
    setAddons((list) => list.map((one, at) => (at === index ? { ...one, ...change } : one)));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed: Record<string, string> = {};
    const list = addons.map((draft, index): AddonInput => {
      const paise = paiseOf(draft.price);
      if (paise === null) typed[`addons.${index}.price_paise`] = say('consoleAddonsAmountTyping');
      return {
        ...(draft.addon_id === undefined ? {} : { addon_id: draft.addon_id }),
        name: draft.name,
        name_mr: draft.name_mr,
        price_paise: paise ?? 0,
        is_active: draft.is_active,
      };
    });
    if (Object.keys(typed).length > 0) return call.refuse(typed, say('consoleCatalogueFixFields'));
    const input = { name, name_mr: nameMr, type, addons: list };
    const problems = problemsByField(addonGroupProblems(input));
    if (Object.keys(problems).length > 0) return call.refuse(problems, say('consoleCatalogueFixFields'));
    const answer = await call.send(() =>
      group
        ? callApi('staff/catalogue-addon-group-update', { addon_category_id: group.id, ...input })
        : callApi('staff/catalogue-addon-group-create', input),
    );
    if (answer.ok) onDone(answer.value.group, say('consoleCatalogueSavedName', { name: answer.value.group.name }));
  };

  const archive = async (archived: boolean) => {
    if (!group) return;
    const answer = await call.send(() =>
      callApi(archived ? 'staff/catalogue-addon-group-archive' : 'staff/catalogue-addon-group-restore', {
        addon_category_id: group.id,
      }),
    );
    if (answer.ok)
      onDone(
        answer.value.group,
        say(archived ? 'consoleCatalogueArchivedName' : 'consoleCatalogueRestoredName', {
          name: answer.value.group.name,
        }),
      );
  };

  return (
    <form className="s-card c-grid c-category-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{group ? say('consoleCatalogueEditOf', { name: group.name }) : say('consoleAddonsNew')}</h2>
      <FormStatus said={call.said} />
      <TextField field="name" label={say('consoleAddonsGroupName')} value={name} errors={errors} onChange={setName} />
      <TextField
        field="name_mr"
        label={say('consoleAddonsGroupNameMr')}
        lang="mr"
        value={nameMr}
        errors={errors}
        onChange={setNameMr}
      />
      <SelectField
        field="type"
        label={say('consoleAddonsHowChoose')}
        value={type}
        options={[
          { value: 'SINGLE', label: say('consoleAddonsChooseSingle') },
          { value: 'MULTI', label: say('consoleAddonsChooseMulti') },
        ]}
        errors={errors}
        onChange={(chosen: string) => setType(chosen)}
      />
      <FieldNote field="addons" errors={errors} />
      {addons.map((draft, index) => {
        const at = (field: string) => `addons.${index}.${field}`;
        return (
          <fieldset className="s-card c-grid" key={draft.key}>
            <legend>{say('consoleAddonsAddon', { number: index + 1 })}</legend>
            <TextField
              field={at('name')}
              label={say('consoleAddonsAddonName')}
              value={draft.name}
              errors={errors}
              onChange={(v) => setAddon(index, { name: v })}
            />
            <TextField
              field={at('name_mr')}
              label={say('consoleAddonsAddonNameMr')}
              lang="mr"
              value={draft.name_mr}
              errors={errors}
              onChange={(v) => setAddon(index, { name_mr: v })}
            />
            <MoneyField
              field={at('price_paise')}
              label={say('consoleAddonsAddonPrice')}
              value={draft.price}
              errors={errors}
              onChange={(v) => setAddon(index, { price: v })}
              hint={say('consoleAddonsAddonPriceHint')}
            />
            <CheckField
              field={at('is_active')}
              label={say('consoleAddonsOnOffer')}
              checked={draft.is_active}
              errors={errors}
              onChange={(v) => setAddon(index, { is_active: v })}
            />
            {addons.length > 1 && (
              <button
                type="button"
                className="s-btn ghost"
                onClick={() => setAddons((list) => list.filter((_, at) => at !== index))}
              >
                {say('consoleAddonsRemoveAddon', { number: index + 1 })}
              </button>
            )}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="s-btn ghost"
        onClick={() =>
          setAddons((list) => [...list, { key: nextKey++, name: '', name_mr: '', price: '0', is_active: true }])
        }
      >
        {say('consoleAddonsAddAddon')}
      </button>
      {group && <p className="s-muted">{say('consoleAddonsRemovedNote')}</p>}
      {archivedAddons.length > 0 && (
        <ul className="c-archived-list" aria-label={say('consoleAddonsArchivedAddons')}>
          {archivedAddons.map((addon) => (
            <li key={addon.addon_id} className="s-row">
              <span>
                {addon.name} {priceText(say, addon.price_paise)}
              </span>
              <button
                type="button"
                className="s-btn ghost"
                onClick={() =>
                  setAddons((list) => [
                    ...list,
                    {
                      key: nextKey++,
                      addon_id: addon.addon_id,
                      name: addon.name,
                      name_mr: addon.name_mr,
                      price: rupeesOf(addon.price_paise),
                      is_active: addon.is_active,
                    },
                  ])
                }
              >
                {say('consoleAddonsRestoreAddon', { name: addon.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="c-actions">
        <button type="submit" className="s-btn" disabled={busy}>
          {say('consoleAddonsSave')}
        </button>
        <button type="button" className="s-btn ghost" onClick={() => onDone(null, null)}>
          {say('consoleCatalogueCancel')}
        </button>
        {group &&
          (group.archived ? (
            <button type="button" className="s-btn ghost" disabled={busy} onClick={() => void archive(false)}>
              {say('consoleAddonsRestore')}
            </button>
          ) : (
            <button type="button" className="s-btn danger" disabled={busy} onClick={() => void archive(true)}>
              {say('consoleAddonsArchive')}
            </button>
          ))}
      </div>
    </form>
  );
}
