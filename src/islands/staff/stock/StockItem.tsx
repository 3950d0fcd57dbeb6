// One item on the stock screen and its variants' rows: in stock or not, the count, the low-stock mark.
import { useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffItemView } from '../../../domain/api/staff.ts';
import { pictureOrPlaceholder } from '../../../domain/pictures.ts';
import { lowStockProblem } from '../../../domain/catalogue/low-stock.ts';
import { useSay } from '../shell/console-words.tsx';

export function StockItem({
  item,
  onChanged,
  onError,
}: {
  item: StaffItemView;
  onChanged(item: StaffItemView): void;
  onError(message: string): void;
}) {
  const say = useSay();
  const inStock = item.is_active && (item.variants.length === 0 || item.variants.some((variant) => variant.in_stock));
  const titleId = `item-${item.id}`;

  const setItem = async (value: boolean) => {
    const answer = await callApi('staff/item-stock', { item_id: item.id, in_stock: value });
    if (answer.ok) onChanged(answer.value.item);
    else onError(answer.error.message);
  };

  return (
    <li className={`stock-item${inStock ? '' : ' is-out'}`} aria-labelledby={titleId}>
      <div className="stock-head">
        <img src={pictureOrPlaceholder(item.image)} alt="" width="56" height="56" loading="lazy" />
        <div style={{ flex: 1 }}>
          <h2 id={titleId}>{item.name}</h2>
          <p className="s-muted">{item.category}</p>
        </div>
        <button
          type="button"
          className="s-switch"
          role="switch"
          aria-checked={inStock}
          aria-label={say('consoleStockItemInStock', { name: item.name })}
          onClick={() => void setItem(!inStock)}
        >
          {inStock ? say('consoleStockInStock') : say('consoleStockOutOfStock')}
        </button>
      </div>
      {item.variants.length > 1 || item.variants.some((variant) => !variant.is_infinite) ? (
        <ul className="stock-variants">
          {item.variants.map((variant) => (
            <VariantRow
              key={variant.id}
              itemName={item.name}
              variant={variant}
              onChanged={onChanged}
              onError={onError}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function VariantRow({
  itemName,
  variant,
  onChanged,
  onError,
}: {
  itemName: string;
  variant: StaffItemView['variants'][number];
  onChanged(item: StaffItemView): void;
  onError(message: string): void;
}) {
  const say = useSay();
  const [count, setCount] = useState(String(variant.stock));
  const [saved, setSaved] = useState(false);
  const [alertAt, setAlertAt] = useState(variant.low_stock_at === null ? '' : String(variant.low_stock_at));
  const [alertSaved, setAlertSaved] = useState(false);
  const change = async (body: { in_stock?: boolean; stock?: number; low_stock_at?: number | null }) => {
    const answer = await callApi('staff/variant-stock', { variant_id: variant.id, ...body });
    if (answer.ok) {
      onChanged(answer.value.item);
      setSaved(body.stock !== undefined);
      setAlertSaved(body.low_stock_at !== undefined);
    } else onError(answer.error.message);
  };
  const label = `${itemName} ${variant.name}`;
  const saveAlert = () => {
    const threshold = alertAt.trim() === '' ? null : Number(alertAt);
    const problem = lowStockProblem(threshold);
    if (problem === null) void change({ low_stock_at: threshold });
    else onError(`${label}: ${problem}`);
  };
  return (
    <li className={`stock-variant${variant.low ? ' is-low' : ''}`}>
      <span>
        <strong>{variant.name}</strong>
        {variant.is_infinite && <span className="s-muted"> · {say('consoleStockUnlimited')}</span>}
        {variant.low && (
          <span className="stock-low">
            {' '}
            · {say('consoleStockLow', { stock: variant.stock, at: variant.low_stock_at ?? '' })}
          </span>
        )}
      </span>
      <span className="s-row">
        {!variant.is_infinite && (
          <form
            className="s-row"
            onSubmit={(event) => {
              event.preventDefault();
              saveAlert();
            }}
          >
            <label className="s-row">
              <span className="s-muted">{say('consoleStockAlertAt')}</span>
              <input
                className="s-input stock-alert-at"
                inputMode="numeric"
                value={alertAt}
                placeholder={say('consoleStockAlertNone')}
                aria-label={say('consoleStockAlertOf', { size: label })}
                onChange={(event) => {
                  setAlertAt(event.currentTarget.value);
                  setAlertSaved(false);
                }}
              />
            </label>
            <button type="submit" className="s-btn ghost" aria-label={say('consoleStockSaveAlertOf', { size: label })}>
              {alertSaved ? say('consoleStockSaved') : say('consoleStockSave')}
            </button>
          </form>
        )}
        {!variant.is_infinite && (
          <form
            className="s-row"
            onSubmit={(event) => {
              event.preventDefault();
              const stock = Number(count);
              if (Number.isInteger(stock) && stock >= 0) void change({ stock });
              else onError(say('consoleStockCountTyping', { size: label }));
            }}
          >
            <label className="s-row">
              <span className="s-muted">{say('consoleStockCount')}</span>
              <input
                className="s-input"
                inputMode="numeric"
                value={count}
                aria-label={say('consoleStockCountOf', { size: label })}
                onChange={(event) => {
                  setCount(event.currentTarget.value);
                  setSaved(false);
                }}
              />
            </label>
            <button type="submit" className="s-btn ghost" aria-label={say('consoleStockSaveCountOf', { size: label })}>
              {saved ? say('consoleStockSaved') : say('consoleStockSave')}
            </button>
          </form>
        )}
        <button
          type="button"
          className="s-switch"
          role="switch"
          aria-checked={variant.in_stock}
          aria-label={say('consoleStockItemInStock', { name: label })}
          onClick={() => void change({ in_stock: !variant.in_stock })}
        >
          {variant.in_stock ? say('consoleStockInStock') : say('consoleStockSoldOut')}
        </button>
      </span>
    </li>
  );
}
