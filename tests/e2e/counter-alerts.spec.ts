// The counter's alerts on the live queue: the new-order sound is on by default and stays as the
// counter set it across reloads; while the browser holds sound back the queue says so with the one
// button that allows it.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { islandHydrated } from './helpers/location.ts';
import { expect, test } from './fixtures.ts';

const KIRAN = { email: 'kiran@farmcart.example.in', password: 'counter-demo-2026' };

async function counter(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }, held = false) {
  const context = await browser.newContext({ baseURL, viewport });
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
        override async resume(): Promise<void> {
          await super.resume();
          this.held = false;
        }
      };
    });
  const page = await context.newPage();
  await page.goto('/staff/login');
  await islandHydrated(page, 'StaffLoginForm');
  await page.getByLabel('E-mail').fill(KIRAN.email);
  await page.getByLabel('Password').fill(KIRAN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await islandHydrated(page, 'StaffQueue');
  return { context, page };
}

async function seriousProblems(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('the counter is alerted', () => {
  test.use({ ownServerEnv: {} });

  test('the new-order sound is on by default, kept across reloads, and a held-back sound is allowed with one tap', async ({
    browser,
    ownServer,
  }) => {
    const { context, page } = await counter(browser, ownServer.baseURL);
    const sound = page.getByRole('button', { name: 'New-order sound' });
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

    const phone = await counter(browser, ownServer.baseURL, { width: 390, height: 844 }, true);
    const alert = phone.page.getByRole('alert').filter({ hasText: 'holding back the new-order sound' });
    await expect(alert).toBeVisible();
    const allow = alert.getByRole('button', { name: 'Allow sound' });
    const box = await allow.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await seriousProblems(phone.page)).toEqual([]);
    await phone.page.screenshot({ path: 'docs/screens/console-queue-sound-390.png' });
    await allow.click();
    await expect(alert).toHaveCount(0);
    await expect(phone.page.getByRole('button', { name: 'New-order sound' })).toHaveAttribute('aria-pressed', 'true');
    // A reload asks again (the browser's rule is per page load) and the setting is still on.
    await phone.page.reload();
    await islandHydrated(phone.page, 'StaffQueue');
    await expect(alert).toBeVisible();
    await expect(phone.page.getByRole('button', { name: 'New-order sound' })).toHaveAttribute('aria-pressed', 'true');
    await phone.context.close();
  });
});
