// The bulk price change's last step (decision 0319): every size's prices before and after, and the
// button that applies exactly this preview.
import type { BulkPricePreviewAnswer } from '../../../../domain/api/staff/bulk-prices.ts';
import { rupeesOf } from '../../form/money.ts';
import { useSay } from '../../shell/console-words.tsx';
import { sizesText } from '../counts.ts';

const priceText = (paise: number | null) => (paise === null ? '—' : `₹${rupeesOf(paise)}`);

export default function PricePreview({
  preview,
  busy,
  onApply,
}: {
  preview: BulkPricePreviewAnswer;
  busy: boolean;
  onApply(): void;
}) {
  const say = useSay();
  const sizes = sizesText(say, preview.rows.length);
  return (
    <section className="s-card" aria-labelledby="b-preview">
      <h2 id="b-preview">{say('consoleBulkStepCheck')}</h2>
      {/* A phone scrolls the table sideways: the region takes the keyboard's focus to scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard */}
      <div className="c-table-wrap" role="region" aria-labelledby="b-preview-caption" tabIndex={0}>
        <table className="c-bulk-table">
          <caption id="b-preview-caption" className="s-muted">
            {say('consoleBulkCaption', { sizes })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{say('consoleBulkColumnItem')}</th>
              <th scope="col">{say('consoleBulkColumnPrice')}</th>
              <th scope="col">{say('consoleBulkColumnOffer')}</th>
              <th scope="col">{say('consoleBulkColumnMember')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.variant_id}>
                <th scope="row">
                  {row.item_name} <span className="s-muted">{row.size_name}</span>
                </th>
                <td>
                  {priceText(row.price_before)} → <strong>{priceText(row.price_after)}</strong>
                </td>
                <td>
                  {row.offer_before === null ? '—' : `${priceText(row.offer_before)} → ${priceText(row.offer_after)}`}
                </td>
                <td>
                  {row.member_before === null
                    ? '—'
                    : `${priceText(row.member_before)} → ${priceText(row.member_after)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="s-row">
        <button type="button" className="s-btn" disabled={busy} onClick={onApply}>
          {say('consoleBulkApply', { sizes })}
        </button>
      </p>
    </section>
  );
}
