// Farm-visit booking end to end (decision 0122; §2 Farm visit form, §4 Farm form, §5, §8)
// as a signed-in customer, on a server of our own whose clock stands still on
// Wednesday 4 November 2026 (FIXED_NOW), so the next weekend days are always
// Sat 7, Sun 8, Sat 14 and Sun 15 November — whatever the browser's clock says.
// What was stored is read from that server's SQLite file.
import { request, type Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { addFromCard, ASHA, cartBar, DEMO_PASSWORD, ROHAN } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';
import { openDatabaseOf, type TestServer } from '../support/server.ts';

const FIXED_NOW = '2026-11-04T06:30:00.000Z';

test.use({ ownServerEnv: { FIXED_NOW } });
/** The demo staff's password (src/server/seed/demo/staff.ts). */
const DEMO_STAFF_PASSWORD = 'counter-demo-2026';
test.describe.configure({ mode: 'serial' });

interface StoredVisit {
  user_id: number;
  name: string;
  mobile: string;
  alt_mobile: string;
  location: string;
  adults: number;
  kids: number;
  how_heard: string;
  visiting_date: string;
  created_at: string;
}

function visitsOf(server: TestServer, userId: number): StoredVisit[] {
  const db = openDatabaseOf(server.databaseFile, { readOnly: true });
  try {
    return db
      .prepare('select * from farm_visits where user_id = ? order by id')
      .all(userId) as unknown as StoredVisit[];
  } finally {
    db.close();
  }
}

async function openForm(page: Page): Promise<void> {
  await page.goto('/farm-visit-form');
  await islandHydrated(page, 'FarmVisitForm');
}

const dateCards = (page: Page) => page.getByRole('group', { name: 'Visiting Date' }).getByRole('radio');

test('a signed-out visitor is sent to /login, to come back to the form', async ({ page }) => {
  await page.goto('/farm-visit-form');
  await expect(page).toHaveURL('/login?next=%2Ffarm-visit-form');
});

test('/farm-visit tells what a visit is and leads to the form', async ({ customer: page }) => {
  await page.goto('/farm-visit');
  await expect(page.getByRole('heading', { level: 1, name: 'Visit our farm in Mulshi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What to bring' })).toBeVisible();
  await page.getByRole('link', { name: 'Book a farm visit' }).click();
  await expect(page).toHaveURL('/farm-visit-form');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Kulkarni');
  // Her account's number, shown in the national grouping (§5 Phone numbers).
  await expect(page.getByRole('textbox', { name: 'Mobile Number', exact: true })).toHaveValue('98000 00001');
});

test('the form offers exactly the next 4 weekend days of the server’s clock, the first preselected', async ({
  customer: page,
}) => {
  // The browser lives in another year: the cards still come from the server.
  await page.clock.setFixedTime(new Date('2031-03-03T10:00:00Z'));
  await openForm(page);
  const cards = dateCards(page);
  await expect(cards).toHaveCount(4);
  const names = await cards.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')));
  expect(names).toEqual(['Sat, Nov 7', 'Sun, Nov 8', 'Sat, Nov 14', 'Sun, Nov 15']);
  const values = await cards.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(values).toEqual(['2026-11-07', '2026-11-08', '2026-11-14', '2026-11-15']);
  await expect(cards.first()).toBeChecked();
});

test('a date at capacity shows a red Filled badge and cannot be chosen', async ({ customer: page, ownServer }) => {
  // Rohan's party of 40 takes the whole of Sunday 8 November (the demo capacity is 40 visitors a day).
  const rohan = await request.newContext({ baseURL: ownServer.baseURL });
  expect((await rohan.post('/api/login', { data: { phone: ROHAN.phone, password: DEMO_PASSWORD } })).ok()).toBe(true);
  const booked = await rohan.post('/api/book-farm-visit', {
    data: {
      name: 'Rohan Deshpande',
      mobile_number: '9800000002',
      location: 'Viman Nagar, Pune',
      adults: 40,
      kids: 0,
      visiting_date: '2026-11-08',
    },
  });
  expect(booked.ok()).toBe(true);
  await rohan.dispose();

  await openForm(page);
  const filled = page.getByRole('radio', { name: 'Sun, Nov 8, Filled' });
  await expect(filled).toBeDisabled();
  const badge = page.locator('.fv-date', { has: filled }).getByText('Filled', { exact: true });
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(198, 40, 40)');
  await page.locator('.fv-date', { has: filled }).click({ force: true });
  await expect(filled).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Sat, Nov 7' })).toBeChecked();
});

test('submitting with the name empty shows the dialog and stores nothing', async ({ customer: page, ownServer }) => {
  await openForm(page);
  const sent: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/api/book-farm-visit')) sent.push(call.url());
  });
  await page.getByRole('textbox', { name: 'Name' }).fill('   ');
  await page.getByRole('button', { name: 'Submit Form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please fill all the details' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([]);
  expect(visitsOf(ownServer, ASHA.id)).toEqual([]);
});

test('a mobile number that is not one is refused on the spot', async ({ customer: page, ownServer }) => {
  await openForm(page);
  await page.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Submit Form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please enter a valid 10-digit mobile number' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('textbox', { name: 'Mobile Number', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(visitsOf(ownServer, ASHA.id)).toEqual([]);
});

test('a wrong alternative number is named as the alternative one, and nothing is booked', async ({
  customer: page,
  ownServer,
}) => {
  await openForm(page);
  const alternative = page.getByRole('textbox', { name: /Alternative Mobile Number/ });
  await alternative.fill('abcdefghij');
  await page.getByRole('button', { name: 'Submit Form' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'The alternative mobile number is not a 10-digit mobile number. Correct it or leave it empty.',
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(alternative).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Mobile Number', exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(visitsOf(ownServer, ASHA.id)).toEqual([]);
});

test('a visit for nobody (0 adults, 0 kids) is refused on the spot and nothing is booked', async ({
  customer: page,
  ownServer,
}) => {
  await openForm(page);
  const sent: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/api/book-farm-visit')) sent.push(call.url());
  });
  // The form starts at 1 adult and 0 kids.
  await page.getByRole('button', { name: 'Decrease: Number Of Adults' }).click();
  await expect(page.getByRole('status', { name: 'Number Of Adults' })).toHaveText('0');
  await expect(page.getByRole('status', { name: 'Number Of Kids' })).toHaveText('0');
  await page.getByRole('button', { name: 'Submit Form' }).click();

  const dialog = page.getByRole('dialog', { name: 'Please add at least one adult or kid to the visit' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'See you at the farm!' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Form' })).toBeVisible();
  expect(sent).toEqual([]);
  expect(visitsOf(ownServer, ASHA.id)).toEqual([]);
});

test('Change opens “Choose your location?”; a saved address closes it and becomes the location', async ({
  customer: page,
}) => {
  await openForm(page);
  await page.getByRole('button', { name: 'Change' }).click();
  const popup = page.getByRole('dialog', { name: 'Choose your location?' });
  await expect(popup.getByRole('button', { name: 'Use current location' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Search for an area or address' })).toHaveAttribute(
    'href',
    '/search-location',
  );
  await expect(popup.getByRole('heading', { name: 'Select from saved address' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/search-location');
  await popup.getByRole('button', { name: /^Work/ }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('group', { name: 'Location' })).toContainText('Work');
});

test('a complete submission shows the confirmation and stores one row', async ({ customer: page, ownServer }) => {
  await openForm(page);
  await page.getByRole('textbox', { name: /Alternative Mobile Number/ }).fill('+91 70000 12345');
  await page.getByRole('button', { name: 'Increase: Number Of Kids' }).click();
  await page.getByRole('button', { name: 'Increase: Number Of Kids' }).click();
  await page.getByRole('button', { name: 'Decrease: Number Of Kids' }).click();
  await page.getByRole('combobox', { name: /How do you know about us/ }).selectOption('Instagram');
  await page.locator('.fv-date', { has: page.getByRole('radio', { name: 'Sat, Nov 14' }) }).click();
  await page.getByRole('button', { name: 'Submit Form' }).click();

  await expect(page.getByRole('heading', { name: 'See you at the farm!' })).toBeVisible();
  await expect(page.getByText('Your form has been submitted. Our team will get back to you shortly.')).toBeVisible();
  const visits = visitsOf(ownServer, ASHA.id);
  expect(visits).toHaveLength(1);
  expect(visits[0]).toMatchObject({
    name: 'Asha Kulkarni',
    // §5 Phone numbers: stored in E.164, as typed ('+91 70000 12345') or prefilled ('98000 00001').
    mobile: '+919800000001',
    alt_mobile: '+917000012345',
    adults: 1,
    kids: 1,
    how_heard: 'Instagram',
    visiting_date: '2026-11-14',
    created_at: FIXED_NOW,
  });
  expect(visits[0]?.location).toContain('Kothrud');
});

test('with items in the cart, nothing covers Submit Form: the floating cart stays on the shopping pages', async ({
  customer: page,
}) => {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Cucumber');
  await expect(cartBar(page)).toContainText('1 item');

  await openForm(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(cartBar(page)).toHaveCount(0);
  const submit = page.getByRole('button', { name: 'Submit Form' });
  await expect(submit).toBeInViewport({ ratio: 1 });
  // A tap at the button's centre reaches the button itself, not a bar over it.
  const box = await submit.boundingBox();
  if (!box) throw new Error('Submit Form has no box');
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe('Submit Form');
});

test('the back button goes back after a short delay', async ({ customer: page }) => {
  await openForm(page);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/farm-visit');
});

test('the bookings’ CSV is the farm team’s: a counter downloads it, an editor is refused with 403', async ({
  baseURL,
}) => {
  for (const [email, status] of [
    ['kiran@farmcart.example.in', 200],
    ['anil@farmcart.example.in', 403],
  ] as const) {
    const staff = await request.newContext({ baseURL });
    try {
      const signedIn = await staff.post('/api/staff/login', { data: { email, password: DEMO_STAFF_PASSWORD } });
      expect(signedIn.status(), email).toBe(200);
      const csv = await staff.get('/staff/farm-visits.csv');
      expect(csv.status(), email).toBe(status);
      if (status === 200) expect(csv.headers()['content-type']).toContain('text/csv');
    } finally {
      await staff.dispose();
    }
  }
});

test('the counter reads the bookings at 390 px without a sideways scroll, phones as 98000 00002, and the CSV in Excel’s terms', async ({
  browser,
  ownServer,
}) => {
  // A booking with a long name and place (a party's whole name, as people type it).
  const rohan = await request.newContext({ baseURL: ownServer.baseURL });
  expect((await rohan.post('/api/login', { data: { phone: ROHAN.phone, password: DEMO_PASSWORD } })).ok()).toBe(true);
  const booked = await rohan.post('/api/book-farm-visit', {
    data: {
      name: 'Shrimati Vaishnavi Ramchandra Deshpande-Kulkarni',
      mobile_number: '9800000002',
      location: 'Flat 1203, Kumar Paradise Apartments, Bhusari Colony, Kothrud',
      adults: 2,
      kids: 1,
      visiting_date: '2026-11-07',
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  await rohan.dispose();

  for (const width of [390, 1280]) {
    const context = await browser.newContext({ baseURL: ownServer.baseURL, viewport: { width, height: 844 } });
    try {
      const page = await context.newPage();
      const signedIn = await page.request.post('/api/staff/login', {
        data: { email: 'kiran@farmcart.example.in', password: DEMO_STAFF_PASSWORD },
      });
      expect(signedIn.status()).toBe(200);
      await page.goto('/staff/farm-visits');
      const saturday = page.getByRole('region', { name: 'Saturday, 7 November' });
      const row = saturday.getByRole('row', { name: /Shrimati Vaishnavi/ });
      await expect(row.getByRole('link', { name: '98000 00002' })).toHaveAttribute('href', 'tel:+919800000002');
      await expect(row).toContainText('2 adults, 1 kid');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `docs/screens/console-farm-visits-${width}.png`, fullPage: false });
      if (width === 390) {
        const csv = await page.request.get('/staff/farm-visits.csv');
        const text = await csv.text();
        expect(text.startsWith('\uFEFFvisiting_date,')).toBe(true);
        // Booked at 12:00 in Pune (the server's clock, 06:30 UTC).
        expect(text).toContain('Shrimati Vaishnavi Ramchandra Deshpande-Kulkarni,98000 00002,');
        expect(text).toContain(',2026-11-04 12:00\r\n');
      }
    } finally {
      await context.close();
    }
  }
});
