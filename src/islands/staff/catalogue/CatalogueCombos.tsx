// /staff/catalogue/combos (decision 0280): the combos of the member's stores. A combo is a price, the
// price its parts cost alone, and at least two parts, each a size of an item of the combo's store
// (found by name), with its picture from the library and its name in English and Marathi. Prices
// are typed in rupees and sent in paise; the shared rules are checked here and by the server. The
// list is here, the form in combos/.
import { useState } from 'react';
import { pictureOrPlaceholder } from '../../../domain/pictures.ts';
import type { ConsoleComboView } from '../../../domain/api/staff/addons-combos.ts';
import type { CatalogueStoreView } from '../../../domain/api/staff/catalogue.ts';
import { rupeesOf } from '../form/money.ts';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import ComboForm from './combos/ComboForm.tsx';

interface Props {
  combos: ConsoleComboView[];
  stores: CatalogueStoreView[];
  /** The `consoleCatalogue…` and `consoleCombos…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
}

export default function CatalogueCombos({ words, ...props }: Props) {
  return (
    <ConsoleWordsProvider value={words}>
      <ComboList {...props} />
    </ConsoleWordsProvider>
  );
}

function ComboList({ combos: initial, stores }: Omit<Props, 'words'>) {
  const say = useSay();
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
        <a href="/staff/catalogue">{say('consoleCatalogueAllItems')}</a>
      </p>
      <div className="c-head">
        <h1>{say('consoleCombosTitle')}</h1>
        {editing === null && stores.length > 0 && (
          <button type="button" className="s-btn" onClick={() => setEditing('new')}>
            {say('consoleCombosNew')}
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
      {combos.length === 0 && <p className="s-muted">{say('consoleCombosNone')}</p>}
      <ul className="c-list" aria-label={say('consoleCombosTitle')}>
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
                {say('consoleCombosRowPrice', {
                  store: combo.store_name,
                  price: rupeesOf(combo.price_paise),
                  old: rupeesOf(combo.old_price_paise),
                })}
              </span>
              <span>
                {combo.parts.map((part) => `${part.quantity} × ${part.item_name} ${part.variant_name}`).join(' + ')}
              </span>
            </div>
            <div className="c-side">
              <span className="c-badges">
                {combo.archived && <span className="c-badge c-archived">{say('consoleCatalogueBadgeArchived')}</span>}
                {!combo.archived && !combo.is_active && (
                  <span className="c-badge">{say('consoleCatalogueBadgeInactive')}</span>
                )}
                {combo.parts.some((part) => !part.on_sale) && (
                  <span className="c-badge c-warn">{say('consoleCombosPartOff')}</span>
                )}
              </span>
              <button
                type="button"
                className="s-btn ghost"
                aria-label={say('consoleCatalogueEditOf', { name: combo.name })}
                onClick={() => setEditing(combo)}
              >
                {say('consoleCatalogueEdit')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
