// Every code of the server's words (src/server/said.ts SAID, merged from the tables of
// src/server/said/ and the domain's own) has words in every language the shop ships: English in the
// table, Marathi in seed/essentials/labels-said.ts, each with the same {placeholders}, and each
// reaches the labels every shop is seeded with (decision 0308).
import { describe, expect, it } from 'vitest';
import { SAID, type SaidKey } from '../../../../src/server/said.ts';
import { SAID_TEXTS_MR } from '../../../../src/server/seed/essentials/labels-said.ts';
import { languageRows } from '../../../../src/server/seed/essentials/labels.ts';
import { ACCOUNT_WORDS } from '../../../../src/server/said/accounts.ts';
import { CATALOGUE_WORDS } from '../../../../src/server/said/catalogue.ts';
import { EDGE_WORDS } from '../../../../src/server/said/edge.ts';
import { ORDER_WORDS } from '../../../../src/server/said/orders.ts';
import { PARTNER_WORDS } from '../../../../src/server/said/partners.ts';
import { PAYMENT_WORDS } from '../../../../src/server/said/payments.ts';
import { STAFF_WORDS } from '../../../../src/server/said/staff.ts';
import { STAFF_CATALOGUE_WORDS } from '../../../../src/server/said/staff-catalogue.ts';
import { STAFF_CONTENT_WORDS } from '../../../../src/server/said/staff-content.ts';
import { PRINTING_WORDS } from '../../../../src/server/said/printing.ts';
import { STAFF_ORDER_WORDS } from '../../../../src/server/said/staff-orders.ts';
import { FIELD_WORDS } from '../../../../src/domain/api/field-words.ts';
import { ALERT_TEXTS } from '../../../../src/domain/notifications/notifications.ts';
import { SLOT_TEMPLATE_WORDS, SLOT_WORDS } from '../../../../src/domain/slots/slots.ts';
import { TOPUP_WORDS } from '../../../../src/domain/orders/payments.ts';
import { FARM_FORM_WORDS } from '../../../../src/domain/staff/farm-visit.ts';
import { PUSH_WORDS } from '../../../../src/domain/notifications/push.ts';
import { RANGE_WORDS } from '../../../../src/domain/reports/ranges.ts';
import { CONSENT_WORDS } from '../../../../src/domain/staff/call-consent.ts';
import { MEDIA_WORDS } from '../../../../src/domain/media/media.ts';
import { CODE_WORDS } from '../../../../src/domain/staff/delivery-partners.ts';
import { STAFF_ACCOUNT_WORDS } from '../../../../src/domain/staff/staff-accounts.ts';
import { COUPON_RULE_WORDS } from '../../../../src/domain/staff/coupon-rules.ts';
import { HOURS_WORDS } from '../../../../src/domain/stores/opening-hours.ts';
import { STORE_SETTING_WORDS } from '../../../../src/domain/stores/store-settings.ts';
import { WORDS_RULE_WORDS } from '../../../../src/domain/staff/shop-words.ts';
import { FIELD_RULE_WORDS } from '../../../../src/domain/field-rules.ts';
import { AREA_RULE_WORDS } from '../../../../src/domain/areas/areas.ts';
import { HOME_RULE_WORDS } from '../../../../src/domain/home/home-composition.ts';
import { UNIT_RULE_WORDS } from '../../../../src/domain/catalogue/units.ts';
import { BULK_PRICE_WORDS } from '../../../../src/domain/catalogue/bulk-prices.ts';

const TABLES: Record<string, Readonly<Record<string, string>>> = {
  ALERT_TEXTS,
  FIELD_WORDS,
  SLOT_WORDS,
  TOPUP_WORDS,
  FARM_FORM_WORDS,
  PUSH_WORDS,
  RANGE_WORDS,
  CONSENT_WORDS,
  MEDIA_WORDS,
  CODE_WORDS,
  STAFF_ACCOUNT_WORDS,
  COUPON_RULE_WORDS,
  HOURS_WORDS,
  STORE_SETTING_WORDS,
  SLOT_TEMPLATE_WORDS,
  WORDS_RULE_WORDS,
  FIELD_RULE_WORDS,
  AREA_RULE_WORDS,
  HOME_RULE_WORDS,
  UNIT_RULE_WORDS,
  BULK_PRICE_WORDS,
  ACCOUNT_WORDS,
  CATALOGUE_WORDS,
  ORDER_WORDS,
  PAYMENT_WORDS,
  PARTNER_WORDS,
  STAFF_WORDS,
  STAFF_ORDER_WORDS,
  STAFF_CATALOGUE_WORDS,
  STAFF_CONTENT_WORDS,
  PRINTING_WORDS,
  EDGE_WORDS,
};

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]))].sort();
const keys = Object.keys(SAID) as SaidKey[];

describe('the server’s words', () => {
  it('has words in English and Marathi for every code, with the same {placeholders}', () => {
    const marathi: Readonly<Record<string, string | undefined>> = SAID_TEXTS_MR;
    const wrong = keys.filter((key) => {
      const mr = marathi[key];
      return (
        SAID[key].trim() === '' || !mr || mr.trim() === '' || placeholders(mr).join() !== placeholders(SAID[key]).join()
      );
    });
    expect(wrong).toEqual([]);
    expect(Object.keys(SAID_TEXTS_MR).sort()).toEqual([...keys].sort());
  });

  it('seeds every code as a label of every language the shop ships', () => {
    const rows = languageRows();
    expect(rows.map((row) => row.code)).toEqual(['en', 'mr']);
    for (const row of rows) {
      const labels = JSON.parse(row.labels) as Record<string, string>;
      expect(
        keys.filter((key) => !labels[key]?.trim()),
        row.code,
      ).toEqual([]);
    }
  });

  it('keeps each code in one table, and each sentence under one code', () => {
    const tabled = Object.values(TABLES).flatMap((table) => Object.keys(table));
    expect(tabled.length).toBe(keys.length);
    expect(new Set(tabled).size).toBe(keys.length);
    const byWords = new Map<string, string[]>();
    for (const key of keys) byWords.set(SAID[key], [...(byWords.get(SAID[key]) ?? []), key]);
    const shared = [...byWords.values()].filter((codes) => codes.length > 1).map((codes) => codes.join(' '));
    // The same English with other words in Marathi: a membership bought or extended (their titles
    // differ), and an order's status against its step ("delivered": pohochaleli, pohochavane).
    expect(shared.sort()).toEqual(
      [
        'saidAlertMembershipActive saidAlertMembershipExtended',
        'saidStatusAccepted saidStepAccept',
        'saidStatusCancelled saidStepCancel',
        'saidStatusDelivered saidStepDeliver',
        'saidStatusRejected saidStepReject',
      ].sort(),
    );
  });
});
