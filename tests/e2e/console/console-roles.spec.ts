// The role matrix of the console's screens (decision 0268), as staff-roles.test.ts is of its API
// calls and staff-streams.test.ts of its event streams: every page and file under /staff, asked by a
// demo member of each role, opens for a role with the permission it needs and sends any other role
// to its own first tab (302), or answers 403 where the screen tells store staff it is not theirs;
// each member reads the console in the run's language (decision 0345), so every screen is rendered
// in it, none failing.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { tabsOf } from '../../../src/domain/staff/console-tabs.ts';
import { may, type Permission, STAFF_ROLES, type StaffRole } from '../../../src/domain/staff/permissions.ts';
import { expect, test } from '../fixtures.ts';

const STAFF_PAGES = fileURLToPath(new URL('../../../src/pages/staff/', import.meta.url));

/** One demo member of each role (src/server/seed/demo/staff.ts). */
const EMAIL_OF: Readonly<Record<StaffRole, string>> = {
  admin: 'priya@farmcart.example.in',
  counter: 'kiran@farmcart.example.in',
  manager: 'meera@farmcart.example.in',
  editor: 'anil@farmcart.example.in',
  rider: 'ravi@farmcart.example.in',
};

/** Each console screen or file (as asked) and the permission it needs. */
const SCREENS: Readonly<Record<string, Permission>> = {
  '/staff': 'orders',
  '/staff/app': 'shop_wide',
  '/staff/areas': 'new_stores',
  '/staff/audit': 'audit',
  '/staff/call-order': 'phone_orders',
  '/staff/catalogue': 'catalogue',
  '/staff/catalogue/addons': 'catalogue',
  '/staff/catalogue/categories': 'catalogue',
  '/staff/catalogue/combos': 'catalogue',
  '/staff/catalogue/import': 'catalogue',
  '/staff/catalogue/item': 'catalogue',
  '/staff/catalogue/prices': 'catalogue',
  '/staff/catalogue/units': 'catalogue',
  '/staff/catalogue.csv?store_id=1': 'catalogue',
  '/staff/content': 'content',
  '/staff/content/edit?kind=page': 'content',
  '/staff/coupons': 'coupons',
  '/staff/customer-data.json?user_id=1': 'customer_data',
  '/staff/customers': 'customer_list',
  '/staff/customers.csv': 'customer_list',
  '/staff/farm-visits': 'farm_visits',
  '/staff/farm-visits.csv': 'farm_visits',
  '/staff/gst.csv?month=2026-11&store_id=1&section=hsn': 'reports',
  '/staff/home': 'content',
  '/staff/invoice/[unique_order_id].pdf': 'orders',
  '/staff/credit-note/[unique_order_id]/[n].pdf': 'orders',
  '/staff/home/preview': 'content',
  '/staff/home/preview-frame': 'content',
  '/staff/media': 'media',
  '/staff/messages': 'messages',
  '/staff/packing': 'orders',
  '/staff/partners': 'partners',
  '/staff/people': 'staff_accounts',
  '/staff/receipt': 'orders',
  '/staff/reports': 'reports',
  '/staff/rides': 'rides',
  '/staff/settings': 'shop_settings',
  '/staff/slots': 'store_settings',
  '/staff/stock': 'stock',
  '/staff/stores': 'store_settings',
  '/staff/words': 'content',
  '/staff/your-shop': 'shop_settings',
};

/** The screens of src/pages/staff as addresses (the sign-in and the upload, which takes POST only, apart). */
function screensOnDisk(): string[] {
  return readdirSync(STAFF_PAGES, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(astro|ts)$/.test(file) && file !== 'login.astro' && file !== 'media/upload.ts')
    .map((file) => `/staff/${file.replace(/\.(astro|ts)$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, ''))
    .sort();
}

async function signedIn(request: APIRequestContext, role: StaffRole, language: string): Promise<void> {
  const answer = await request.post('/api/staff/login', {
    data: { email: EMAIL_OF[role], password: 'counter-demo-2026' },
  });
  expect(answer.status(), `${role} signs in`).toBe(200);
  const chosen = await request.post('/api/staff/console-language', { data: { language } });
  expect(chosen.status(), `${role} reads the console in ${language}`).toBe(200);
}

test('every console screen names its permission, as its tab does', () => {
  expect(
    Object.keys(SCREENS)
      .map((address) => address.split('?')[0])
      .sort(),
  ).toEqual(screensOnDisk());
  for (const tab of tabsOf('admin'))
    if (tab.href.startsWith('/staff')) expect(SCREENS[tab.href], tab.href).toBe(tab.permission);
});

test('each role opens the screens its permissions name, and is sent to its own first tab from the others', async ({
  playwright,
  baseURL,
  consoleLanguage,
}) => {
  await Promise.all(
    STAFF_ROLES.map(async (role) => {
      const request = await playwright.request.newContext({ baseURL });
      try {
        await signedIn(request, role, consoleLanguage);
        const home = tabsOf(role)[0]?.href ?? '/staff/login';
        for (const [address, permission] of Object.entries(SCREENS)) {
          const answer = await request.get(address, { maxRedirects: 0 });
          const status = answer.status();
          const sentTo = status === 302 ? new URL(answer.headers().location ?? '', baseURL).pathname : null;
          const refused = status === 403 || (sentTo === home && address.split('?')[0] !== home);
          expect(refused, `${role} ${address}: ${status} ${sentTo ?? ''}`).toBe(!may(role, permission));
          expect(status, `${role} ${address}`).toBeLessThan(500);
        }
      } finally {
        await request.dispose();
      }
    }),
  );
});
