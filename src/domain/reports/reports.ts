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
// Pure.
import type { OrderStatusName } from '../orders/order-flow.ts';
import { type OrderPaymentMethod, PAYMENT_EXPIRY_REASON } from '../orders/payments.ts';
import { averagePaise, median, percentile, secondsBetween, sum } from './figures.ts';
import { bucketLabel, bucketOf, bucketsOf, type DayRange, type Grain, shopDayOf } from './ranges.ts';

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
  partners: 'Delivery partners',
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

export interface OrderFact {
  id: number;
  store_id: number;
  user_id: number;
  mode: 'DELIVERY' | 'SELFPICKUP';
  status: OrderStatusName;
  payment_method: OrderPaymentMethod;
  payment_provider: string | null;
  created_at: string;
  subtotal_paise: number;
  discount_paise: number;
  delivery_charge_paise: number;
  tip_paise: number;
  wallet_used_paise: number;
  total_paise: number;
  coupon_code: string | null;
  cancel_reason: string | null;
  /** The order's steps in time order (order_status_events). */
  events: readonly { status: OrderStatusName; at: string }[];
  /** When this customer's first placed order ever was created (this order's own when it is the first). */
  first_order_at: string;
  /** Coupon uses the order holds (coupon_redemptions rows). */
  coupon_uses: number;
  /** Given back to the wallet (wallet_transactions of kind 'refund'). */
  refund_wallet_paise: number;
  /** Sent back through the payment provider (payment_refunds to the source). */
  refund_provider_paise: number;
  /** The store's promised delivery time in minutes, or null. */
  promise_minutes: number | null;
  partner: {
    id: number;
    name: string;
    assigned_at: string;
    picked_up_at: string | null;
    delivered_at: string | null;
  } | null;
}

export interface LineFact {
  order_id: number;
  /** 'item:12' or 'combo:3'. */
  key: string;
  name: string;
  category: string;
  quantity: number;
  value_paise: number;
}

export interface ReportFacts {
  range: DayRange;
  grain: Grain;
  orders: readonly OrderFact[];
  lines: readonly LineFact[];
}

const CALLED_OFF: readonly OrderStatusName[] = ['cancelled', 'rejected'];

function wasPlaced(order: Pick<OrderFact, 'events'>): boolean {
  return order.events.some((event) => event.status === 'placed');
}

function isCalledOff(order: Pick<OrderFact, 'status'>): boolean {
  return CALLED_OFF.includes(order.status);
}

/** Placed and not called off: what the shop sold. */
function isKept(order: Pick<OrderFact, 'events' | 'status'>): boolean {
  return wasPlaced(order) && !isCalledOff(order);
}

function stepAt(order: OrderFact, status: OrderStatusName): string | null {
  return order.events.find((event) => event.status === status)?.at ?? null;
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

/** The sales figures of a set of orders (only the placed ones count). */
export function salesOf(orders: readonly OrderFact[]): SalesFigures {
  const placed = orders.filter(wasPlaced);
  const calledOff = placed.filter(isCalledOff);
  const billed = sum(placed.map((order) => order.total_paise));
  const calledOffPaise = sum(calledOff.map((order) => order.total_paise));
  return {
    orders: placed.length,
    gross_paise: sum(placed.map((order) => order.subtotal_paise)),
    discount_paise: sum(placed.map((order) => order.discount_paise)),
    delivery_paise: sum(placed.map((order) => order.delivery_charge_paise)),
    tips_paise: sum(placed.map((order) => order.tip_paise)),
    billed_paise: billed,
    called_off_paise: calledOffPaise,
    refund_wallet_paise: sum(placed.map((order) => order.refund_wallet_paise)),
    refund_provider_paise: sum(placed.map((order) => order.refund_provider_paise)),
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

function byBucket(facts: ReportFacts): Map<string, OrderFact[]> {
  const groups = groupBy(facts.orders, (order) => bucketOf(shopDayOf(order.created_at), facts.grain));
  return new Map(bucketsOf(facts.range, facts.grain).map((bucket) => [bucket, groups.get(bucket) ?? []]));
}

function salesReport(facts: ReportFacts): ReportTable {
  const rows = [...byBucket(facts)].map(([bucket, orders]) => ({
    period: bucketLabel(bucket, facts.grain),
    ...salesOf(orders),
  }));
  return {
    kind: 'sales',
    title: REPORT_TITLES.sales,
    columns: SALES_COLUMNS,
    rows,
    totals: { period: 'Total', ...salesOf(facts.orders) },
    chart: { label: 'period', series: ['net_paise', 'discount_paise', 'called_off_paise'], style: 'bars' },
  };
}

// ---- Orders and customers ----------------------------------------------------------------------

/** The customer's first placed order ever. */
function isFirstOrder(order: Pick<OrderFact, 'first_order_at' | 'created_at'>): boolean {
  return order.first_order_at === order.created_at;
}

function ordersFigures(orders: readonly OrderFact[]) {
  const placed = orders.filter(wasPlaced);
  // New: the customer's first order ever is among these; returning: every other customer of these.
  const newcomers = new Set(placed.filter(isFirstOrder).map((order) => order.user_id));
  const customers = new Set(placed.map((order) => order.user_id));
  const billed = sum(placed.map((order) => order.total_paise));
  return {
    orders: placed.length,
    kept: placed.filter((order) => !isCalledOff(order)).length,
    billed_paise: billed,
    average_paise: averagePaise(billed, placed.length),
    new_customers: newcomers.size,
    returning_customers: customers.size - newcomers.size,
  };
}

function ordersReport(facts: ReportFacts): ReportTable {
  const columns = [
    column('period', 'Period', 'text'),
    column('orders', 'Orders', 'count'),
    column('kept', 'Not called off', 'count'),
    column('billed_paise', 'Billed', 'money'),
    column('average_paise', 'Average basket', 'money'),
    column('new_customers', 'New customers', 'count'),
    column('returning_customers', 'Returning customers', 'count'),
  ];
  const rows = [...byBucket(facts)].map(([bucket, orders]) => ({
    period: bucketLabel(bucket, facts.grain),
    ...ordersFigures(orders),
  }));
  // A customer counted in two periods is one customer of the range: the totals count people once.
  return {
    kind: 'orders',
    title: REPORT_TITLES.orders,
    columns,
    rows,
    totals: { period: 'Total', ...ordersFigures(facts.orders) },
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
function paymentLabel(order: Pick<OrderFact, 'payment_method' | 'payment_provider'>): string {
  const words = METHOD_WORDS[order.payment_method];
  return order.payment_provider && order.payment_method.startsWith('ONLINE')
    ? `${words} (${order.payment_provider})`
    : words;
}

function paymentsReport(facts: ReportFacts): ReportTable {
  const columns = [
    column('method', 'Paid by', 'text'),
    column('orders', 'Orders', 'count'),
    column('billed_paise', 'Billed', 'money'),
    column('wallet_paise', 'From wallet', 'money'),
    column('net_paise', 'Net sales', 'money'),
  ];
  const placed = facts.orders.filter(wasPlaced);
  const rows = [...groupBy(placed, paymentLabel)]
    .map(([method, orders]) => {
      const sales = salesOf(orders);
      return {
        method,
        orders: orders.length,
        billed_paise: sales.billed_paise,
        wallet_paise: sum(orders.map((order) => order.wallet_used_paise)),
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

function keptLines(facts: ReportFacts): LineFact[] {
  const kept = new Set(facts.orders.filter(isKept).map((order) => order.id));
  return facts.lines.filter((line) => kept.has(line.order_id));
}

function linesReport(
  facts: ReportFacts,
  kind: 'items' | 'categories',
  keyOf: (line: LineFact) => string,
  nameOf: (line: LineFact) => string,
): ReportTable {
  const label = kind === 'items' ? 'Item' : 'Category';
  const columns = [
    column('name', label, 'text'),
    column('quantity', 'Quantity', 'count'),
    column('orders', 'Orders', 'count'),
    column('value_paise', 'Value', 'money'),
  ];
  const rows = [...groupBy(keptLines(facts), keyOf)]
    .map(([, lines]) => ({
      name: nameOf(lines[0] as LineFact),
      quantity: sum(lines.map((line) => line.quantity)),
      orders: new Set(lines.map((line) => line.order_id)).size,
      value_paise: sum(lines.map((line) => line.value_paise)),
    }))
    .sort((a, b) => b.value_paise - a.value_paise || b.quantity - a.quantity || a.name.localeCompare(b.name));
  const totals = summed(columns, rows, 'Total');
  // An order with two items of the list is one order.
  totals.orders = new Set(keptLines(facts).map((line) => line.order_id)).size;
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
export function calledOffBy(order: Pick<OrderFact, 'status' | 'cancel_reason'>): CalledOffBy {
  if (order.status === 'rejected') return 'store';
  return order.cancel_reason === PAYMENT_EXPIRY_REASON ? 'payment expiry' : 'customer';
}

function cancellationsReport(facts: ReportFacts): ReportTable {
  const columns = [
    column('by', 'Called off by', 'text'),
    column('reason', 'Reason', 'text'),
    column('before_acceptance', 'Before acceptance', 'count'),
    column('after_acceptance', 'After acceptance', 'count'),
    column('orders', 'Orders', 'count'),
    column('value_paise', 'Value', 'money'),
  ];
  const calledOff = facts.orders.filter(isCalledOff);
  const rows = [...groupBy(calledOff, (order) => `${calledOffBy(order)}\u0000${order.cancel_reason ?? ''}`)]
    .map(([, orders]) => {
      const first = orders[0] as OrderFact;
      const accepted = orders.filter((order) => order.events.some((event) => event.status === 'accepted'));
      return {
        by: calledOffBy(first),
        reason: first.cancel_reason || 'No reason given',
        before_acceptance: orders.length - accepted.length,
        after_acceptance: accepted.length,
        orders: orders.length,
        value_paise: sum(orders.map((order) => order.total_paise)),
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

/** The four legs of an order's journey, in seconds (null where the order did not take that leg). */
function serviceLegs(order: OrderFact): {
  accept: number | null;
  pack: number | null;
  pickup: number | null;
  deliver: number | null;
} {
  const ready = stepAt(order, 'ready_for_pickup');
  const pickedUp = order.mode === 'DELIVERY' ? stepAt(order, 'on_the_way') : stepAt(order, 'collected');
  return {
    accept: secondsBetween(stepAt(order, 'placed'), stepAt(order, 'accepted')),
    pack: secondsBetween(stepAt(order, 'accepted'), ready),
    pickup: secondsBetween(ready, pickedUp),
    deliver: order.mode === 'DELIVERY' ? secondsBetween(pickedUp, stepAt(order, 'delivered')) : null,
  };
}

/** Fulfilled later than the store's promise: placed to delivered (or collected) beyond its minutes. */
function isLate(order: OrderFact): boolean {
  if (order.promise_minutes === null) return false;
  const done = stepAt(order, order.mode === 'DELIVERY' ? 'delivered' : 'collected');
  const took = secondsBetween(stepAt(order, 'placed'), done);
  return took !== null && took > order.promise_minutes * 60;
}

function serviceFigures(orders: readonly OrderFact[]) {
  const legs = orders.filter(wasPlaced).map(serviceLegs);
  const of = (leg: keyof ReturnType<typeof serviceLegs>) =>
    legs.map((row) => row[leg]).filter((value): value is number => value !== null);
  const figures: ReportRow = {
    orders: orders.filter(wasPlaced).length,
    late: orders.filter((order) => wasPlaced(order) && isLate(order)).length,
  };
  for (const leg of ['accept', 'pack', 'pickup', 'deliver'] as const) {
    figures[`${leg}_median`] = median(of(leg));
    figures[`${leg}_p90`] = percentile(of(leg), 90);
  }
  return figures;
}

function serviceReport(facts: ReportFacts): ReportTable {
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
  const rows = [...byBucket(facts)].map(([bucket, orders]) => ({
    period: bucketLabel(bucket, facts.grain),
    ...serviceFigures(orders),
  }));
  return {
    kind: 'service',
    title: REPORT_TITLES.service,
    columns,
    rows,
    totals: { period: 'All orders', ...serviceFigures(facts.orders) },
    chart: {
      label: 'period',
      series: ['accept_median', 'pack_median', 'pickup_median', 'deliver_median'],
      style: 'lines',
    },
  };
}

// ---- Coupons -----------------------------------------------------------------------------------

function couponsReport(facts: ReportFacts): ReportTable {
  const columns = [
    column('code', 'Coupon', 'text'),
    column('uses', 'Uses', 'count'),
    column('orders', 'Orders', 'count'),
    column('discount_paise', 'Discount given', 'money'),
    column('net_paise', 'Net sales', 'money'),
  ];
  const withCoupon = facts.orders.filter((order) => isKept(order) && order.coupon_code !== null);
  const rows = [...groupBy(withCoupon, (order) => order.coupon_code ?? '')]
    .map(([code, orders]) => ({
      code,
      uses: sum(orders.map((order) => order.coupon_uses)),
      orders: orders.length,
      discount_paise: sum(orders.map((order) => order.discount_paise)),
      net_paise: sum(orders.map((order) => order.total_paise)),
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

function partnerFigures(orders: readonly OrderFact[]) {
  const delivered = orders.filter((order) => order.partner?.delivered_at);
  const toPickUp = orders
    .map((order) => secondsBetween(order.partner?.assigned_at, order.partner?.picked_up_at))
    .filter((value): value is number => value !== null);
  const toDeliver = delivered
    .map((order) => secondsBetween(order.partner?.picked_up_at, order.partner?.delivered_at))
    .filter((value): value is number => value !== null);
  return {
    assigned: orders.length,
    deliveries: delivered.length,
    pickup_median: median(toPickUp),
    pickup_p90: percentile(toPickUp, 90),
    deliver_median: median(toDeliver),
    deliver_p90: percentile(toDeliver, 90),
  };
}

function partnersReport(facts: ReportFacts): ReportTable {
  const columns = [
    column('partner', 'Partner', 'text'),
    column('assigned', 'Assigned', 'count'),
    column('deliveries', 'Delivered', 'count'),
    column('pickup_median', 'Assigned to picked up, median', 'duration'),
    column('pickup_p90', 'Assigned to picked up, 90%', 'duration'),
    column('deliver_median', 'Picked up to delivered, median', 'duration'),
    column('deliver_p90', 'Picked up to delivered, 90%', 'duration'),
  ];
  const withPartner = facts.orders.filter((order) => order.partner !== null);
  const rows = [...groupBy(withPartner, (order) => String(order.partner?.id))]
    .map(([, orders]) => ({ partner: orders[0]?.partner?.name ?? '', ...partnerFigures(orders) }))
    .sort((a, b) => b.deliveries - a.deliveries || a.partner.localeCompare(b.partner));
  return {
    kind: 'partners',
    title: REPORT_TITLES.partners,
    columns,
    rows,
    totals: { partner: 'All partners', ...partnerFigures(withPartner) },
    chart: { label: 'partner', series: ['deliveries'], style: 'bars' },
  };
}

/** One report of the facts. */
export function buildReport(kind: ReportKind, facts: ReportFacts): ReportTable {
  switch (kind) {
    case 'sales':
      return salesReport(facts);
    case 'orders':
      return ordersReport(facts);
    case 'payments':
      return paymentsReport(facts);
    case 'items':
      return linesReport(
        facts,
        'items',
        (line) => line.key,
        (line) => line.name,
      );
    case 'categories':
      return linesReport(
        facts,
        'categories',
        (line) => line.category,
        (line) => line.category,
      );
    case 'cancellations':
      return cancellationsReport(facts);
    case 'service':
      return serviceReport(facts);
    case 'coupons':
      return couponsReport(facts);
    case 'partners':
      return partnersReport(facts);
  }
}
