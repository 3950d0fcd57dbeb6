// The customers list's rules (decision 0327): what a search means, money as the list shows it, and
// the CSV's cells made safe for a spreadsheet.
import { describe, expect, it } from 'vitest';
import { customerListCsv, customerMoney, customerSearchOf } from '../../../../src/domain/staff/customer-list.ts';

describe('the customers list', () => {
  it('searches text in lower case, and a typed number by its digits (the last 10)', () => {
    expect(customerSearchOf('  ')).toBeNull();
    expect(customerSearchOf(' Asha ')).toEqual({ text: 'asha', digits: null });
    expect(customerSearchOf('+91 98000 00001')).toEqual({ text: '+91 98000 00001', digits: '9800000001' });
    expect(customerSearchOf('98')).toEqual({ text: '98', digits: null });
    // Digits inside an e-mail are the e-mail's, not a phone number.
    expect(customerSearchOf('asha123@example.in')?.digits).toBeNull();
  });

  it('writes money in rupees with Indian grouping', () => {
    expect(customerMoney(0)).toBe('₹0.00');
    expect(customerMoney(12345650)).toBe('₹1,23,456.50');
  });

  it('writes the CSV with phones as text, rupees as numbers and formulas neutralised', () => {
    const csv = customerListCsv([
      {
        id: 1,
        name: '=cmd|"/c calc"!A1',
        phone: '+919800000001',
        email: '@evil',
        orders: 2,
        last_order_at: '2026-11-02T06:30:00.000Z',
        spent_paise: 45050,
      },
      { id: 2, name: 'Asha;+SUM(A1)', phone: null, email: null, orders: 0, last_order_at: null, spent_paise: 0 },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe(`"'=cmd|""/c calc""!A1",98000 00001,'@evil,2,2026-11-02 12:00,450.5`);
    expect(lines[2]).toBe(`Asha;'+SUM(A1),,,0,,0`);
  });
});
