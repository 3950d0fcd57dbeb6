// Migration 047_alert_message_codes (decision 0308): alerts stored before they carried a code get
// the code whose title and sentence their words are, its {values} as written; a staff broadcast,
// the shop's own words and an alert already coded are left as they are.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../../../src/server/db/migrations/047_alert_message_codes.ts';
import { ASHA } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';

const AT = '2026-11-20T08:00:00.000Z';

describe.skipIf(!engineAvailable)(`migration 047_alert_message_codes on ${testEngine}`, () => {
  let shop: TestShop;
  const ids: Record<string, number> = {};

  async function alert(key: string, title: string, message: string, code: string | null = null): Promise<void> {
    const { id } = await shop.db
      .insertInto('notifications')
      .values({
        user_id: ASHA.id,
        title,
        message,
        image: null,
        click_action: '/alerts',
        created_at: AT,
        message_code: code,
        message_params: code === null ? null : '{"id":"FC-OLD-9"}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = id;
  }

  async function codeOf(key: string) {
    return shop.db
      .selectFrom('notifications')
      .select(['message_code', 'message_params', 'title', 'message'])
      .where('id', '=', ids[key] ?? 0)
      .executeTakeFirstOrThrow();
  }

  beforeAll(async () => {
    shop = await openTestShop();
    await alert('delivered', 'Delivered', 'Your order FC-OLD-1 was delivered. Enjoy, and tell us how it went.');
    await alert(
      'rejectedWhy',
      'Order not accepted',
      'The store could not take your order FC-OLD-2. The store says: Kothrud is closed right now.',
    );
    await alert('refund', 'Refunded to your wallet', '₹324 paid for order FC-OLD-3 is in your wallet.');
    await alert('broadcast', 'Diwali hours', 'Open till 11 pm.');
    await alert('halfAlert', 'Delivered', 'Thank you for shopping with us.');
    await alert('coded', 'Order accepted', 'The store accepted your order FC-OLD-9.', 'saidAlertAccepted');
    await up(shop.db as unknown as Kysely<unknown>, testEngine);
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('gives an old alert the code of its sentence and its values', async () => {
    expect(await codeOf('delivered')).toMatchObject({
      message_code: 'saidAlertDelivered',
      message_params: JSON.stringify({ id: 'FC-OLD-1' }),
    });
    expect(await codeOf('rejectedWhy')).toMatchObject({
      message_code: 'saidAlertRejectedWhy',
      message_params: JSON.stringify({ id: 'FC-OLD-2', reason: 'Kothrud is closed right now.' }),
    });
    expect(await codeOf('refund')).toMatchObject({
      message_code: 'saidAlertRefundToWallet',
      message_params: JSON.stringify({ amount: '₹324', id: 'FC-OLD-3' }),
    });
  });

  it('leaves words that are no alert’s, and an alert that has its code', async () => {
    expect(await codeOf('broadcast')).toMatchObject({ message_code: null, message_params: null });
    expect(await codeOf('halfAlert')).toMatchObject({ message_code: null, message_params: null });
    expect(await codeOf('coded')).toMatchObject({
      message_code: 'saidAlertAccepted',
      message_params: '{"id":"FC-OLD-9"}',
    });
  });
});
