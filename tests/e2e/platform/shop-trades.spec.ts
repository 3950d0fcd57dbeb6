// A shop that trades on its own (docs/deploy.md, "Open your shop"): two production servers on one
// empty PostgreSQL database, the first admin made on the command line, then only the console, on
// either server: the Your shop checklist filled in from its own links until each row is done, a
// store that delivers with its own riders, the area it serves with its PIN, an item with a picture,
// more items with pictures by the catalogue file, a rider, and a home slider and featured section
// published. A new customer on the other server sees the shop's name, finds the area by name and by
// PIN, sees the home's new rows and the imported items' pictures, and orders for delivery; the
// counter sends the order out with the rider, who delivers it with the customer's code; the
// deliveries report counts the rider's delivery.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { addFromCard } from '../helpers/cart.ts';
import { acceptCookieNotice, islandHydrated, locateCustomer } from '../helpers/location.ts';
import {
  consoleSignIn,
  expectNoRawKeys,
  firstAdmin,
  fromYourShop,
  importRows,
  lastOtp,
  methiPhoto,
  newCategory,
  publishInfoPage,
  saveSettings,
  saveWords,
  uploadPicture,
  visit,
} from '../helpers/open-shop.ts';
import { freePort, freshSchema, type FreshSchema, type Instance, spawnInstance } from '../support/instances.ts';

const OWNER = { email: 'owner@wanowrie-fresh.example.in', name: 'Anjali Kulkarni', password: 'Fresh-open-2026!' };
const RIDER = { email: 'sagar@wanowrie-fresh.example.in', name: 'Sagar More', password: 'Scooter-ready-42' };
/** The shop's name, as the checklist sets it; its first store has a name of its own. */
const SHOP = 'Kulkarni Fresh Basket';
const STORE = 'Wanowrie Fresh';
/** Wanowrie, Pune: the store, the area it serves and its first customer. */
const AREA = { en: 'Wanowrie', mr: 'वानवडी', town: 'Pune', pincode: '411040', latitude: 18.4889, longitude: 73.8992 };
const CATEGORY = { en: 'Fruits', mr: 'फळे' };
const ITEM = 'Alphonso Mango';
/** Items the catalogue file adds, each with a picture the file names as it was uploaded. */
const IMPORTED = [
  { slug: 'kesar-mango', en: 'Kesar Mango', mr: 'केसर आंबा', file: 'kesar-mango.jpg', colour: { r: 230, g: 160, b: 30 } },
  {
    slug: 'robusta-banana',
    en: 'Robusta Banana',
    mr: 'रोबस्टा केळी',
    file: 'banana.jpg',
    colour: { r: 240, g: 210, b: 60 },
  },
] as const;
const SLIDER = 'Summer fruit';
const SLIDE = { name: 'Kesar week', alt: 'A crate of Kesar mangoes', altMr: 'केसर आंब्यांची पेटी' };
const SECTION = { en: 'This week’s fruit', mr: 'या आठवड्याची फळे' };
const CUSTOMER = { name: 'Rohan Desai', phone: '9876505678', email: 'rohan@example.in', password: 'Mango-basket-5521' };

test.describe('a shop that trades on its own, on two servers and one PostgreSQL database', () => {
  test.describe.configure({ mode: 'serial' });
  let schema: FreshSchema | null = null;
  const servers: Instance[] = [];
  const dataDirs: string[] = [];
  let env: Record<string, string> = {};

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    schema = await freshSchema('e2e_shop_trades');
    if (!schema) return;
    for (let index = 0; index < 2; index++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'farmcart-shop-trades-'));
      dataDirs.push(dataDir);
      const port = await freePort();
      env = {
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: schema.url,
      };
      const server = await spawnInstance(env, port);
      // The first migrates the empty database; the second starts on it.
      await server.waitReady();
      servers.push(server);
    }
  });

  test.afterAll(async () => {
    for (const server of servers) await server.stop();
    await schema?.drop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  test('the owner opens the shop; a customer finds the area and orders; the store’s rider delivers it', async ({
    browser,
  }) => {
    test.skip(schema === null, 'no PostgreSQL answers');
    test.setTimeout(300_000);
    const [one, two] = servers;
    if (!one || !two) throw new Error('no servers');

    await test.step('the first admin, made on the command line', () => firstAdmin(env, OWNER));
    const { context: ownerContext, page: owner } = await consoleSignIn(browser, one.baseURL, OWNER);

    await test.step('the Your shop checklist, filled in from its own links until each row is done', async () => {
      const logo = await uploadPicture(owner, one.baseURL, {
        name: 'logo.jpg',
        buffer: await methiPhoto({ r: 200, g: 90, b: 20 }),
        alt: { en: `${SHOP} logo`, mr: `${SHOP} बोधचिन्ह` },
      });
      await fromYourShop(owner, 'Shop name');
      await saveSettings(owner, { 'Store name': SHOP });
      await fromYourShop(owner, 'Logo');
      await saveSettings(owner, { 'Store logo': logo });
      await fromYourShop(owner, 'Phone and e-mail');
      await saveSettings(owner, {
        'Desktop contact phone': '+91 98220 40040',
        'Desktop contact email': 'hello@wanowrie-fresh.example.in',
      });
      await fromYourShop(owner, 'Address');
      await saveWords(owner, {
        desktopContactAddress: {
          en: '12 Fatima Nagar Road, Wanowrie, Pune 411040',
          mr: '१२ फातिमा नगर रस्ता, वानवडी, पुणे ४११०४०',
        },
      });
      await fromYourShop(owner, 'Social links');
      await saveSettings(owner, {
        'Desktop social facebook link': 'https://www.facebook.com/wanowriefresh',
        'Desktop social instagram link': 'https://www.instagram.com/wanowriefresh',
      });
      await fromYourShop(owner, 'Landing words');
      await saveWords(owner, {
        desktopHeading: { en: 'Wanowrie’s fruit, at your door', mr: 'वानवडीची फळे, तुमच्या दारात' },
        desktopSubHeading: {
          en: 'Mangoes, bananas and the season’s best, brought by our own riders.',
          mr: 'आंबे, केळी आणि हंगामातील उत्तम फळे, आमच्याच रायडरकडून.',
        },
        desktopTestimonial1Name: { en: 'Meena J., Wanowrie', mr: 'मीना ज., वानवडी' },
        desktopTestimonial1Text: { en: 'The mangoes came ripe and on time.', mr: 'आंबे पिकलेले आणि वेळेवर आले.' },
      });
      await fromYourShop(owner, 'Info pages');
      await expect(owner).toHaveURL(/\/staff\/content$/);
      for (const title of ['About us', 'Contact us', 'Terms of use', 'Privacy policy'])
        await publishInfoPage(owner, title);
      await visit(owner, '/staff/your-shop');
      await expect(owner.getByRole('status')).toHaveText('8 of 8 done');
      await expect(owner.getByText('To do', { exact: true })).toHaveCount(0);
    });

    await test.step('a store delivering with its own riders', async () => {
      await visit(owner, '/staff/stores');
      await islandHydrated(owner, 'StaffStores');
      await owner.getByRole('button', { name: 'New store' }).click();
      await owner.getByLabel('Name', { exact: true }).fill(STORE);
      await owner.getByLabel('Address', { exact: true }).fill('12 Fatima Nagar Road, Wanowrie, Pune 411040');
      await owner.getByLabel('Latitude').fill(String(AREA.latitude));
      await owner.getByLabel('Longitude').fill(String(AREA.longitude));
      await owner.getByLabel('Delivery radius (km)').fill('6');
      await owner.getByLabel('Delivery time (minutes)').fill('35');
      await owner.getByRole('radio', { name: /^Our own riders/ }).check();
      await owner.getByRole('button', { name: 'Add hours on Monday' }).click();
      await owner.getByLabel('Opens on Monday').fill('00:00');
      await owner.getByLabel('Closes on Monday').fill('00:00');
      await owner.getByRole('button', { name: 'Same hours as Monday every day' }).click();
      await owner.getByLabel('Paused (not taking orders)').uncheck();
      await owner.getByRole('button', { name: 'Create store' }).click();
      await expect(owner.getByText(`${STORE} is made.`)).toBeVisible();
    });

    await test.step('the area it serves, with its Marathi name and PIN', async () => {
      await visit(owner, '/staff/areas');
      await islandHydrated(owner, 'StaffAreas');
      await owner.getByLabel('Name (English)').fill(AREA.en);
      await owner.getByLabel('Name (Marathi)').fill(AREA.mr);
      await owner.getByLabel('Town').fill(AREA.town);
      await owner.getByLabel('PIN code').fill(AREA.pincode);
      await owner.getByLabel('Latitude').fill(String(AREA.latitude));
      await owner.getByLabel('Longitude').fill(String(AREA.longitude));
      await owner.getByRole('checkbox', { name: STORE }).check();
      await owner.getByRole('button', { name: 'Save area' }).click();
      await expect(owner.getByRole('status')).toHaveText(`Saved ${AREA.en}: customers find it by name and by PIN.`);
    });

    await test.step('an item with a picture', async () => {
      const picture = await uploadPicture(owner, one.baseURL, {
        name: 'mango.jpg',
        buffer: await methiPhoto(),
        alt: { en: 'Ripe Alphonso mangoes', mr: 'पिकलेले हापूस आंबे' },
      });
      await newCategory(owner, CATEGORY, picture);

      await visit(owner, '/staff/catalogue/item');
      await islandHydrated(owner, 'CatalogueItemForm');
      await owner.getByLabel('Name (English)', { exact: true }).fill(ITEM);
      await owner.getByLabel('Name (Marathi)', { exact: true }).fill('हापूस आंबा');
      await owner.getByLabel('Category', { exact: true }).selectOption({ label: CATEGORY.en });
      await owner.getByLabel('Store', { exact: true }).selectOption({ label: STORE });
      await owner.getByLabel('Picture', { exact: true }).fill(picture);
      const size = owner.getByRole('group', { name: 'Size 1' });
      await size.getByLabel('Size name (English)', { exact: true }).fill('1 dozen');
      await size.getByLabel('Unit', { exact: true }).selectOption({ label: 'Piece (pc)' });
      await size.getByLabel('Measurement', { exact: true }).fill('12');
      await size.getByLabel('Price (₹)', { exact: true }).fill('600');
      await size.getByLabel('Stock', { exact: true }).fill('30');
      await owner.getByRole('button', { name: 'Create item' }).click();
      await expect(owner.getByRole('button', { name: 'Save item' })).toBeVisible();
    });

    const imported: string[] = [];
    await test.step('more items with pictures, by the catalogue file: checked, then applied', async () => {
      for (const item of IMPORTED) {
        imported.push(
          await uploadPicture(owner, one.baseURL, {
            name: item.file,
            buffer: await methiPhoto(item.colour),
            alt: { en: item.en, mr: item.mr },
          }),
        );
      }
      await importRows(
        owner,
        STORE,
        IMPORTED.map((item, index) => ({
          item_slug: item.slug,
          item_name: item.en,
          item_name_mr: item.mr,
          picture: item.file,
          variant_name: '1 kg',
          unit: 'kg',
          measurement: '1',
          price: `${120 + index * 40}.00`,
          sale_price: '',
          member_price: '',
        })),
      );
    });

    await test.step('a rider for the store', async () => {
      await visit(owner, '/staff/people');
      await islandHydrated(owner, 'StaffPeople');
      await owner.getByRole('button', { name: 'Add a person' }).click();
      const form = owner.getByRole('form', { name: 'New staff account' });
      await form.getByLabel('Name', { exact: true }).fill(RIDER.name);
      await form.getByLabel('E-mail', { exact: true }).fill(RIDER.email);
      await form.getByLabel('Password', { exact: true }).fill(RIDER.password);
      await form.getByLabel('Role', { exact: true }).selectOption({ label: 'Rider' });
      await form.getByRole('checkbox', { name: STORE }).check();
      await form.getByRole('button', { name: 'Add person' }).click();
      await expect(owner.getByText(`${RIDER.name} added.`)).toBeVisible();
    });

    await test.step('a home slider with a slide and a featured section, published', async () => {
      // Not visit(): the composer names the footer button's word by its key, for Words.
      await owner.goto('/staff/home');
      await islandHydrated(owner, 'StaffHome');
      await owner.getByRole('button', { name: 'Add a promo slider' }).click();
      await owner.getByLabel('Slider name').fill(SLIDER);
      await owner.getByRole('button', { name: `Add a slide to ${SLIDER}` }).click();
      const slide = owner.getByRole('list', { name: `Slides of ${SLIDER}` }).locator(':scope > li');
      await slide.getByLabel('Slide name').fill(SLIDE.name);
      await slide.getByRole('button', { name: 'Choose from the library' }).click();
      await slide.getByRole('button', { name: new RegExp(IMPORTED[0].en) }).click();
      await slide.getByLabel('Alt text (English)').fill(SLIDE.alt);
      await slide.getByLabel('Alt text (Marathi)').fill(SLIDE.altMr);
      await slide.getByLabel('Leads to').selectOption({ label: 'A category' });
      await slide.getByLabel('Find the category it leads to').fill(CATEGORY.en);
      await slide.getByLabel('Find the category it leads to').press('Enter');
      await slide.getByRole('button', { name: `Choose ${CATEGORY.en}` }).click();
      await expect(slide.getByText(`Leads to ${CATEGORY.en}`)).toBeVisible();
      await owner.getByRole('button', { name: 'Add a featured section' }).click();
      await owner.getByLabel('Title (English)').fill(SECTION.en);
      await owner.getByLabel('Title (Marathi)').fill(SECTION.mr);
      const find = owner.getByLabel(`Find an item to add to ${SECTION.en}`);
      for (const name of [ITEM, IMPORTED[0].en]) {
        await find.fill(name);
        await find.press('Enter');
        await owner
          .getByRole('list', { name: 'Item search results' })
          .getByRole('button', { name: new RegExp(name) })
          .click();
      }
      await expect(owner.getByRole('list', { name: 'Items (2)' })).toBeVisible();
      await owner.getByRole('button', { name: 'Publish' }).click();
      await expect(owner.getByRole('status')).toHaveText('Published: customers see the new home now.');
    });

    const customerContext = await browser.newContext({ baseURL: two.baseURL, viewport: { width: 390, height: 844 } });
    const customer = await customerContext.newPage();
    await test.step('a customer on the other server finds the area by name and by PIN', async () => {
      await visit(customer, '/search-location');
      await expect(customer).toHaveTitle(new RegExp(`· ${SHOP}$`));
      const manifest = await customer.request.get('/manifest.webmanifest');
      expect(await manifest.json()).toMatchObject({ name: SHOP, short_name: SHOP });
      await acceptCookieNotice(customer);
      await islandHydrated(customer, 'LocationSearch');
      const search = customer.getByLabel('Search for an area or address');
      const found = customer.getByRole('button', { name: new RegExp(`^${AREA.en} ${AREA.town}, ${AREA.pincode}`) });
      await search.fill(AREA.en.slice(0, 5).toLowerCase());
      await expect(found).toBeVisible();
      await search.fill(AREA.pincode);
      await expect(found).toBeVisible();
      await found.click();
      await expect(customer).toHaveURL(/\/my-location$/);
      await expectNoRawKeys(customer);
    });

    await test.step('there, the home shows the slide and the section, and the imported items their pictures', async () => {
      await locateCustomer(customerContext, two.baseURL, {
        lat: AREA.latitude,
        lng: AREA.longitude,
        address: `Fatima Nagar, ${AREA.en}, ${AREA.town} ${AREA.pincode}`,
        house: 'Flat 3, Mango Court',
        tag: 'Home',
      });
      await visit(customer, '/');
      await expect(customer.getByRole('img', { name: SLIDE.alt }).first()).toBeVisible();
      const section = customer.getByRole('region', { name: SECTION.en });
      await section.scrollIntoViewIfNeeded();
      await expect(section).toContainText(ITEM);
      await expect(section).toContainText(IMPORTED[0].en);
      await visit(customer, '/category/fruits');
      for (const [index, item] of IMPORTED.entries()) {
        // A card that shows the whole name leaves its picture unnamed (decision 0328): found by the card's link.
        const shown = customer
          .getByRole('link')
          .filter({ has: customer.getByRole('heading', { name: item.en, exact: true }) })
          .first()
          .locator('img')
          .first();
        await shown.scrollIntoViewIfNeeded();
        await expect(shown).toHaveAttribute(
          'src',
          new RegExp(`^${(imported[index] ?? '-').replace(/-\d+\.webp$/, '-')}`),
        );
        await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      }
    });

    let orderId = '';
    await test.step('registers and orders the item for delivery, cash on delivery', async () => {
      const sent = await customer.request.post('/api/send-otp', {
        data: { phone: CUSTOMER.phone, purpose: 'register' },
        headers: { origin: two.baseURL },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
      const registered = await customer.request.post('/api/register', {
        data: { ...CUSTOMER, otp: await lastOtp(two, CUSTOMER.phone) },
        headers: { origin: two.baseURL },
      });
      expect(registered.ok(), await registered.text()).toBe(true);
      await visit(customer, '/category/fruits');
      await addFromCard(customer, ITEM);
      await visit(customer, '/checkout');
      await islandHydrated(customer, 'CheckoutPage');
      await expect(customer.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
      await customer.getByRole('button', { name: 'Place order' }).click();
      await customer.waitForURL(/\/running-order\//);
      orderId = new URL(customer.url()).pathname.split('/').at(-1) ?? '';
      await expectNoRawKeys(customer);
    });

    await test.step('the counter makes it ready and sends it out with the rider', async () => {
      await visit(owner, '/staff');
      await islandHydrated(owner, 'StaffQueue');
      const card = owner.getByRole('listitem', { name: orderId });
      await expect(card).toContainText(ITEM, { timeout: 10_000 });
      await card.getByRole('button', { name: '20 min' }).click();
      await card.getByRole('button', { name: 'Accept' }).click();
      await card.getByRole('button', { name: 'Start preparing' }).click();
      await card.getByRole('button', { name: 'Mark ready' }).click();
      await card.getByLabel(/Send out with/).selectOption({ label: RIDER.name });
      await card.getByRole('button', { name: /Send out/ }).click();
      await expect(card.getByText(`With rider ${RIDER.name}`)).toBeVisible();
    });

    let code = '';
    await test.step('the customer sees the store’s rider and the code', async () => {
      await expect(customer.getByRole('region', { name: "The store's rider" })).toContainText(RIDER.name, {
        timeout: 10_000,
      });
      code = (await customer.locator('.delivery-digits').textContent())?.trim() ?? '';
      expect(code).toMatch(/^\d{4}$/);
    });

    await test.step('the rider, signed in on the other server, delivers it with the code', async () => {
      const { context, page: rider } = await consoleSignIn(browser, two.baseURL, RIDER);
      await rider.setViewportSize({ width: 390, height: 844 });
      await visit(rider, '/staff/rides');
      await islandHydrated(rider, 'RiderOrders');
      const carried = rider.getByRole('listitem', { name: orderId });
      await carried.getByLabel(/Customer’s delivery code/).fill(code);
      await carried.getByRole('button', { name: /Delivered/ }).click();
      await expect(rider.getByRole('region', { name: /Delivered today/ }).getByText(orderId)).toBeVisible();
      await context.close();
      await expect(customer.getByRole('heading', { level: 2, name: 'Delivered', exact: true })).toBeVisible({
        timeout: 10_000,
      });
    });

    await test.step('the deliveries report counts it', async () => {
      await deliveriesReport(owner, RIDER.name);
    });
    await ownerContext.close();
    await customerContext.close();
  });
});

/** Opens today's deliveries report and checks `rider` delivered one order as the store's rider. */
async function deliveriesReport(owner: Page, rider: string): Promise<void> {
  await visit(owner, '/staff/reports');
  await islandHydrated(owner, 'StaffReports');
  await owner.getByLabel('Report', { exact: true }).selectOption({ label: 'Deliveries' });
  await owner.getByLabel('Days', { exact: true }).selectOption({ label: 'Today' });
  await owner.getByRole('button', { name: 'Show report' }).click();
  const table = owner.getByRole('figure', { name: 'Deliveries' }).getByRole('table');
  const row = table.locator('tbody tr').filter({ hasText: rider });
  await expect(row).toContainText("Store's rider");
  const header = await table.locator('thead th').allInnerTexts();
  const cells = await row.locator('th, td').allInnerTexts();
  expect(cells[header.indexOf('Delivered')]).toBe('1');
}
