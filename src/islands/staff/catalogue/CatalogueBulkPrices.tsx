// /staff/catalogue/prices (decision 0319): a bulk price change. The member finds items (the
// catalogue's own list call) and ticks them, says one change (a percentage or an amount in rupees,
// − to lower), sees every size's prices before and after, and applies exactly that preview: the
// server refuses a price that would reach ₹0 and a preview whose prices changed meanwhile. Finding
// and choosing the items, and the preview's table, are in bulk/.
import { useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { BulkPricePreviewAnswer } from '../../../domain/api/staff/bulk-prices.ts';
import type {
  CatalogueCategoryView,
  CatalogueListRow,
  CatalogueStoreView,
} from '../../../domain/api/staff/catalogue.ts';
import type { BulkChange } from '../../../domain/catalogue/bulk-prices.ts';
import { paiseOf } from '../form/money.ts';
import { type ConsoleWords, ConsoleWordsProvider, type Say, useSay } from '../shell/console-words.tsx';
import ChooseItems from './bulk/ChooseItems.tsx';
import PricePreview from './bulk/PricePreview.tsx';
import { sizesText } from './counts.ts';

interface Props {
  categories: CatalogueCategoryView[];
  stores: CatalogueStoreView[];
  /** The `consoleCatalogue…` and `consoleBulk…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
}

/** The change typed, or why it is not one. */
function changeOf(say: Say, kind: BulkChange['kind'], typed: string): BulkChange | string {
  const text = typed.trim().replace(/^[−–]/, '-');
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.replace(/^[-+]/, '');
  if (kind === 'percent') {
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(digits)) return say('consoleBulkPercentTyping');
    return { kind, percent: sign * Number(digits) };
  }
  const paise = paiseOf(digits);
  return paise === null ? say('consoleBulkAmountTyping') : { kind, amount_paise: sign * paise };
}

export default function CatalogueBulkPrices({ words, ...props }: Props) {
  return (
    <ConsoleWordsProvider value={words}>
      <BulkPrices {...props} />
    </ConsoleWordsProvider>
  );
}

function BulkPrices({ categories, stores }: Omit<Props, 'words'>) {
  const say = useSay();
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(new Map());
  const [kind, setKind] = useState<BulkChange['kind']>('percent');
  const [typed, setTyped] = useState('');
  const [preview, setPreview] = useState<BulkPricePreviewAnswer | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [changeError, setChangeError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const forget = () => {
    setPreview(null);
    setDone(null);
  };

  const choose = (items: readonly CatalogueListRow[], on: boolean) => {
    forget();
    setChosen((old) => {
      const next = new Map(old);
      for (const item of items) {
        if (on) next.set(item.id, item.name);
        else next.delete(item.id);
      }
      return next;
    });
  };

  const request = () => {
    const change = changeOf(say, kind, typed);
    if (typeof change === 'string') {
      setChangeError(change);
      document.getElementById('b-change')?.focus();
      return null;
    }
    setChangeError(null);
    return { item_ids: [...chosen.keys()], change };
  };

  const showPreview = async () => {
    const body = request();
    if (!body) return;
    setBusy(true);
    const answer = await callApi('staff/catalogue-bulk-price-preview', body);
    setBusy(false);
    setDone(null);
    if (!answer.ok) {
      setPreview(null);
      setChangeError(answer.error.fields?.change ?? null);
      return setAlert(answer.error.fields?.item_ids ?? answer.error.message);
    }
    setAlert(null);
    setPreview(answer.value);
  };

  const apply = async () => {
    const body = request();
    if (!body || !preview) return;
    setBusy(true);
    const answer = await callApi('staff/catalogue-bulk-price-apply', { ...body, prices_seen: preview.prices_seen });
    setBusy(false);
    setPreview(null);
    if (!answer.ok) return setAlert(answer.error.message);
    setAlert(null);
    setDone(say('consoleBulkDone', { sizes: sizesText(say, answer.value.changed) }));
  };

  return (
    <>
      <p>
        <a href="/staff/catalogue">{say('consoleCatalogueAllItems')}</a>
      </p>
      <h1>{say('consoleBulkTitle')}</h1>
      <p className="s-muted">{say('consoleBulkIntro')}</p>
      {alert && (
        <p className="c-alert" role="alert">
          {alert}
        </p>
      )}
      {done && (
        <p className="s-ok" role="status">
          {done}
        </p>
      )}

      <ChooseItems
        categories={categories}
        stores={stores}
        chosen={chosen}
        onChoose={choose}
        onFound={() => setAlert(null)}
        onRefused={setAlert}
      />

      <section className="s-card c-grid" aria-labelledby="b-how">
        <h2 id="b-how">{say('consoleBulkStepChange')}</h2>
        <fieldset className="c-checks">
          <legend>{say('consoleBulkChangeEvery')}</legend>
          <span className="c-check">
            <input
              id="b-percent"
              type="radio"
              name="b-kind"
              checked={kind === 'percent'}
              onChange={() => {
                forget();
                setKind('percent');
              }}
            />
            <label htmlFor="b-percent">{say('consoleBulkByPercent')}</label>
          </span>
          <span className="c-check">
            <input
              id="b-amount"
              type="radio"
              name="b-kind"
              checked={kind === 'amount'}
              onChange={() => {
                forget();
                setKind('amount');
              }}
            />
            <label htmlFor="b-amount">{say('consoleBulkByAmount')}</label>
          </span>
        </fieldset>
        <div className="s-field">
          <label htmlFor="b-change">{kind === 'percent' ? say('consoleBulkPercent') : say('consoleBulkAmount')}</label>
          <input
            id="b-change"
            inputMode="decimal"
            value={typed}
            aria-invalid={changeError ? true : undefined}
            aria-describedby={changeError ? 'b-change-error b-change-hint' : 'b-change-hint'}
            onChange={(event) => {
              forget();
              setTyped(event.currentTarget.value);
            }}
          />
          {changeError && (
            <span id="b-change-error" className="c-field-error">
              <span aria-hidden="true">⚠ </span>
              {changeError}
            </span>
          )}
          <span id="b-change-hint" className="c-hint">
            {kind === 'percent' ? say('consoleBulkPercentHint') : say('consoleBulkAmountHint')}
          </span>
        </div>
        <p className="s-row">
          <button
            type="button"
            className="s-btn"
            disabled={busy || chosen.size === 0}
            onClick={() => void showPreview()}
          >
            {say('consoleBulkPreview')}
          </button>
        </p>
      </section>

      {preview && <PricePreview preview={preview} busy={busy} onApply={() => void apply()} />}
    </>
  );
}
