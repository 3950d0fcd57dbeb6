import { describe, expect, it } from 'vitest';
import { CONSOLE_WORDS, type ConsoleWordKey } from '../../../../src/domain/staff/console-words.ts';
import { matchesText, orderMatches } from '../../../../src/domain/staff/find-order.ts';
import { fillTemplate } from '../../../../src/domain/text.ts';
import { CONSOLE_WORDS_MR } from '../../../../src/server/seed/essentials/labels-console-mr.ts';

const order = { unique_order_id: 'FC-20261129-X7K3Q', customer: { phone: '+919822012345' } };
const noPhone = { unique_order_id: 'FC-20261129-AB123', customer: { phone: null } };

describe('orderMatches', () => {
  it('keeps every order for an empty search or spaces alone', () => {
    expect(orderMatches(order, '')).toBe(true);
    expect(orderMatches(order, '   ')).toBe(true);
  });

  it('finds an order by its whole number or its last characters, in any case, dashes and spaces ignored', () => {
    expect(orderMatches(order, 'FC-20261129-X7K3Q')).toBe(true);
    expect(orderMatches(order, 'x7k3q')).toBe(true);
    expect(orderMatches(order, '3q')).toBe(true);
    expect(orderMatches(order, 'X7K 3Q')).toBe(true);
    expect(orderMatches(order, '20261129-X7K3Q')).toBe(true);
  });

  it('does not find an order by characters in the middle of its number', () => {
    expect(orderMatches(order, 'X7K')).toBe(false);
    expect(orderMatches(noPhone, '2026')).toBe(false);
  });

  it('finds an order by any run of the phone digits, spaces ignored', () => {
    expect(orderMatches(order, '98220')).toBe(true);
    expect(orderMatches(order, '98220 12345')).toBe(true);
    expect(orderMatches(order, '+91 98220')).toBe(true);
    expect(orderMatches(order, '2012')).toBe(true);
    expect(orderMatches(order, '77777')).toBe(false);
  });

  it('finds an order without a phone by its number only', () => {
    expect(orderMatches(noPhone, '123')).toBe(true);
    expect(orderMatches(noPhone, '98220')).toBe(false);
  });

  it('does not read letters as phone digits', () => {
    expect(orderMatches(order, '98a20')).toBe(false);
  });
});

describe('matchesText', () => {
  const sayIn = (words: Readonly<Record<ConsoleWordKey, string>>) => (key: ConsoleWordKey, values: { count: number }) =>
    fillTemplate(words[key], values);

  it('says the count of matches in the console words', () => {
    const say = sayIn(CONSOLE_WORDS);
    expect(matchesText(0, say)).toBe('No order matches');
    expect(matchesText(1, say)).toBe('1 order matches');
    expect(matchesText(2, say)).toBe('2 orders match');
  });

  it('says it in Marathi for a member who reads the console in Marathi', () => {
    const say = sayIn(CONSOLE_WORDS_MR);
    expect(matchesText(0, say)).toBe('एकही ऑर्डर जुळत नाही');
    expect(matchesText(1, say)).toBe('1 ऑर्डर जुळते');
    expect(matchesText(3, say)).toBe('3 ऑर्डर जुळतात');
  });
});
