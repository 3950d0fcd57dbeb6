// /staff/catalogue/addons (decision 0280): the shop-wide addon groups (customers pick one, or any
// number) with their addons and prices, in English and Marathi. Admins add, change, archive and
// restore them; a manager reads them and offers them on an item from the item form. Prices are typed
// in rupees and sent in paise; the shared rules are checked here before sending and by the server.
// The list is here, a group's form in addons/.
import { useState } from 'react';
import type { AddonGroupView } from '../../../domain/api/staff/addons-combos.ts';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import GroupForm, { priceText } from './addons/GroupForm.tsx';
import { itemsText } from './counts.ts';

interface Props {
  groups: AddonGroupView[];
  mayEdit: boolean;
  /** The `consoleCatalogue…` and `consoleAddons…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
}

export default function CatalogueAddons({ words, ...props }: Props) {
  return (
    <ConsoleWordsProvider value={words}>
      <GroupList {...props} />
    </ConsoleWordsProvider>
  );
}

function GroupList({ groups: initial, mayEdit }: Omit<Props, 'words'>) {
  const say = useSay();
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
        <a href="/staff/catalogue">{say('consoleCatalogueAllItems')}</a>
      </p>
      <div className="c-head">
        <h1>{say('consoleAddonsTitle')}</h1>
        {mayEdit && editing === null && (
          <button type="button" className="s-btn" onClick={() => setEditing('new')}>
            {say('consoleAddonsNew')}
          </button>
        )}
      </div>
      <p className="s-muted">{mayEdit ? say('consoleAddonsIntro') : say('consoleAddonsIntroReader')}</p>
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
      <ul className="c-list" aria-label={say('consoleAddonsGroups')}>
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
                {say('consoleAddonsRowInfo', {
                  type:
                    group.type === 'SINGLE'
                      ? say('consoleAddonsTypeSingle')
                      : group.type === 'MULTI'
                        ? say('consoleAddonsTypeMulti')
                        : group.type,
                  items: itemsText(say, group.items_count),
                })}
              </span>
              <span>
                {group.addons
                  .filter((addon) => !addon.archived)
                  .map((addon) => {
                    const line = `${addon.name} ${priceText(say, addon.price_paise)}`;
                    return addon.is_active ? line : say('consoleAddonsOff', { addon: line });
                  })
                  .join(' · ')}
              </span>
            </div>
            <div className="c-side">
              <span className="c-badges">
                {group.archived && <span className="c-badge c-archived">{say('consoleCatalogueBadgeArchived')}</span>}
              </span>
              {mayEdit && (
                <button
                  type="button"
                  className="s-btn ghost"
                  aria-label={say('consoleCatalogueEditOf', { name: group.name })}
                  onClick={() => setEditing(group)}
                >
                  {say('consoleCatalogueEdit')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
