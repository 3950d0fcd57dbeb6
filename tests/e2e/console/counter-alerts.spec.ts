// The counter's alerts on the live queue: the new-order sound is on by default and stays as the
// counter set it across reloads; while the browser holds sound back the queue says so with the one
// button that allows it, and the counter's first tap anywhere (an Accept) does its own work before
// the notice leaves; and a delivery order ready without a partner for longer than the shop's
// riderWaitAlertMinutes is alerted at the top and on its card (src/domain/staff/rider-wait.ts). In
// the member's console language (decision 0345).
import { ROHAN } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';
import { expect, type StaffSignIn, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { wordPattern } from '../helpers/console-words.ts';
import { openDatabaseOf } from '../support/server.ts';

async function counter(staffAs: StaffSignIn, viewport = { width: 1280, height: 800 }, held = false) {
  const { context, page } = await staffAs('counter', { viewport });
  if (held)
    // The browser's autoplay rule, as on a device whose page was never tapped: sound stays
    // suspended until resume() is called from a tap.
    await context.addInitScript(() => {
      const Real = window.AudioContext;
      window.AudioContext = class extends Real {
        held = true;
        override get state(): AudioContextState {
          return this.held ? 'suspended' : super.state;
        }
        override resume(): Promise<void> {
          const resumed = super.resume().then(() => {
            this.held = false;
          });
          // Seen by a test that waits for what a tap's resume() set going to have shown on the page.
          (window as unknown as { lastResume?: Promise<void> }).lastResume = resumed;
          return resumed;
        }
      };
    });
  await page.goto('/staff');
  await islandHydrated(page, 'StaffQueue');
  return { context, page };
}

test.describe('the counter is alerted', () => {
  test.use({ ownServerEnv: {} });

  test('the new-order sound is on by default, kept across reloads, and a held-back sound is allowed with one tap', async ({
    staffAs,
    say,
    screenPath,
  }) => {
    const { context, page } = await counter(staffAs);
    const sound = page.getByRole('button', { name: say('consoleQueueSound') });
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await islandHydrated(page, 'StaffQueue');
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await islandHydrated(page, 'StaffQueue');
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await context.close();

    const phone = await counter(staffAs, { width: 390, height: 844 }, true);
    const alert = phone.page.getByRole('alert').filter({ hasText: say('consoleQueueSoundHeld') });
    await expect(alert).toBeVisible();
    const allow = alert.getByRole('button', { name: say('consoleQueueAllowSound') });
    const box = await allow.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.page.screenshot({ path: screenPath('console-queue-sound-390') });
    await allow.click();
    await expect(alert).toHaveCount(0);
    const phoneSound = phone.page.getByRole('button', { name: say('consoleQueueSound') });
    await expect(phoneSound).toHaveAttribute('aria-pressed', 'true');
    // A reload asks again (the browser's rule is per page load) and the setting is still on.
    await phone.page.reload();
    await islandHydrated(phone.page, 'StaffQueue');
    await expect(alert).toBeVisible();
    await expect(phoneSound).toHaveAttribute('aria-pressed', 'true');
    await phone.context.close();
  });

  test('a delivery order ready for longer than the limit without a rider is alerted at the top and on its card', async ({
    staffAs,
    ownServer,
    say,
    screenPath,
  }) => {
    const db = openDatabaseOf(ownServer.databaseFile);
    try {
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 15_000).toISOString();
      const insert = db.prepare(
        `insert into orders (unique_order_id, user_id, store_id, status, mode, subtotal_paise, total_paise, total_payable_paise, payment_method, created_at, updated_at)
         values (?, ?, 1, 'ready_for_pickup', ?, 18700, 18700, 18700, 'COD', ?, ?)`,
      );
      const event = db.prepare(
        `insert into order_status_events (order_id, status, at) values ((select id from orders where unique_order_id = ?), 'ready_for_pickup', ?)`,
      );
      // Ready 12 minutes ago, waiting for a rider; ready 3 minutes ago; a self-pickup ready 30 minutes ago.
      for (const [id, mode, minutes] of [
        ['FC-E2E-LATE', 'DELIVERY', 12],
        ['FC-E2E-FRESH', 'DELIVERY', 3],
        ['FC-E2E-PICKUP', 'SELFPICKUP', 30],
      ] as const) {
        insert.run(id, ROHAN.id, mode, ago(minutes + 10), ago(minutes));
        event.run(id, ago(minutes));
      }
    } finally {
      db.close();
    }

    // Any order's wait for a rider, as the alert says it (the order's number and minutes vary).
    const waited = (order: string) => say('consoleQueueRiderWaited', { order, minutes: 12 });
    const anyWait = new RegExp(
      wordPattern(say('consoleQueueRiderWaited', { order: '@ORDER@', minutes: '@MINUTES@' }))
        .source.replace('@ORDER@', '\\S+')
        .replace('@MINUTES@', '\\d+'),
    );
    const { context, page } = await counter(staffAs);
    const top = page.getByRole('alert').filter({ hasText: anyWait });
    await expect(top).toHaveText(`⚠ ${waited('FC-E2E-LATE')}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'FC-E2E-LATE' }) });
    await expect(card).toContainText(say('consoleQueueCallPartner', { wait: waited('FC-E2E-LATE') }));
    const fresh = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'FC-E2E-FRESH' }) });
    await expect(fresh).toContainText(say('consoleQueueWaitingPartner'));
    await expect(fresh).not.toContainText(anyWait);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath('console-queue-rider-1280') });
    await context.close();

    const phone = await counter(staffAs, { width: 390, height: 844 });
    await expect(phone.page.getByRole('alert').filter({ hasText: anyWait })).toBeVisible();
    await phone.page.screenshot({ path: screenPath('console-queue-rider-390') });
    await phone.context.close();

    // The limit is the shop's setting: at 30 minutes nothing is over it.
    const settings = openDatabaseOf(ownServer.databaseFile);
    try {
      settings
        .prepare(
          `insert into settings (key, value) values ('riderWaitAlertMinutes', '30') on conflict (key) do update set value = excluded.value`,
        )
        .run();
    } finally {
      settings.close();
    }
    const later = await counter(staffAs);
    await expect(later.page.getByRole('heading', { name: 'FC-E2E-LATE' })).toBeVisible();
    await expect(later.page.getByText(anyWait)).toHaveCount(0);
    await later.context.close();
  });

  // The held-back sound is allowed by the counter's first tap, whatever it is for: the notice leaves
  // after the tap has done its work, never between the finger going down and coming up (the queue
  // would move up under it and the tap would land beside its Accept).
  test('the first tap on Accept, while sound is held back, accepts the order', async ({ staffAs, ownServer, say }) => {
    const db = openDatabaseOf(ownServer.databaseFile);
    try {
      const at = new Date().toISOString();
      db.prepare(
        `insert into orders (unique_order_id, user_id, store_id, status, mode, subtotal_paise, total_paise, total_payable_paise, payment_method, created_at, updated_at)
         values ('FC-E2E-FIRST-TAP', ?, 1, 'placed', 'SELFPICKUP', 12000, 12000, 12000, 'COD', ?, ?)`,
      ).run(ROHAN.id, at, at);
    } finally {
      db.close();
    }
    // A screen tall enough for the card without scrolling: the page does not hold what is in view in place.
    const { context, page } = await counter(staffAs, { width: 1280, height: 1000 }, true);
    const held = page.getByRole('alert').filter({ hasText: say('consoleQueueSoundHeld') });
    await expect(held).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'FC-E2E-FIRST-TAP' }) });
    const accept = card.getByRole('button', { name: say('consoleQueueStepAccept'), exact: true });
    const box = await accept.boundingBox();
    if (!box) throw new Error('Accept has no box');
    // A finger held down, as on a phone, until a resume() the press set going (the browser allows
    // sound from the press on) has settled and the page has drawn what followed it twice.
    await page.evaluate(() => {
      const seen = window as unknown as { lastResume?: Promise<void>; pressSettled?: boolean };
      // On the window, so after the page's own listeners on the document.
      window.addEventListener(
        'pointerdown',
        () =>
          void Promise.resolve(seen.lastResume)
            .then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
            .then(() => {
              seen.pressSettled = true;
            }),
        { once: true },
      );
    });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForFunction(() => (window as unknown as { pressSettled?: boolean }).pressSettled === true);
    await page.mouse.up();
    await expect(card.getByRole('button', { name: say('consoleQueueStepPrepare'), exact: true })).toBeVisible();
    await expect(held).toHaveCount(0);
    await context.close();
  });
});
