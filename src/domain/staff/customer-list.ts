// The console's customers list (decision 0327): who ordered, how often, when last and for how much,
// a page at a time, and the same as CSV. A manager's list holds the customers of their stores and
// their figures there only; an admin's every customer. No addresses and no wallet: the list is for
// knowing one's customers, not for reaching their homes. Pure.
import type { OrderStatusName } from '../orders/order-flow.ts';
import { shopDateTimeText } from '../calendar.ts';
import { displayPhone } from '../accounts/phone.ts';
import { writeCsv } from '../catalogue/csv-format.ts';

/** Customers per page of the list. */
export const CUSTOMERS_PAGE = 50;

/**
 * The orders a customer's figures leave out: called off (cancelled, rejected), and an online
 * payment never made (awaiting it, or failed) — nothing was spent on them.
 */
export const NOT_SPENT_STATUSES: readonly OrderStatusName[] = [
  'cancelled',
  'rejected',
  'awaiting_payment',
  'payment_failed',
];

/** What a search looks for: text in the name or e-mail, and digits in the phone (3 or more, the last 10). */
export interface CustomerSearch {
  text: string;
  digits: string | null;
}

/** The search a typed query means, or null for an empty one (the whole list). */
export function customerSearchOf(query: string): CustomerSearch | null {
  const text = query.trim().slice(0, 100);
  if (text === '') return null;
  const digits = text.replace(/\D/g, '');
  return {
    text: text.toLowerCase(),
    digits: digits.length >= 3 && /^[\d\s+()-]+$/.test(text) ? digits.slice(-10) : null,
  };
}

/** One customer as the list shows them. */
export interface CustomerListRow {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  orders: number;
  /** The moment of the last order that counts, or null. */
  last_order_at: string | null;
  spent_paise: number;
}

const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,23,456.50 from paise. */
export function customerMoney(paise: number): string {
  return `₹${RUPEES.format(paise / 100)}`;
}

const CSV_HEADER = ['name', 'phone', 'email', 'orders', 'last_order_ist', 'total_spent_rupees'] as const;

/**
 * The list as CSV (domain/catalogue/csv-format.ts writeCsv: byte-order mark, CRLF, quoting and the
 * formula guard, as a customer's name is theirs to type); phones as the console shows them, so a
 * spreadsheet keeps them as text; money in rupees to the paisa, as a number a spreadsheet sums.
 */
export function customerListCsv(rows: readonly CustomerListRow[]): string {
  return writeCsv(
    CSV_HEADER,
    rows.map((row) => [
      row.name,
      row.phone ? displayPhone(row.phone) : '',
      row.email ?? '',
      row.orders,
      row.last_order_at ? shopDateTimeText(row.last_order_at) : '',
      row.spent_paise / 100,
    ]),
  );
}
