// /staff/catalogue/addons (decision 0280): the shop-wide addon groups (customers pick one, or any
// number) with their addons and prices, in English and Marathi. Admins add, change, archive and
// restore them; a manager reads them and offers them on an item from the item form. Prices are typed
// in rupees and sent in paise; the shared rules are checked here before sending and by the server.
// The list is here, a group's form in addons/.
import { useState } from 'react';
import type { AddonGroupView } from '../../../domain/api/staff/addons-combos.ts';
import GroupForm, { priceText } from './addons/GroupForm.tsx';

interface Props {
  groups: AddonGroupView[];
  mayEdit: boolean;
}

const TYPE_NAMES: Record<string, string> = { SINGLE: 'Customers pick one', MULTI: 'Customers pick any' };

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
