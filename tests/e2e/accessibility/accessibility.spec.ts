// Accessibility of the main screens (docs/design.md, WCAG 2.2 AA): axe-core finds
// no critical and no serious violation on the home, the first-run screen, a category, an item, the
// options sheet, the cart, the checkout, the login (both ways), the sign-up, the forgotten password, the
// farm form, a running order, a campaign, a recipe and the desktop landing, in English and in Marathi;
// the moderate rules named below (one h1, every part of the page in a landmark, unique landmarks, heading
// order, the location header's visible text in its name) and the cards' pictures' alt not repeating their
// names pass too. And the keyboard: a skip link, and the focus goes
// back to what opened the location popup or the options sheet when it closes. Every screen of the
// staff console, opened by each role that may open it, and the delivery partners' screens (sign-up,
// sign-in, their three tabs, an order they took; in English and Marathi) have no critical, serious or
// moderate finding, and no redundant alt. A screen is a test of its own, one scan each, so that no test nears its
// timeout (decision 0309).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { axeFindings, axeViolations } from '../helpers/axe.ts';
import { type Permission, may, type StaffRole } from '../../../src/domain/staff/permissions.ts';
import { tabsOf } from '../../../src/domain/staff/console-tabs.ts';
import type { StaffPartnersAnswer } from '../../../src/domain/api/staff.ts';
import { verhoeffCheckDigit } from '../../../src/domain/staff/delivery-partners.ts';
import { advanceOrderUntil, ASHA, DEMO_PASSWORD, placePickupOrder } from '../helpers/cart.ts';
import { inLanguage } from '../helpers/language.ts';
import { islandHydrated, KOTHRUD_ADDRESS, scrollListIn } from '../helpers/location.ts';
import { STORAGE_KEYS } from '../../../src/domain/constants.ts';
import type { StoredGeolocation } from '../../../src/domain/types.ts';

// The screens are independent of each other: both workers take them as they free up, where a file's
// tests otherwise run in order on one worker (decision 0309).
test.describe.configure({ mode: 'parallel' });

/**
 * Rules that must pass besides every critical and serious one: moderate rules the screens keep (every part
 * of the page in a landmark, landmarks told apart, headings in order), a picture's alt not repeating
 * the words beside it (a card's name), and
 * label-content-name-mismatch (WCAG 2.5.3 Label in Name), which axe still marks experimental.
 */
const NAMED_RULES = [
  'page-has-heading-one',
  'landmark-unique',
  'heading-order',
  'region',
  'image-redundant-alt',
  'label-content-name-mismatch',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
];

async function expectAccessible(
  page: Page,
  what: string,
  options: { include?: string; soft?: boolean } = {},
): Promise<void> {
  const failing = await axeFindings(page, {
    include: options.include,
    experimental: ['label-content-name-mismatch'],
    named: NAMED_RULES,
  });
  if (options.soft) expect.soft(failing, `axe on ${what}`).toEqual([]);
  else expect(failing, `axe on ${what}`).toEqual([]);
}

/** The customer's other screens, each opened as it is, by a signed-in customer in Kothrud. */
const OTHER_CUSTOMER_PAGES = [
  '/categories',
  '/categories/stores',
  '/explore',
  '/stores',
  '/stores/farmcart-kothrud',
  '/combos',
  '/item/alphonso-mango-kothrud/more',
  '/deal-of-the-day-items/farmcart-kothrud',
  '/frequently-bought-items/farmcart-kothrud',
  '/reviews/farmcart-kothrud',
  '/members-mart',
  '/member-cart',
  '/membership',
  '/membership-plans',
  '/plus-membership',
  '/farm-visit',
  '/pages/about',
  '/alerts',
  '/my-orders',
  '/my-addresses',
  '/my-location',
  '/my-favorite-items',
  '/my-favorite-stores',
  '/my-wallet',
  '/transactions',
  '/my-account/substitutions',
  '/my-account/order-updates',
  '/offline',
];

/**
 * The place a screen needs found first, as the location search leaves it on the device: without
 * one, /my-location sends the customer back to the search (§2), after its form has hydrated.
 */
const PLACE_FOUND: Readonly<Record<string, StoredGeolocation>> = {
  '/my-location': {
    formatted_address: KOTHRUD_ADDRESS.address,
    geometry: { location: { lat: KOTHRUD_ADDRESS.lat, lng: KOTHRUD_ADDRESS.lng } },
  },
};

/** A screen axe checks, and how a customer comes to it. */
interface Screen {
  name: string;
  open(page: Page): Promise<void>;
}

/** The words these screens are found by, in each language. */
const WORDS = {
  en: { add: 'Add Papaya', inCart: 'Papaya in cart', passwordWay: 'Sign in with a password', suffix: '' },
  mr: { add: 'जोडा पपई', inCart: 'पपई कार्टमध्ये', passwordWay: 'पासवर्डने लॉगिन करा', suffix: ' in Marathi' },
} as const;

/** A papaya in the cart, added from the fruits' list as a shopper does. */
async function papayaInCart(page: Page, language: 'en' | 'mr'): Promise<void> {
  await page.goto('/category/fruits');
  await scrollListIn(page, 'category-items');
  await page.getByRole('button', { name: WORDS[language].add, exact: true }).click();
  await expect(page.getByRole('group', { name: WORDS[language].inCart })).toBeVisible();
}

/** A guest's screens, each checked by a test of its own so that no test runs many scans. */
function guestScreens(language: 'en' | 'mr'): Screen[] {
  const words = WORDS[language];
  const screens: Screen[] = [
    { name: 'item', open: (page) => page.goto('/item/alphonso-mango-kothrud').then(() => undefined) },
    {
      name: 'cart',
      async open(page) {
        await papayaInCart(page, language);
        await page.goto('/cart');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      },
    },
    {
      name: 'login',
      async open(page) {
        await page.goto('/login');
        await islandHydrated(page, 'LoginForm');
      },
    },
    {
      name: 'login with the password',
      async open(page) {
        await page.goto('/login');
        await islandHydrated(page, 'LoginForm');
        await page.getByRole('button', { name: words.passwordWay }).click();
      },
    },
    {
      name: 'forgot password',
      async open(page) {
        await page.goto('/login/forgot-password');
        await islandHydrated(page, 'ForgotPasswordForm');
      },
    },
    {
      name: 'register',
      async open(page) {
        await page.goto('/register');
        await islandHydrated(page, 'RegisterForm');
      },
    },
    { name: 'campaign', open: (page) => page.goto('/campaign/mango').then(() => undefined) },
    { name: 'recipe', open: (page) => page.goto('/recipe/aamras').then(() => undefined) },
  ];
  return screens.map((screen) => ({ ...screen, name: `${screen.name}${words.suffix}` }));
}

/** A signed-in customer's screens. */
function signedInScreens(language: 'en' | 'mr'): Screen[] {
  const screens: Screen[] = [
    {
      name: 'checkout',
      async open(page) {
        await papayaInCart(page, language);
        await page.goto('/checkout');
      },
    },
    {
      name: 'farm form',
      async open(page) {
        await page.goto('/farm-visit-form');
        await expect(page.locator('main form')).toBeVisible();
      },
    },
    { name: 'my account', open: (page) => page.goto('/my-account').then(() => undefined) },
  ];
  return screens.map((screen) => ({ ...screen, name: `${screen.name}${WORDS[language].suffix}` }));
}

test.describe('as a guest', () => {
  test('home, with every row scrolled in', async ({ located: page }) => {
    // The rows below the first screen come from /home-rows as the shopper scrolls: scrolled in, axe
    // checks them all too, a long page on a shared 2-core machine.
    test.slow();
    await page.goto('/');
    await scrollListIn(page);
    await expect(page.getByRole('heading', { name: 'Deal of the day' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page, 'home');
  });

  test('category and the options sheet', async ({ located: page }) => {
    await page.goto('/category/vegetables');
    await expectAccessible(page, 'category');
    await page.getByRole('button', { name: 'Add Onion', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Onion' })).toBeVisible();
    await expectAccessible(page, 'options sheet');
  });

  test('search with its suggestions open (a combobox and its listbox)', async ({ located: page }) => {
    await page.goto('/explore');
    await page.getByRole('combobox').pressSequentially('toma', { delay: 30 });
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    await page.getByRole('combobox').press('ArrowDown');
    await expectAccessible(page, 'search suggestions');
  });

  for (const screen of guestScreens('en')) {
    test(screen.name, async ({ located: page }) => {
      await screen.open(page);
      await expectAccessible(page, screen.name);
    });
  }

  test('first-run screen', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'gdpr', value: 'accepted', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/search-location$/);
    await expectAccessible(page, 'first-run');
  });

  test('desktop landing', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'gdpr', value: 'accepted', url: baseURL ?? '' }]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/?view=desktop');
    await expectAccessible(page, 'desktop landing');
  });
});

test.describe('signed in', () => {
  for (const screen of signedInScreens('en')) {
    test(screen.name, async ({ customer: page }) => {
      await screen.open(page);
      await expectAccessible(page, screen.name);
    });
  }
});

test.describe('the customer’s pages in Marathi', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await inLanguage(context, baseURL, 'mr');
  });

  test('home, with every row scrolled in', async ({ located: page }) => {
    test.slow();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await scrollListIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page, 'home in Marathi');
  });

  test('category and the options sheet', async ({ located: page }) => {
    await page.goto('/category/vegetables');
    await expectAccessible(page, 'category in Marathi');
    await page.getByRole('button', { name: 'जोडा कांदा', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'कांदा' })).toBeVisible();
    await expectAccessible(page, 'options sheet in Marathi');
  });

  test('search with its suggestions open', async ({ located: page }) => {
    await page.goto('/explore');
    await page.getByRole('combobox').pressSequentially('toma', { delay: 30 });
    await expect(page.getByRole('listbox', { name: 'सूचना' }).getByRole('option').first()).toBeVisible();
    await page.getByRole('combobox').press('ArrowDown');
    await expectAccessible(page, 'search suggestions in Marathi');
  });

  for (const screen of guestScreens('mr')) {
    test(screen.name, async ({ located: page }) => {
      await screen.open(page);
      await expectAccessible(page, screen.name);
    });
  }

  test('first-run screen', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'gdpr', value: 'accepted', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/search-location$/);
    await expectAccessible(page, 'first-run in Marathi');
  });

  test('desktop landing', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'gdpr', value: 'accepted', url: baseURL ?? '' }]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/?view=desktop');
    await expectAccessible(page, 'desktop landing in Marathi');
  });

  for (const screen of signedInScreens('mr')) {
    test(`signed in: ${screen.name}`, async ({ customer: page }) => {
      await screen.open(page);
      await expectAccessible(page, screen.name);
    });
  }
});

test.describe('the customer’s other screens', () => {
  for (const language of ['en', 'mr'] as const) {
    for (const path of OTHER_CUSTOMER_PAGES) {
      test(`${path} in ${language === 'en' ? 'English' : 'Marathi'}`, async ({ customer: page, context, baseURL }) => {
        await inLanguage(context, baseURL, language);
        const place = PLACE_FOUND[path];
        if (place) {
          await context.addInitScript(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
            key: STORAGE_KEYS.geoLocation,
            value: place,
          });
        }
        await page.goto(path);
        await expect(page.locator('main').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // The screen itself is scanned, not the one it sends a device without what it needs to.
        await expect(page).toHaveURL(path);
        await expectAccessible(page, `${path} in ${language}`);
      });
    }
  }
});

test.describe('badges', () => {
  // Its own server: the alert made here is no other spec's business.
  test.use({ ownServerEnv: {} });

  test('the unread count on My account and the unread mark on Alerts keep white text at 4.5:1', async ({
    customer: page,
    baseURL,
  }) => {
    // Placing an order leaves the customer an unread alert.
    await placePickupOrder(page.request, baseURL ?? '', 'badge');
    for (const [path, selector] of [
      ['/my-account', '.menu-badge'],
      ['/alerts', '.alert-new'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(selector).first()).toBeVisible();
      const violations = await axeViolations(page, { rules: ['color-contrast'], include: selector });
      expect(
        violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('a running order', () => {
  // Its own server: the order placed here is no other spec's business.
  test.use({ ownServerEnv: {} });

  for (const language of ['en', 'mr'] as const) {
    test(`the running-order screen in ${language === 'en' ? 'English' : 'Marathi'}`, async ({
      customer: page,
      context,
      baseURL,
    }) => {
      const id = await placePickupOrder(page.request, baseURL ?? '', `a11y-${language}`);
      await inLanguage(context, baseURL, language);
      await page.goto(`/running-order/${id}`);
      await expectAccessible(page, `running order in ${language}`);
    });
  }

  for (const language of ['en', 'mr'] as const) {
    test(`the order’s payment and rating pages in ${language === 'en' ? 'English' : 'Marathi'}`, async ({
      customer: page,
      context,
      baseURL,
      ownServer,
    }) => {
      const id = await placePickupOrder(page.request, baseURL ?? '', `a11y-later-${language}`);
      advanceOrderUntil(ownServer, id, 'collected');
      await inLanguage(context, baseURL, language);
      for (const path of [`/pay/${id}`, `/rate-order/${id}`]) {
        await page.goto(path);
        await expectAccessible(page, `${path} in ${language}`, { soft: true });
      }
    });
  }
});

test.describe('the other routes a customer reaches', () => {
  const paths = [
    '/stores/farmcart-kothrud/{broccoli}',
    '/featured-sections/fresh-this-morning',
    '/dynamic-featured-sections/fresh-this-morning',
    '/purchase/PUABCDEFGH23456789',
    '/no-such-page',
  ];
  for (const language of ['en', 'mr'] as const) {
    for (const path of paths) {
      test(`${path} in ${language === 'en' ? 'English' : 'Marathi'}`, async ({ customer: page, context, baseURL }) => {
        let opened = path;
        if (path.includes('{broccoli}')) {
          const broccoli = await page.request.post('/api/get-single-item', { data: { slug: 'broccoli-kothrud' } });
          opened = path.replace('{broccoli}', String(((await broccoli.json()) as { id: number }).id));
        }
        await inLanguage(context, baseURL, language);
        await page.goto(opened);
        await expectAccessible(page, `${opened} in ${language}`);
      });
    }
  }
});

test.describe('with the keyboard', () => {
  test('the skip link comes first and jumps past the header to the page’s content', async ({ located: page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    // The next Tab lands inside the main content, past the location header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main');
  });

  test('the location popup gives the focus back to the header link when it closes', async ({ located: page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const header = page.getByRole('link', { name: /Change location/ });
    await expect(header).toBeFocused();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Select Location' });
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(header).toBeFocused();
    // And again with its close button.
    await page.keyboard.press('Enter');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(popup).toBeHidden();
    await expect(header).toBeFocused();
  });

  // Closed by Escape and by its Close button alike.
  for (const closedBy of ['Escape', 'its Close button'] as const) {
    test(`the options sheet closed by ${closedBy} gives the focus back to the Add button that opened it`, async ({
      located: page,
    }) => {
      await page.goto('/category/vegetables');
      const add = page.getByRole('button', { name: 'Add Onion', exact: true });
      await add.focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: 'Onion' });
      await expect(sheet).toBeVisible();
      if (closedBy === 'Escape') await page.keyboard.press('Escape');
      else await sheet.getByRole('button', { name: 'Close' }).press('Enter');
      await expect(sheet).toBeHidden();
      await expect(add).toBeFocused();
    });
  }

  test('Add and the last Remove hand the focus to the control that takes their place', async ({ located: page }) => {
    // A card: Add becomes the stepper, whose '+' gets the focus; its last '−' gives it back to Add.
    await page.goto('/stores/farmcart-kothrud');
    const add = page.getByRole('button', { name: 'Add Papaya', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    const more = page.getByRole('button', { name: 'Add one more Papaya' });
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Papaya in cart' }).getByLabel('Quantity 2')).toBeVisible();
    await expect(more).toBeFocused();
    const fewer = page.getByRole('button', { name: 'Remove one Papaya' });
    await fewer.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(add).toBeFocused();

    // A card whose item has choices: after the sheet's Done, the focus is on the new stepper.
    await page.goto('/category/vegetables');
    const onion = page.getByRole('button', { name: 'Add Onion', exact: true });
    await onion.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Onion' });
    await sheet.getByRole('button', { name: /^Done/ }).press('Enter');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add one more Onion' })).toBeFocused();

    // The item page's wide Add does the same.
    await page.goto('/item/papaya-kothrud');
    const wide = page.getByRole('button', { name: 'Add Papaya', exact: true });
    await wide.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Add one more Papaya' })).toBeFocused();
  });
});

/**
 * The console and the partners' screens: no critical, serious or moderate violation at all (the
 * landmarks and heading order of the partner pages among the moderate ones).
 */
async function expectWithoutModerate(page: Page, what: string): Promise<void> {
  const failing = await axeFindings(page, {
    impacts: ['critical', 'serious', 'moderate'],
    named: ['image-redundant-alt'],
  });
  // Soft: every screen of the role is checked, and each one's findings are reported.
  expect.soft(failing, `axe on ${what}`).toEqual([]);
}

/** The demo staff (src/server/seed/demo/staff.ts), one of each role. */
const STAFF: readonly { role: StaffRole; email: string }[] = [
  { role: 'admin', email: 'priya@farmcart.example.in' },
  { role: 'manager', email: 'meera@farmcart.example.in' },
  { role: 'editor', email: 'anil@farmcart.example.in' },
  { role: 'counter', email: 'kiran@farmcart.example.in' },
  { role: 'rider', email: 'ravi@farmcart.example.in' },
];

/** Screens no tab names, opened from another one, by the permission that opens them. */
const INNER_SCREENS: readonly { path: string; permission: Permission }[] = [
  { path: '/staff/packing', permission: 'orders' },
  { path: '/staff/catalogue/item?id=5', permission: 'catalogue' },
  { path: '/staff/catalogue/item', permission: 'catalogue' },
  { path: '/staff/catalogue/addons', permission: 'catalogue' },
  { path: '/staff/catalogue/categories', permission: 'catalogue' },
  { path: '/staff/catalogue/combos', permission: 'catalogue' },
  { path: '/staff/content/edit?kind=campaign&slug=mango', permission: 'content' },
  { path: '/staff/content/edit?kind=page&slug=about', permission: 'content' },
];

/** The console's screens a role opens: its tabs and the inner screens its permissions open. */
function screensOf(role: StaffRole): string[] {
  return [
    ...tabsOf(role).map((tab) => tab.href),
    ...INNER_SCREENS.filter((screen) => may(role, screen.permission)).map((screen) => screen.path),
  ];
}

test.describe('the staff console, every screen by every role that opens it', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the sign-in screen', async ({ page }) => {
    await page.goto('/staff/login');
    await expectWithoutModerate(page, '/staff/login');
  });

  for (const member of STAFF) {
    for (const path of screensOf(member.role)) {
      test(`${path} as ${member.role}`, async ({ page }) => {
        const signedIn = await page.request.post('/api/staff/login', {
          data: { email: member.email, password: 'counter-demo-2026' },
        });
        expect(signedIn.ok(), await signedIn.text()).toBe(true);
        await page.goto(path);
        await expect(page.locator('main').first()).toBeVisible();
        // The screens whose island renders in the browser only: what it shows is checked too.
        await page.waitForLoadState('networkidle');
        await expectWithoutModerate(page, `${path} as ${member.role}`);
      });
    }
  }
});

// Every screen once more with the console in Marathi (decision 0345), by the first role that opens
// it: the words change, the roles' differences do not (those are the English pass's).
test.describe('the staff console in Marathi, every screen once', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  const scanned = new Set<string>();
  for (const member of STAFF) {
    for (const path of screensOf(member.role).filter((screen) => !scanned.has(screen))) {
      scanned.add(path);
      test(`${path} in Marathi as ${member.role}`, async ({ page }) => {
        const signedIn = await page.request.post('/api/staff/login', {
          data: { email: member.email, password: 'counter-demo-2026' },
        });
        expect(signedIn.ok(), await signedIn.text()).toBe(true);
        const choose = (language: 'en' | 'mr') =>
          page.request.post('/api/staff/console-language', { data: { language } });
        expect((await choose('mr')).ok()).toBe(true);
        try {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
          await expect(page.locator('main').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectWithoutModerate(page, `${path} in Marathi as ${member.role}`);
        } finally {
          // The worker's server is shared with the specs after this one, which expect English.
          expect((await choose('en')).ok()).toBe(true);
        }
      });
    }
  }
});

test.describe('the delivery partners’ screens, in English and Marathi', () => {
  // Its own server: the partner signed up here is no other spec's business.
  test.use({ ownServerEnv: {}, viewport: { width: 390, height: 844 } });

  test('sign-up, sign-in, the three tabs of an approved partner and an order taken', async ({
    page,
    context,
    ownServer,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const phone = '9811199911';
    const password = 'ride-safe-2026';
    for (const language of ['en', 'mr'] as const) {
      await inLanguage(context, baseURL, language);
      for (const path of ['/signUpWithAadhar', '/delivery/login']) {
        await page.goto(path);
        await islandHydrated(page, path === '/delivery/login' ? 'PartnerLogin' : 'PartnerSignUp');
        await expectWithoutModerate(page, `${path} in ${language}`);
      }
    }
    // A partner signed up through the calls and approved by an admin.
    expect((await page.request.post('/api/delivery/send-otp', { data: { phone } })).ok()).toBe(true);
    const first11 = '34567890123';
    const signUp = await page.request.post('/api/delivery/sign-up', {
      data: {
        name: 'Sachin Pawar',
        phone,
        otp: await ownServer.otpFor(phone, 'partner_signup'),
        aadhaar: `${first11}${verhoeffCheckDigit(first11)}`,
        vehicle_type: 'scooter',
        vehicle_number: 'MH 12 AB 1234',
        password,
      },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    const admin = await page.request.post('/api/staff/login', {
      data: { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' },
    });
    expect(admin.ok(), await admin.text()).toBe(true);
    const partners = (await (
      await page.request.post('/api/staff/partners', { data: {} })
    ).json()) as StaffPartnersAnswer;
    const pending = partners.pending.find((partner) => partner.name === 'Sachin Pawar');
    const approved = await page.request.post('/api/staff/partner-status', {
      data: { partner_id: pending?.id, status: 'approved' },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    expect((await page.request.post('/api/delivery/login', { data: { phone, password } })).ok()).toBe(true);
    for (const language of ['en', 'mr'] as const) {
      await inLanguage(context, baseURL, language);
      for (const path of ['/delivery', '/delivery/orders', '/delivery/completed-orders']) {
        await page.goto(path);
        await islandHydrated(page, 'PartnerHome');
        await expectWithoutModerate(page, `${path} in ${language}`);
      }
    }
    // A customer's delivery (Asha's, from FarmCart Kothrud), readied by the store and taken by the partner.
    const customer = await page.context().browser()?.newContext({ baseURL });
    if (!customer) throw new Error('no browser for the customer');
    try {
      expect(
        (await customer.request.post('/api/login', { data: { phone: ASHA.phone, password: DEMO_PASSWORD } })).ok(),
      ).toBe(true);
      const placed = await customer.request.post('/api/place-order', {
        data: {
          items: [{ id: 5, quantity: 2 }],
          payment_method: 'COD',
          address_id: 1,
          idempotency_key: `a11y-partner-${Date.now()}`,
        },
        headers: { origin: baseURL ?? '' },
      });
      expect(placed.ok(), await placed.text()).toBe(true);
      const orderId = ((await placed.json()) as { order: { unique_order_id: string } }).order.unique_order_id;
      advanceOrderUntil(ownServer, orderId, 'ready_for_pickup');
      const online = await page.request.post('/api/delivery/set-online', {
        data: { online: true, latitude: 18.5105, longitude: 73.83 },
      });
      expect(online.ok(), await online.text()).toBe(true);
      const taken = await page.request.post('/api/delivery/accept', { data: { unique_order_id: orderId } });
      expect(taken.ok(), await taken.text()).toBe(true);
      for (const language of ['en', 'mr'] as const) {
        await inLanguage(context, baseURL, language);
        await page.goto(`/delivery/orders/${orderId}`);
        await islandHydrated(page, 'PartnerJob');
        await expectWithoutModerate(page, `/delivery/orders/${orderId} in ${language}`);
      }
    } finally {
      await customer.close();
    }
  });
});
