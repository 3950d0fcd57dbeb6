// Bill details: every figure from the server's bill (docs/architecture.md "API": the
// server recomputes every amount). Until the first bill arrives, the domain's
// estimate of the item total shows, marked as updating, and no total to pay.
import type { Bill } from '../../domain/api/pricing.ts';
import { freeDeliveryLostToCoupon } from '../../domain/orders/delivery.ts';
import { toMinor } from '../../domain/money.ts';
import { fillTemplate } from '../../domain/text.ts';
import { paise, rupees } from './parts.tsx';
import type { BillTexts } from './texts.ts';

interface Props {
  bill: Bill | null;
  /** The domain's item total (paise) while no bill is there yet. */
  estimateMinor: number;
  updating: boolean;
  texts: BillTexts;
  /** Checkout shows what the wallet takes and what is left to pay on delivery. */
  withWallet?: boolean;
}

function Row({
  label,
  value,
  tone,
  note,
}: {
  label: string;
  value: string;
  tone?: 'saving' | 'total';
  note?: string | undefined;
}) {
  return (
    <div className={tone ? `bill-row ${tone}` : 'bill-row'}>
      <dt>
        {label}
        {note && <small>{note}</small>}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * What the last figure is called: with a wallet part, what is left to pay when the order arrives, or
 * at the store for a pickup; with
 * nothing left, or no wallet part, "To pay".
 */
export function payableLabel(bill: Bill | null, texts: BillTexts, withWallet: boolean): string {
  if (!withWallet || !bill || bill.wallet_used <= 0 || bill.total_payable <= 0) return texts.toPay;
  return bill.mode === 'SELFPICKUP' ? texts.payAtPickup : texts.payOnDelivery;
}

export function BillDetails({ bill, estimateMinor, updating, texts, withWallet = false }: Props) {
  // A coupon that costs free delivery saves the discount less the delivery it brings back (§4).
  const lost = bill ? freeDeliveryLostToCoupon(bill) : null;
  const savingsMinor = toMinor(bill?.discount ?? 0) - (lost?.chargeMinor ?? 0);
  return (
    <section className="card bill" aria-labelledby="bill-title" aria-busy={updating}>
      <h2 id="bill-title">{texts.title}</h2>
      <dl className={updating ? 'bill-rows stale' : 'bill-rows'}>
        <Row label={texts.itemTotal} value={bill ? rupees(bill.subtotal) : paise(estimateMinor)} />
        {bill && bill.discount > 0 && (
          <Row
            label={texts.couponDiscount}
            note={bill.coupon?.code}
            value={`-${rupees(bill.discount)}`}
            tone="saving"
          />
        )}
        {bill && bill.mode === 'DELIVERY' && (
          <Row
            label={texts.deliveryCharge}
            value={bill.delivery_charge === 0 ? texts.free : rupees(bill.delivery_charge)}
            tone={bill.delivery_charge === 0 ? 'saving' : undefined}
          />
        )}
        {bill && bill.tip > 0 && <Row label={texts.tip} value={rupees(bill.tip)} />}
        {bill && bill.slot_fee > 0 && <Row label={texts.slotFee} value={rupees(bill.slot_fee)} />}
        {withWallet && bill && bill.wallet_used > 0 && (
          <Row label={texts.wallet} value={`-${rupees(bill.wallet_used)}`} tone="saving" />
        )}
        {/* No bill yet (or none could be fetched, offline): the delivery charge is unknown, so nothing
            is called "To pay", not even the items' total (decision 0231). */}
        {bill && (
          <Row
            label={payableLabel(bill, texts, withWallet)}
            value={rupees(withWallet ? bill.total_payable : bill.total)}
            tone="total"
          />
        )}
      </dl>
      {updating && (
        <p className="bill-updating" role="status">
          <span className="spinner small" aria-hidden="true" /> {texts.updating}
        </p>
      )}
      {!updating && lost && (
        <p className="bill-note" role="note">
          {fillTemplate(texts.couponCostsDelivery, {
            amount: paise(lost.thresholdMinor),
            charge: paise(lost.chargeMinor),
          })}
        </p>
      )}
      {!updating && savingsMinor > 0 && (
        <p className="bill-savings">{fillTemplate(texts.savings, { amount: paise(savingsMinor) })}</p>
      )}
    </section>
  );
}
