// /staff/catalogue/addons (decision 0280): the shop-wide addon groups (customers pick one, or any
// number) with their addons and prices, in English and Marathi. Admins add, change, archive and
// restore them; a manager reads them and offers them on an item from the item form. Prices are typed
// in rupees and sent in paise; the shared rules are checked here before sending and by the server.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { AddonGroupView, AddonInput } from '../../../domain/api/staff/addons-combos.ts';
import { addonGroupProblems } from '../../../domain/catalogue/addon-combo-rules.ts';
import { problemsByField } from '../../../domain/catalogue/catalogue-rules.ts';
import { paiseOf, rupeesOf } from '../form/money.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { CheckField, described, FieldNote, focusField, inputId, TextField } from '../form/inputs.tsx';

interface Props {
  groups: AddonGroupView[];
  mayEdit: boolean;
}

interface AddonDraft {
  key: number;
  addon_id?: number | undefined;
  name: string;
  name_mr: string;
  price: string;
  is_active: boolean;
}

let nextKey = 1;

const TYPE_NAMES: Record<string, string> = { SINGLE: 'Customers pick one', MULTI: 'Customers pick any' };

function priceText(paise: number): string {
  return paise === 0 ? 'free' : `₹${rupeesOf(paise)}`;
}

export default function CatalogueAddons({ groups: initial, mayEdit }: Props) {
  const [groups, setGroups] = useState(initial);
  const [editing, setEditing] = useState<AddonGroupView | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const replace = (group: AddonGroupView) =>
    setGroups((list) =>
      list.some((one) => one.id === group.id)
        ? list.map((one) => (one.id === group.id ? group : one))
        : [...list, group],
    );

  return (
    <>
      <p>
        <a href="/staff/catalogue">← All items</a>
      </p>
      <div className="c-head">
        <h1>Addons</h1>
        {mayEdit && editing === null && (
          <button type="button" className="s-btn" onClick={() => setEditing('new')}>
            New addon group
          </button>
        )}
      </div>
      <p className="s-muted">
        {mayEdit
          ? 'Addon groups are shared by every store. An item offers a group when it is ticked on the item’s form.'
          : 'Addon groups are shared by every store: only an admin changes them. Offer one on an item from the item’s form.'}
      </p>
      {message && (
        <p className="s-ok" role="status">
          {message}
        </p>
      )}
      {editing !== null && (
        <GroupForm
          group={editing === 'new' ? null : editing}
          onDone={(saved, text) => {
            if (saved) replace(saved);
            setMessage(text);
            setEditing(null);
          }}
        />
      )}
      <ul className="c-list" aria-label="Addon groups">
        {groups.map((group) => (
          <li key={group.id} className="c-row c-addon-row">
            <div className="c-main">
              <strong>{group.name}</strong>
              {group.name_mr && (
                <span lang="mr" className="s-muted">
                  {group.name_mr}
                </span>
              )}
              <span className="s-muted">
                {TYPE_NAMES[group.type] ?? group.type} · on {group.items_count}{' '}
                {group.items_count === 1 ? 'item' : 'items'}
              </span>
              <span>
                {group.addons
                  .filter((addon) => !addon.archived)
                  .map((addon) => `${addon.name} ${priceText(addon.price_paise)}${addon.is_active ? '' : ' (off)'}`)
                  .join(' · ')}
              </span>
            </div>
            <div className="c-side">
              <span className="c-badges">{group.archived && <span className="c-badge c-archived">Archived</span>}</span>
              {mayEdit && (
                <button
                  type="button"
                  className="s-btn ghost"
                  aria-label={`Edit ${group.name}`}
                  onClick={() => setEditing(group)}
                >
                  Edit
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
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

function GroupForm({
  group,
  onDone,
}: {
  group: AddonGroupView | null;
  onDone(saved: AddonGroupView | null, message: string | null): void;
}) {
  const [name, setName] = useState(group?.name ?? '');
  const [nameMr, setNameMr] = useState(group?.name_mr ?? '');
  const [type, setType] = useState(group?.type ?? 'SINGLE');
  const [addons, setAddons] = useState<AddonDraft[]>(() => draftsOf(group));
  const archivedAddons = (group?.addons ?? []).filter(
    (addon) => addon.archived && !addons.some((draft) => draft.addon_id === addon.addon_id),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setAddon = (index: number, change: Partial<AddonDraft>) =>
    setAddons((list) => list.map((one, at) => (at === index ? { ...one, ...change } : one)));

  const refuse = (fields: Record<string, string>, text: string) => {
    setErrors(fields);
    setAlert(text);
    const first = Object.keys(fields)[0];
    if (first) requestAnimationFrame(() => focusField(first));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed: Record<string, string> = {};
    const list = addons.map((draft, index): AddonInput => {
      const paise = paiseOf(draft.price);
      if (paise === null) typed[`addons.${index}.price_paise`] = 'Give an amount in rupees, like 10 or 12.50.';
      return {
        ...(draft.addon_id === undefined ? {} : { addon_id: draft.addon_id }),
        name: draft.name,
        name_mr: draft.name_mr,
        price_paise: paise ?? 0,
        is_active: draft.is_active,
      };
    });
    if (Object.keys(typed).length > 0) return refuse(typed, 'Some fields need a change before saving.');
    const input = { name, name_mr: nameMr, type, addons: list };
    const problems = problemsByField(addonGroupProblems(input));
    if (Object.keys(problems).length > 0) return refuse(problems, 'Some fields need a change before saving.');
    setBusy(true);
    const answer = group
      ? await callApi('staff/catalogue-addon-group-update', { addon_category_id: group.id, ...input })
      : await callApi('staff/catalogue-addon-group-create', input);
    setBusy(false);
    if (answer.ok) onDone(answer.value.group, `Saved ${answer.value.group.name}.`);
    else refuse(answer.error.fields ?? {}, answer.error.message);
  };

  const archive = async (archived: boolean) => {
    if (!group) return;
    setBusy(true);
    const answer = await callApi(
      archived ? 'staff/catalogue-addon-group-archive' : 'staff/catalogue-addon-group-restore',
      { addon_category_id: group.id },
    );
    setBusy(false);
    if (answer.ok) onDone(answer.value.group, `${answer.value.group.name} ${archived ? 'archived' : 'restored'}.`);
    else setAlert(answer.error.message);
  };

  return (
    <form className="s-card c-grid c-category-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{group ? `Edit ${group.name}` : 'New addon group'}</h2>
      {alert && (
        <p className="c-alert" role="alert">
          {alert}
        </p>
      )}
      <TextField field="name" label="Group name (English)" value={name} errors={errors} onChange={setName} />
      <TextField
        field="name_mr"
        label="Group name (Marathi)"
        lang="mr"
        value={nameMr}
        errors={errors}
        onChange={setNameMr}
      />
      <div className="s-field">
        <label htmlFor={inputId('type')}>How customers choose</label>
        <select {...described('type', errors)} value={type} onChange={(event) => setType(event.currentTarget.value)}>
          <option value="SINGLE">Pick one (the first is chosen for them)</option>
          <option value="MULTI">Pick any number</option>
        </select>
        <FieldNote field="type" errors={errors} />
      </div>
      <FieldNote field="addons" errors={errors} />
      {addons.map((draft, index) => {
        const at = (field: string) => `addons.${index}.${field}`;
        return (
          <fieldset className="s-card c-grid" key={draft.key}>
            <legend>Addon {index + 1}</legend>
            <TextField
              field={at('name')}
              label="Addon name (English)"
              value={draft.name}
              errors={errors}
              onChange={(v) => setAddon(index, { name: v })}
            />
            <TextField
              field={at('name_mr')}
              label="Addon name (Marathi)"
              lang="mr"
              value={draft.name_mr}
              errors={errors}
              onChange={(v) => setAddon(index, { name_mr: v })}
            />
            <TextField
              field={at('price_paise')}
              label="Addon price (₹)"
              inputMode="decimal"
              value={draft.price}
              errors={errors}
              onChange={(v) => setAddon(index, { price: v })}
              hint="0 for no extra charge."
            />
            <CheckField
              field={at('is_active')}
              label="On offer"
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
                Remove addon {index + 1}
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
        Add an addon
      </button>
      {group && (
        <p className="s-muted">An addon removed is archived when an order names it, so past orders still show it.</p>
      )}
      {archivedAddons.length > 0 && (
        <ul className="c-archived-list" aria-label="Archived addons">
          {archivedAddons.map((addon) => (
            <li key={addon.addon_id} className="s-row">
              <span>
                {addon.name} {priceText(addon.price_paise)}
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
                Restore {addon.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="c-actions">
        <button type="submit" className="s-btn" disabled={busy}>
          Save addon group
        </button>
        <button type="button" className="s-btn ghost" onClick={() => onDone(null, null)}>
          Cancel
        </button>
        {group &&
          (group.archived ? (
            <button type="button" className="s-btn ghost" disabled={busy} onClick={() => void archive(false)}>
              Restore group
            </button>
          ) : (
            <button type="button" className="s-btn danger" disabled={busy} onClick={() => void archive(true)}>
              Archive group
            </button>
          ))}
      </div>
    </form>
  );
}
