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
import ChooseItems from './bulk/ChooseItems.tsx';
import PricePreview from './bulk/PricePreview.tsx';

interface Props {
  categories: CatalogueCategoryView[];
  stores: CatalogueStoreView[];
}

/** The change typed, or why it is not one. */
function changeOf(kind: BulkChange['kind'], typed: string): BulkChange | string {
  const text = typed.trim().replace(/^[−–]/, '-');
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.replace(/^[-+]/, '');
  if (kind === 'percent') {
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(digits)) return 'Give a percentage, like 10 or −5.5.';
    return { kind, percent: sign * Number(digits) };
  }
  const paise = paiseOf(digits);
  return paise === null ? 'Give an amount in rupees, like 5 or −2.50.' : { kind, amount_paise: sign * paise };
}

export default function CatalogueBulkPrices({ categories, stores }: Props) {
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
    const change = changeOf(kind, typed);
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
    setDone(`Changed the prices of ${answer.value.changed} ${answer.value.changed === 1 ? 'size' : 'sizes'}.`);
  };

  return (
    <>
      <p>
        <a href="/staff/catalogue">← All items</a>
      </p>
      <h1>Change prices</h1>
      <p className="s-muted">
        Choose items, then raise or lower every size’s price by a percentage or an amount. Offers and member prices move
        with them. You see every new price before anything changes.
      </p>
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
        <h2 id="b-how">2. The change</h2>
        <fieldset className="c-checks">
          <legend>Change every price</legend>
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
            <label htmlFor="b-percent">By a percentage</label>
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
            <label htmlFor="b-amount">By an amount in rupees</label>
          </span>
        </fieldset>
        <div className="s-field">
          <label htmlFor="b-change">{kind === 'percent' ? 'Percentage (%)' : 'Amount (₹)'}</label>
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
            {kind === 'percent'
              ? 'Like 10 to raise by 10 %, or −5 to lower by 5 %. New prices are rounded to the paisa.'
              : 'Like 5 to add ₹5 to every price, or −2.50 to take ₹2.50 off.'}
          </span>
        </div>
        <p className="s-row">
          <button
            type="button"
            className="s-btn"
            disabled={busy || chosen.size === 0}
            onClick={() => void showPreview()}
          >
            Preview the new prices
          </button>
        </p>
      </section>

      {preview && <PricePreview preview={preview} busy={busy} onApply={() => void apply()} />}
    </>
  );
}
