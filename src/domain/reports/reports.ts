// The console's reports (decision 0278), built from the orders that exist: each report is a table
// of columns and rows (money in integer paise, durations in whole seconds) with its totals, the
// one shape the chart, the screen-reader table and the CSV are drawn from. What counts:
// - an order counts once it was placed (it has a 'placed' step: an online order that was never
//   paid never was), on the shop day of its created_at;
// - its money is what the order stored when it was priced (services/pricing: subtotal, coupon
//   discount, delivery charge, tip, total); nothing here re-prices it;
// - an order called off after it was placed (cancelled or rejected) is billed and then given back:
//   net sales are the billed totals of the orders that were not called off, and the refunds columns
//   say how what had been paid went back (the wallet part and wallet refunds; online payments sent
//   back through the provider);
// - items, categories and coupons count the orders that were not called off.
// The orders arrive summed in the database per bucket of days, per way of paying, per item and
// the like (decision 0289): sums and counts are exact there; durations arrive as each group's
// median and 90th percentile (decision 0299: picked by PostgreSQL, or here from counts per whole
// second, `legTimesOf`), by the same definitions. Pure.
import type { OrderStatusName } from '../orders/order-flow.ts';
import { type OrderPaymentMethod, PAYMENT_EXPIRY_REASON } from '../orders/payments.ts';
import { addDays, parseIsoDate, toIsoDate } from '../calendar.ts';
import {
  averagePaise,
  medianAndPercentileOfValues,
  medianOfTally,
  percentileOfTally,
  sum,
  type Tally,
} from './figures.ts';
import { bucketLabel, bucketOf, bucketsOf, type DayRange, daysIn, type Grain } from './ranges.ts';

export const REPORT_KINDS = [
  'sales',
  'orders',
  'payments',
  'items',
  'categories',
  'cancellations',
  'service',
  'coupons',
  'partners',
  'messages',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const REPORT_TITLES: Record<ReportKind, string> = {
  sales: 'Sales',
  orders: 'Orders and customers',
  payments: 'Orders by payment method',
  items: 'Top items',
  categories: 'Top categories',
  cancellations: 'Cancellations and rejections',
  service: 'Service times',
  coupons: 'Coupons',
  partners: 'Deliveries',
  messages: 'Messages sent',
};

/** How a column's numbers read: money (paise), a count, a duration (seconds), or text. */
export type ColumnKind = 'text' | 'count' | 'money' | 'duration';
export interface ReportColumn {
  key: string;
  label: string;
  kind: ColumnKind;
}
export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

export interface ReportTable {
  kind: ReportKind;
  title: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The row of totals (sums; for durations, the median and percentile of every order), or null. */
  totals: ReportRow | null;
  /** What the chart draws: the column naming each point, and the columns drawn as series. */
  chart: { label: string; series: string[]; style: 'bars' | 'lines' };
}

/** The statuses of an order called off after it was placed: it is billed and then given back. */
export const CALLED_OFF_STATUSES: readonly OrderStatusName[] = ['cancelled', 'rejected'];

/** The step that makes an order count: an online order never paid never has it. */
export const PLACED_STEP: OrderStatusName = 'placed';

/** Orders summed alike: how many, and the sums of the money each one stored when it was priced. */
export interface OrderSums {
  orders: number;
  subtotal_paise: number;
  discount_paise: number;
  delivery_charge_paise: number;
  tip_paise: number;
  wallet_used_paise: number;
  total_paise: number;
  /** Given back to the wallet (wallet_transactions of kind 'refund'). */
  refund_wallet_paise: number;
  /** Sent back through the payment provider (payment_refunds to the source). */
  refund_provider_paise: number;
}

/** The placed orders of one bucket of days, paid one way, called off or not. */
export interface OrderGroup extends OrderSums {
  bucket: string;
  payment_method: OrderPaymentMethod;
  payment_provider: string | null;
  /** Cancelled or rejected after it was placed. */
  called_off: boolean;
}

/** The placed orders of a bucket (or of the whole range) and the people who placed them. */
export interface CustomerCounts {
  orders: number;
  /** Not called off. */
  kept: number;
  billed_paise: number;
  /** Distinct customers. */
  customers: number;
  /** Distinct customers whose first placed order ever (any store) is among these. */
  new_customers: number;
}

/** The lines of the orders that were not called off, summed per item (or combo), or per category. */
export interface LineGroup {
  /** 'item:12', 'combo:3', or the category's name. */
  key: string;
  /** The item's name on its first line, or the category's name. */
  name: string;
  quantity: number;
  /** Distinct orders with a line of it. */
  orders: number;
  value_paise: number;
}

/** Orders called off (placed or not), alike in how, why and whether the store had accepted them. */
export interface CalledOffGroup {
  status: OrderStatusName;
  cancel_reason: string | null;
  /** The order had an 'accepted' step. */
  accepted: boolean;
  orders: number;
  value_paise: number;
}

export const SERVICE_LEGS = ['accept', 'pack', 'pickup', 'deliver'] as const;
export type ServiceLeg = (typeof SERVICE_LEGS)[number];

/**
 * A leg's durations in whole seconds: the median (the mean of the two middle values of an even
 * count, rounded half up) and the 90th percentile by nearest rank; null for none (decision 0278).
 */
export interface LegTimes {
  median: number | null;
  p90: number | null;
}

/** The times of a tally of durations. */
export function legTimesOf(tally: Tally): LegTimes {
  return { median: medianOfTally(tally), p90: percentileOfTally(tally, 90) };
}

/**
 * The times of a leg from its durations themselves, in any order (whole seconds), by legTimesOf's
 * definitions: counted or selected (decision 0302). Reorders `values`.
 */
export function legTimesOfValues(values: Int32Array): LegTimes {
  const [median, p90] = medianAndPercentileOfValues(values, 90);
  return { median, p90 };
}

/**
 * The placed orders of a bucket (or of the whole range), how many were later than their store's
 * promise, and each leg's times: accept is placed → accepted, pack accepted → ready, pickup
 * ready → on the way (delivery) or collected (pickup), deliver on the way → delivered.
 */
export interface ServiceGroup {
  bucket: string;
  orders: number;
  late: number;
  legs: Record<ServiceLeg, LegTimes>;
}

/** The orders that were not called off with one coupon. */
export interface CouponGroup {
  code: string;
  /** Coupon uses the orders hold (coupon_redemptions rows). */
  uses: number;
  orders: number;
  discount_paise: number;
  total_paise: number;
}

/** Deliveries of the range's orders: how many, and the times of assigned → picked up, picked up → delivered. */
export interface PartnerTimes {
  assigned: number;
  deliveries: number;
  pickup: LegTimes;
  deliver: LegTimes;
}

/** One carrier's deliveries: a delivery partner, or one of the stores' own riders (decision 0314). */
export interface PartnerGroup extends PartnerTimes {
  id: number;
  name: string;
  carrier: 'partner' | 'store_rider';
}

/**
 * Messages of one shop day, channel and outcome (migration 068, decision 0341): `sent` the provider
 * took, `delivered` its receipt said arrived, `failed` it could not send or deliver (a message sent
 * and then failed is in both). The whole shop's: messages belong to no store.
 */
export interface MessageGroup {
  day: string;
  channel: 'sms' | 'whatsapp' | 'email';
  status: 'sent' | 'delivered' | 'failed';
  count: number;
}

interface FactsOf<K extends ReportKind> {
  kind: K;
  range: DayRange;
  grain: Grain;
}

/** What each report is made of, summed in the database (decision 0289). */
export type ReportFacts =
  | (FactsOf<'sales' | 'payments'> & { groups: readonly OrderGroup[] })
  | (FactsOf<'orders'> & { buckets: ReadonlyMap<string, CustomerCounts>; total: CustomerCounts })
  | (FactsOf<'items' | 'categories'> & { groups: readonly LineGroup[]; orders: number })
  | (FactsOf<'cancellations'> & { groups: readonly CalledOffGroup[] })
  | (FactsOf<'service'> & { groups: readonly ServiceGroup[]; total: Omit<ServiceGroup, 'bucket'> })
  | (FactsOf<'coupons'> & { groups: readonly CouponGroup[] })
  | (FactsOf<'partners'> & { groups: readonly PartnerGroup[]; total: PartnerTimes })
  | (FactsOf<'messages'> & { groups: readonly MessageGroup[] });

/** Every day of the range with the bucket (of the grain) it is counted in. */
export function dayBuckets(range: DayRange, grain: Grain): [day: string, bucket: string][] {
  const from = parseIsoDate(range.from);
  if (!from) return [];
  return Array.from({ length: daysIn(range) }, (_, index) => {
    const day = toIsoDate(addDays(from, index));
    return [day, bucketOf(day, grain)];
  });
}

function column(key: string, label: string, kind: ColumnKind): ReportColumn {
  return { key, label, kind };
}

function groupBy<T>(values: readonly T[], keyOf: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const key = keyOf(value);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

/** The groups of each bucket of the range in order, a bucket without orders as an empty list. */
function byBucket<T extends { bucket: string }>(
  range: DayRange,
  grain: Grain,
  groups: readonly T[],
): [bucket: string, groups: T[]][] {
  const of = groupBy(groups, (group) => group.bucket);
  return bucketsOf(range, grain).map((bucket) => [bucket, of.get(bucket) ?? []]);
}

/** The sum of every money or count column over the rows (text and durations left empty). */
function summed(columns: readonly ReportColumn[], rows: readonly ReportRow[], label: string): ReportRow {
  const totals: ReportRow = {};
  for (const { key, kind } of columns) {
    if (kind === 'money' || kind === 'count') totals[key] = sum(rows.map((row) => Number(row[key] ?? 0)));
    else totals[key] = null;
  }
  const first = columns[0];
  if (first) totals[first.key] = label;
  return totals;
}

// ---- Sales -------------------------------------------------------------------------------------

export interface SalesFigures {
  orders: number;
  gross_paise: number;
  discount_paise: number;
  delivery_paise: number;
  tips_paise: number;
  billed_paise: number;
  called_off_paise: number;
  refund_wallet_paise: number;
  refund_provider_paise: number;
  net_paise: number;
}

/** The sales figures of groups of placed orders. */
export function salesOf(groups: readonly OrderGroup[]): SalesFigures {
  const of = (key: keyof OrderSums, from: readonly OrderGroup[] = groups) => sum(from.map((group) => group[key]));
  const billed = of('total_paise');
  const calledOffPaise = of(
    'total_paise',
    groups.filter((group) => group.called_off),
  );
  return {
    orders: of('orders'),
    gross_paise: of('subtotal_paise'),
    discount_paise: of('discount_paise'),
    delivery_paise: of('delivery_charge_paise'),
    tips_paise: of('tip_paise'),
    billed_paise: billed,
    called_off_paise: calledOffPaise,
    refund_wallet_paise: of('refund_wallet_paise'),
    refund_provider_paise: of('refund_provider_paise'),
    net_paise: billed - calledOffPaise,
  };
}

const SALES_COLUMNS = [
  column('period', 'Period', 'text'),
  column('orders', 'Orders', 'count'),
  column('gross_paise', 'Item value', 'money'),
  column('discount_paise', 'Discounts', 'money'),
  column('delivery_paise', 'Delivery charges', 'money'),
  column('tips_paise', 'Tips', 'money'),
  column('billed_paise', 'Billed', 'money'),
  column('called_off_paise', 'Cancelled or rejected', 'money'),
  column('refund_wallet_paise', 'Refunds to wallet', 'money'),
  column('refund_provider_paise', 'Refunds to provider', 'money'),
  column('net_paise', 'Net sales', 'money'),
];

function salesReport(range: DayRange, grain: Grain, groups: readonly OrderGroup[]): ReportTable {
  const rows = byBucket(range, grain, groups).map(([bucket, of]) => ({
    period: bucketLabel(bucket, grain),
    ...salesOf(of),
  }));
  return {
    kind: 'sales',
    title: REPORT_TITLES.sales,
    columns: SALES_COLUMNS,
    rows,
    totals: { period: 'Total', ...salesOf(groups) },
    chart: { label: 'period', series: ['net_paise', 'discount_paise', 'called_off_paise'], style: 'bars' },
  };
}

// ---- Orders and customers ----------------------------------------------------------------------

const NO_CUSTOMERS: CustomerCounts = { orders: 0, kept: 0, billed_paise: 0, customers: 0, new_customers: 0 };

function ordersFigures(counts: CustomerCounts) {
  // New: the customer's first order ever is among these; returning: every other customer of these.
  return {
    orders: counts.orders,
    kept: counts.kept,
    billed_paise: counts.billed_paise,
    average_paise: averagePaise(counts.billed_paise, counts.orders),
    new_customers: counts.new_customers,
    returning_customers: counts.customers - counts.new_customers,
  };
}

function ordersReport(
  range: DayRange,
  grain: Grain,
  buckets: ReadonlyMap<string, CustomerCounts>,
  total: CustomerCounts,
): ReportTable {
  const columns = [
    column('period', 'Period', 'text'),
    column('orders', 'Orders', 'count'),
    column('kept', 'Not called off', 'count'),
    column('billed_paise', 'Billed', 'money'),
    column('average_paise', 'Average basket', 'money'),
    column('new_customers', 'New customers', 'count'),
    column('returning_customers', 'Returning customers', 'count'),
  ];
  const rows = bucketsOf(range, grain).map((bucket) => ({
    period: bucketLabel(bucket, grain),
    ...ordersFigures(buckets.get(bucket) ?? NO_CUSTOMERS),
  }));
  // A customer counted in two periods is one customer of the range: the totals count people once.
  return {
    kind: 'orders',
    title: REPORT_TITLES.orders,
    columns,
    rows,
    totals: { period: 'Total', ...ordersFigures(total) },
    chart: { label: 'period', series: ['orders', 'new_customers', 'returning_customers'], style: 'bars' },
  };
}

// ---- Payment methods ---------------------------------------------------------------------------

const METHOD_WORDS: Record<OrderPaymentMethod, string> = {
  COD: 'Cash',
  COD_WALLET: 'Cash and wallet',
  WALLET: 'Wallet',
  ONLINE: 'Online',
  ONLINE_WALLET: 'Online and wallet',
};

/** How an order was paid, as the report names it: online ones by their provider. */
function paymentLabel(order: Pick<OrderGroup, 'payment_method' | 'payment_provider'>): string {
  const words = METHOD_WORDS[order.payment_method];
  return order.payment_provider && order.payment_method.startsWith('ONLINE')
    ? `${words} (${order.payment_provider})`
    : words;
}

function paymentsReport(groups: readonly OrderGroup[]): ReportTable {
  const columns = [
    column('method', 'Paid by', 'text'),
    column('orders', 'Orders', 'count'),
    column('billed_paise', 'Billed', 'money'),
    column('wallet_paise', 'From wallet', 'money'),
    column('net_paise', 'Net sales', 'money'),
  ];
  const rows = [...groupBy(groups, paymentLabel)]
    .map(([method, of]) => {
      const sales = salesOf(of);
      return {
        method,
        orders: sales.orders,
        billed_paise: sales.billed_paise,
        wallet_paise: sum(of.map((group) => group.wallet_used_paise)),
        net_paise: sales.net_paise,
      };
    })
    .sort((a, b) => b.orders - a.orders || a.method.localeCompare(b.method));
  return {
    kind: 'payments',
    title: REPORT_TITLES.payments,
    columns,
    rows,
    totals: summed(columns, rows, 'Total'),
    chart: { label: 'method', series: ['orders'], style: 'bars' },
  };
}

// ---- Items and categories ----------------------------------------------------------------------

function linesReport(kind: 'items' | 'categories', groups: readonly LineGroup[], orders: number): ReportTable {
  const label = kind === 'items' ? 'Item' : 'Category';
  const columns = [
    column('name', label, 'text'),
    column('quantity', 'Quantity', 'count'),
    column('orders', 'Orders', 'count'),
    column('value_paise', 'Value', 'money'),
  ];
  const rows = groups
    .map((group) => ({
      name: group.name,
      quantity: group.quantity,
      orders: group.orders,
      value_paise: group.value_paise,
    }))
    .sort((a, b) => b.value_paise - a.value_paise || b.quantity - a.quantity || a.name.localeCompare(b.name));
  const totals = summed(columns, rows, 'Total');
  // An order with two items of the list is one order.
  totals.orders = orders;
  return {
    kind,
    title: REPORT_TITLES[kind],
    columns,
    rows,
    totals,
    chart: { label: 'name', series: ['value_paise'], style: 'bars' },
  };
}

// ---- Cancellations -----------------------------------------------------------------------------

export type CalledOffBy = 'customer' | 'store' | 'payment expiry';

/** Who called the order off: the store rejects; a cancellation is the customer's unless the payment's hold ran out. */
export function calledOffBy(order: Pick<CalledOffGroup, 'status' | 'cancel_reason'>): CalledOffBy {
  if (order.status === 'rejected') return 'store';
  return order.cancel_reason === PAYMENT_EXPIRY_REASON ? 'payment expiry' : 'customer';
}

function cancellationsReport(groups: readonly CalledOffGroup[]): ReportTable {
  const columns = [
    column('by', 'Called off by', 'text'),
    column('reason', 'Reason', 'text'),
    column('before_acceptance', 'Before acceptance', 'count'),
    column('after_acceptance', 'After acceptance', 'count'),
    column('orders', 'Orders', 'count'),
    column('value_paise', 'Value', 'money'),
  ];
  const rows = [...groupBy(groups, (group) => `${calledOffBy(group)}\u0000${group.cancel_reason ?? ''}`)]
    .map(([, of]) => {
      const first = of[0] as CalledOffGroup;
      const orders = sum(of.map((group) => group.orders));
      const accepted = sum(of.filter((group) => group.accepted).map((group) => group.orders));
      return {
        by: calledOffBy(first),
        reason: first.cancel_reason || 'No reason given',
        before_acceptance: orders - accepted,
        after_acceptance: accepted,
        orders,
        value_paise: sum(of.map((group) => group.value_paise)),
      };
    })
    .sort((a, b) => b.orders - a.orders || a.by.localeCompare(b.by) || a.reason.localeCompare(b.reason));
  return {
    kind: 'cancellations',
    title: REPORT_TITLES.cancellations,
    columns,
    rows,
    totals: summed(columns, rows, 'Total'),
    chart: { label: 'reason', series: ['before_acceptance', 'after_acceptance'], style: 'bars' },
  };
}

// ---- Service times -----------------------------------------------------------------------------

const NO_LEG: LegTimes = { median: null, p90: null };

function serviceFigures(group: Omit<ServiceGroup, 'bucket'> | undefined): ReportRow {
  const figures: ReportRow = { orders: group?.orders ?? 0, late: group?.late ?? 0 };
  for (const leg of SERVICE_LEGS) {
    const times = group?.legs[leg] ?? NO_LEG;
    figures[`${leg}_median`] = times.median;
    figures[`${leg}_p90`] = times.p90;
  }
  return figures;
}

function serviceReport(
  range: DayRange,
  grain: Grain,
  groups: readonly ServiceGroup[],
  total: Omit<ServiceGroup, 'bucket'>,
): ReportTable {
  const columns = [
    column('period', 'Period', 'text'),
    column('orders', 'Orders', 'count'),
    column('accept_median', 'Placed to accepted, median', 'duration'),
    column('accept_p90', 'Placed to accepted, 90%', 'duration'),
    column('pack_median', 'Accepted to ready, median', 'duration'),
    column('pack_p90', 'Accepted to ready, 90%', 'duration'),
    column('pickup_median', 'Ready to picked up, median', 'duration'),
    column('pickup_p90', 'Ready to picked up, 90%', 'duration'),
    column('deliver_median', 'Picked up to delivered, median', 'duration'),
    column('deliver_p90', 'Picked up to delivered, 90%', 'duration'),
    column('late', 'Later than promised', 'count'),
  ];
  const rows = byBucket(range, grain, groups).map(([bucket, of]) => ({
    period: bucketLabel(bucket, grain),
    // One group per bucket: the medians of a bucket are its own orders', never a sum of others.
    ...serviceFigures(of[0]),
  }));
  return {
    kind: 'service',
    title: REPORT_TITLES.service,
    columns,
    rows,
    totals: { period: 'All orders', ...serviceFigures(total) },
    chart: {
      label: 'period',
      series: ['accept_median', 'pack_median', 'pickup_median', 'deliver_median'],
      style: 'lines',
    },
  };
}

// ---- Coupons -----------------------------------------------------------------------------------

function couponsReport(groups: readonly CouponGroup[]): ReportTable {
  const columns = [
    column('code', 'Coupon', 'text'),
    column('uses', 'Uses', 'count'),
    column('orders', 'Orders', 'count'),
    column('discount_paise', 'Discount given', 'money'),
    column('net_paise', 'Net sales', 'money'),
  ];
  const rows = groups
    .map((group) => ({
      code: group.code,
      uses: group.uses,
      orders: group.orders,
      discount_paise: group.discount_paise,
      net_paise: group.total_paise,
    }))
    .sort((a, b) => b.orders - a.orders || a.code.localeCompare(b.code));
  return {
    kind: 'coupons',
    title: REPORT_TITLES.coupons,
    columns,
    rows,
    totals: summed(columns, rows, 'Total'),
    chart: { label: 'code', series: ['discount_paise', 'net_paise'], style: 'bars' },
  };
}

// ---- Delivery partners -------------------------------------------------------------------------

function partnerFigures(times: PartnerTimes) {
  return {
    assigned: times.assigned,
    deliveries: times.deliveries,
    pickup_median: times.pickup.median,
    pickup_p90: times.pickup.p90,
    deliver_median: times.deliver.median,
    deliver_p90: times.deliver.p90,
  };
}

const CARRIER_NAMES: Record<PartnerGroup['carrier'], string> = {
  partner: 'Delivery partner',
  store_rider: "Store's rider",
};

function partnersReport(groups: readonly PartnerGroup[], total: PartnerTimes): ReportTable {
  const columns = [
    column('partner', 'Delivered by', 'text'),
    column('carrier', 'As', 'text'),
    column('assigned', 'Assigned', 'count'),
    column('deliveries', 'Delivered', 'count'),
    column('pickup_median', 'Assigned to picked up, median', 'duration'),
    column('pickup_p90', 'Assigned to picked up, 90%', 'duration'),
    column('deliver_median', 'Picked up to delivered, median', 'duration'),
    column('deliver_p90', 'Picked up to delivered, 90%', 'duration'),
  ];
  const rows = groups
    .map((group) => ({ partner: group.name, carrier: CARRIER_NAMES[group.carrier], ...partnerFigures(group) }))
    .sort((a, b) => b.deliveries - a.deliveries || a.partner.localeCompare(b.partner));
  return {
    kind: 'partners',
    title: REPORT_TITLES.partners,
    columns,
    rows,
    totals: { partner: 'Everyone', carrier: '', ...partnerFigures(total) },
    chart: { label: 'partner', series: ['deliveries'], style: 'bars' },
  };
}

// ---- Messages ----------------------------------------------------------------------------------

const MESSAGE_CHANNEL_NAMES: Record<MessageGroup['channel'], string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
};

/** Per period: each channel's messages sent and failed, and those delivered over all channels. */
function messagesReport(range: DayRange, grain: Grain, groups: readonly MessageGroup[]): ReportTable {
  const channels = Object.keys(MESSAGE_CHANNEL_NAMES) as MessageGroup['channel'][];
  const columns = [
    column('period', 'Period', 'text'),
    ...channels.flatMap((channel) => [
      column(`${channel}_sent`, `${MESSAGE_CHANNEL_NAMES[channel]} sent`, 'count'),
      column(`${channel}_failed`, `${MESSAGE_CHANNEL_NAMES[channel]} failed`, 'count'),
    ]),
    column('delivered', 'Delivered (with a receipt)', 'count'),
  ];
  const bucketed = groups.map((group) => ({ ...group, bucket: bucketOf(group.day, grain) }));
  const rows = byBucket(range, grain, bucketed).map(([bucket, of]) => {
    const count = (test: (group: MessageGroup) => boolean) => sum(of.filter(test).map((group) => group.count));
    const row: ReportRow = { period: bucketLabel(bucket, grain) };
    for (const channel of channels) {
      row[`${channel}_sent`] = count((group) => group.channel === channel && group.status === 'sent');
      row[`${channel}_failed`] = count((group) => group.channel === channel && group.status === 'failed');
    }
    row.delivered = count((group) => group.status === 'delivered');
    return row;
  });
  return {
    kind: 'messages',
    title: REPORT_TITLES.messages,
    columns,
    rows,
    totals: summed(columns, rows, 'All days'),
    chart: { label: 'period', series: ['sms_sent', 'whatsapp_sent', 'email_sent', 'sms_failed'], style: 'bars' },
  };
}

/** The report of its facts. */
export function buildReport(facts: ReportFacts): ReportTable {
  switch (facts.kind) {
    case 'sales':
      return salesReport(facts.range, facts.grain, facts.groups);
    case 'payments':
      return paymentsReport(facts.groups);
    case 'orders':
      return ordersReport(facts.range, facts.grain, facts.buckets, facts.total);
    case 'items':
    case 'categories':
      return linesReport(facts.kind, facts.groups, facts.orders);
    case 'cancellations':
      return cancellationsReport(facts.groups);
    case 'service':
      return serviceReport(facts.range, facts.grain, facts.groups, facts.total);
    case 'coupons':
      return couponsReport(facts.groups);
    case 'partners':
      return partnersReport(facts.groups, facts.total);
    case 'messages':
      return messagesReport(facts.range, facts.grain, facts.groups);
  }
}
