// Signing in and registering, from the shopper's side on a phone: a Marathi register form says what
// is missing in Marathi; a forgotten password whose code does not come leads on to a code sent to the
// phone; nothing typed or tapped before the form's code has loaded is lost; the sign-in screens are in
// Marathi without a hydration error; the phone's code is the first way in and the password the second,
// and the e-mail typed at sign-up is asked for its code in the flow or waits in My account (decision
// 0297); a new number signs up with its code and is asked its name, and the phone typed on /login goes
// on to /register (decision 0321). One server of this file's own.
import type { Page } from '@playwright/test';
import { expect, signInWithPassword, test } from '../fixtures.ts';
import { addFromCard, ASHA, DEMO_PASSWORD, ROHAN } from '../helpers/cart.ts';
import { watchConsole } from '../helpers/console.ts';
import { inLanguage } from '../helpers/language.ts';
import { holdIsland, islandHydrated } from '../helpers/location.ts';
import { openDatabaseOf, type TestServer } from '../support/server.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

/** docs/screens/{name}-390.png and -1440.png of the page as it is. */
async function pictures(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `docs/screens/${name}-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `docs/screens/${name}-1440.png`, scale: 'css' });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a Marathi register form says what is missing in Marathi, field by field', async ({
  located: page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'mr', url: baseURL ?? '' }]);
  await page.goto('/register');
  // The form's code first: a tap just as the island hydrates can still go the browser's way (a plain
  // POST that reloads the page), which the early-submit script does not hold once `ssr` is gone.
  await islandHydrated(page, 'RegisterForm');
  await page.getByRole('button', { name: 'पुढे चला' }).click();
  await expect(page.getByText('तुमचे नाव लिहा')).toBeVisible();
  await expect(page.getByText('वैध मोबाइल नंबर लिहा')).toBeVisible();
  await expect(page.getByText('वैध ई-मेल पत्ता लिहा')).toBeVisible();
  await expect(page.getByText(/Type your name|Must be a mobile number|Must be an e-mail address/)).toHaveCount(0);
});

// A reset code goes only to a confirmed e-mail: a new customer who has not confirmed hers and asks
// for one is led on to the phone's one-time code, which signs her in.
test('a forgotten password whose code does not come leads on to signing in with a code sent to the phone', async ({
  located: page,
}) => {
  await page.goto('/login/forgot-password?next=%2Fmy-orders');
  await islandHydrated(page, 'ForgotPasswordForm');
  await page.getByLabel('Email').fill('not-confirmed@example.in');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText('If an account uses not-confirmed@example.in, a 6-digit code is on its way.'),
  ).toBeVisible();
  await expect(page.getByText('No code? It goes only to an e-mail confirmed in the account.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with a code sent to your phone' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fmy-orders&with=otp$/);
  await islandHydrated(page, 'LoginForm');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});

test.describe('the phone’s code first, the password second', () => {
  test('/login opens on the phone: a customer signs in with the code from the SMS, back to ?next=', async ({
    page,
    ownServer,
  }) => {
    await page.goto('/login?next=/my-orders');
    await islandHydrated(page, 'LoginForm');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in with a password' })).toBeVisible();
    await pictures(page, 'login');
    await page.getByLabel('Phone number', { exact: true }).fill(ASHA.phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(`We sent a 6-digit code to ${ASHA.phone}.`)).toBeVisible();
    await page.getByLabel('6-digit code').fill(await ownServer.otpFor(ASHA.phone, 'login'));
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await page.waitForURL(/\/my-orders$/);
  });

  test('the password is one tap away, with its forgotten-password link; an account with no phone gets in by e-mail', async ({
    page,
    ownServer,
  }) => {
    // An account may have no phone (users.phone is nullable): an older one, with an e-mail only.
    const db = openDatabaseOf(ownServer.databaseFile);
    try {
      db.prepare("update users set phone = null where email = 'meera@example.in'").run();
      await page.goto('/login?next=/my-orders');
      await islandHydrated(page, 'LoginForm');
      await page.getByRole('button', { name: 'Sign in with a password' }).click();
      await pictures(page, 'login-password');
      await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
        'href',
        '/login/forgot-password?next=%2Fmy-orders',
      );
      // And back to the code, as easily.
      await expect(page.getByRole('button', { name: 'Sign in with a one-time code' })).toBeVisible();
      await signInWithPassword(page, 'meera@example.in', DEMO_PASSWORD);
      await page.waitForURL(/\/my-orders$/);
    } finally {
      db.prepare("update users set phone = '+919800000003' where email = 'meera@example.in'").run();
      db.close();
    }
  });
});

// Decision 0321: the code is the way in for any number. A new number is signed up by its code and
// asked its name, one short step; from the cart the customer comes back to checkout; the phone typed
// on /login goes on to /register.
test.describe('a new number signs in with its code', () => {
  test('from the cart: a new number’s code signs it up, its name is asked once, and checkout opens', async ({
    located: page,
    ownServer,
  }) => {
    const phone = '9811155501';
    await page.goto('/stores/farmcart-kothrud');
    await addFromCard(page, 'Papaya');
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/login\?next=\/checkout$/);
    await islandHydrated(page, 'LoginForm');
    await page.getByLabel('Phone number', { exact: true }).fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(`We sent a 6-digit code to ${phone}.`)).toBeVisible();
    await pictures(page, 'login-code');
    await page.getByLabel('6-digit code').fill(await ownServer.otpFor(phone, 'login'));
    await page.getByRole('button', { name: 'Verify and continue' }).click();

    const step = page.getByRole('form', { name: 'Welcome! What should we call you?' });
    await expect(step).toContainText('Your number is confirmed. Your name goes on your orders.');
    await expect(step.getByLabel('Password')).toHaveCount(0);
    await pictures(page, 'login-new-number');
    await step.getByLabel('Name').fill('Tanvi Gokhale');
    await step.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  });

  test('in Marathi: the name step speaks Marathi and asks for the name it needs', async ({
    located: page,
    context,
    baseURL,
    ownServer,
  }) => {
    const phone = '9811155502';
    await inLanguage(context, baseURL, 'mr');
    await page.goto('/login');
    await islandHydrated(page, 'LoginForm');
    await page.getByLabel('फोन नंबर', { exact: true }).fill(phone);
    await page.getByRole('button', { name: 'OTP पाठवा' }).click();
    await page.getByLabel('6 अंकी कोड').fill(await ownServer.otpFor(phone, 'login'));
    await page.getByRole('button', { name: 'पडताळा आणि पुढे चला' }).click();
    const step = page.getByRole('form', { name: 'स्वागत आहे! तुम्हाला काय नावाने हाक मारू?' });
    await expect(step).toBeVisible();
    await step.getByRole('button', { name: 'पुढे चला' }).click();
    await expect(step.getByText('तुमचे नाव लिहा')).toBeVisible();
    await step.getByLabel('नाव').fill('तन्वी गोखले');
    await step.getByRole('button', { name: 'पुढे चला' }).click();
    await page.waitForURL(/\/my-account$/);
  });

  test('the phone typed on /login goes on to /register, and so does where the customer was heading', async ({
    page,
  }) => {
    await page.goto('/login?next=/checkout');
    await islandHydrated(page, 'LoginForm');
    await page.getByLabel('Phone number', { exact: true }).fill('98111 55503');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/register\?next=%2Fcheckout$/);
    await islandHydrated(page, 'RegisterForm');
    await expect(page.getByLabel('Phone number')).toHaveValue('98111 55503');
  });
});

test.describe('the e-mail typed at sign-up is never lost', () => {
  /** Fills /register with `person`, then the phone's code (the seed verifies phones). */
  async function registerUpToTheEmail(
    page: Page,
    ownServer: TestServer,
    person: { name: string; phone: string; email: string },
  ) {
    await page.goto('/register');
    await islandHydrated(page, 'RegisterForm');
    await page.getByLabel('Name').fill(person.name);
    await page.getByLabel('Phone number').fill(person.phone);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill('guava-orchard-5');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
    await page.getByLabel('6-digit code').fill(await ownServer.otpFor(person.phone, 'register'));
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    const step = page.getByRole('form', { name: 'Confirm your e-mail' });
    await expect(step).toBeVisible();
    await expect(step).toContainText(
      `We sent a 6-digit code to ${person.email}. Type it here, or tap Later and confirm it in My account.`,
    );
    return step;
  }

  test('sign-up asks for the e-mail’s code right after the account is made, and the code confirms it', async ({
    page,
    ownServer,
  }) => {
    const person = { name: 'Sayali Pawar', phone: '9811144401', email: 'sayali.pawar@example.in' };
    const step = await registerUpToTheEmail(page, ownServer, person);
    await pictures(page, 'register-email-code');
    await step.getByLabel('6-digit code').fill(await ownServer.contactCodeFor(person.email));
    await step.getByRole('button', { name: 'Verify and continue' }).click();
    await page.waitForURL(/\/my-account$/);
    await expect(page.getByText(person.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Confirm your e-mail' })).toHaveCount(0);
  });

  test('Later leaves the e-mail waiting in My account; once its code expired, a fresh code confirms it', async ({
    located: page,
    ownServer,
  }) => {
    const person = { name: 'Ketan More', phone: '9811144402', email: 'ketan.more@example.in' };
    const step = await registerUpToTheEmail(page, ownServer, person);
    const first = await ownServer.contactCodeFor(person.email);
    await step.getByRole('button', { name: 'Later' }).click();
    await page.waitForURL(/\/my-account$/);
    const reminder = page.getByRole('region', { name: 'Confirm your e-mail' });
    await expect(reminder).toContainText(`We sent a message to ${person.email}.`);

    // Its code runs out (10 minutes): the e-mail still waits, and the card says what to do.
    const db = openDatabaseOf(ownServer.databaseFile);
    try {
      db.prepare("update contact_changes set expires_at = '2026-01-01T00:00:00.000Z' where value = ?").run(
        person.email,
      );
    } finally {
      db.close();
    }
    await page.reload();
    await expect(reminder).toContainText(
      `The code we sent to ${person.email} has expired. Send a new code to use it for your account.`,
    );
    await reminder.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screens/my-account-email-waiting-390.png' });
    // A tap on the field wakes the card up (client:touch).
    await reminder.getByLabel('6-digit code').click();
    await islandHydrated(page, 'AccountProfile');
    await reminder.getByRole('button', { name: 'Send a new code' }).click();
    await expect(reminder.getByRole('status')).toHaveText(
      `We sent a new code to ${person.email}. The earlier one no longer works.`,
    );
    let fresh = first;
    await expect
      .poll(async () => {
        fresh = await ownServer.contactCodeFor(person.email);
        return fresh;
      })
      .not.toBe(first);
    await reminder.getByLabel('6-digit code').fill(fresh);
    await reminder.getByRole('button', { name: 'Confirm' }).click();
    await expect(reminder).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Done.' })).toHaveText(
      `Done. Your account now uses ${person.email}.`,
    );
  });
});

test.describe('nothing typed before an island hydrates is lost', () => {
  test('/login: the phone typed while the form’s code is still loading gets its code and signs in', async ({
    page,
    ownServer,
  }) => {
    const release = await holdIsland(page, 'LoginForm');
    await page.goto('/login?next=/my-orders');
    await page.getByLabel('Phone number').pressSequentially(ROHAN.phone);
    release();
    await islandHydrated(page, 'LoginForm');
    // The form has rendered again since (its register link now carries ?next=).
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', /next=/);
    await expect(page.getByLabel('Phone number')).toHaveValue(ROHAN.phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('6-digit code').fill(await ownServer.otpFor(ROHAN.phone, 'login'));
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await page.waitForURL(/\/my-orders$/);
  });

  test('/login: a tap on Login while the form’s code is still loading signs in once it has loaded, and never puts the password in an address', async ({
    page,
  }) => {
    const addresses: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) addresses.push(request.url());
    });
    const release = await holdIsland(page, 'LoginForm');
    // The password way's own address (decision 0297): the form opens on it.
    await page.goto('/login?next=/my-orders&with=password');
    await page.getByLabel('Phone number or email').pressSequentially(ROHAN.phone);
    await page.getByLabel('Password', { exact: true }).pressSequentially(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // Held: the page stays, with what was typed.
    await expect(page).toHaveURL(/\/login\?next=\/my-orders&with=password$/);
    await expect(page.getByLabel('Phone number or email')).toHaveValue(ROHAN.phone);
    release();
    await page.waitForURL(/\/my-orders$/);
    expect(addresses.filter((address) => address.includes(DEMO_PASSWORD) || address.includes('password='))).toEqual([]);
  });

  test('/register: the name typed before hydration stays', async ({ page }) => {
    const release = await holdIsland(page, 'RegisterForm');
    await page.goto('/register?next=/cart');
    await page.getByLabel('Name').pressSequentially('Kiran Patil');
    release();
    await islandHydrated(page, 'RegisterForm');
    await expect(page.getByRole('link', { name: 'Login', exact: true }).last()).toHaveAttribute('href', /next=/);
    await expect(page.getByLabel('Name')).toHaveValue('Kiran Patil');
  });
});

test.describe('the sign-in screens in Marathi', () => {
  test('login, register and forgot password are in Marathi, with no hydration error', async ({
    page,
    context,
    baseURL,
  }) => {
    await inLanguage(context, baseURL, 'mr');
    const problems = watchConsole(page);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('heading', { level: 1, name: 'लॉगिन' })).toBeVisible();
    await islandHydrated(page, 'LoginForm');
    // The phone's code first, the password one tap away (decision 0297).
    await expect(page.getByLabel('फोन नंबर', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'OTP पाठवा' })).toBeVisible();
    await page.getByRole('button', { name: 'पासवर्डने लॉगिन करा' }).click();
    await expect(page.getByLabel('फोन नंबर किंवा ईमेल')).toBeVisible();
    await expect(page.getByLabel('पासवर्ड', { exact: true })).toBeVisible();

    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'खाते तयार करा' })).toBeVisible();
    await islandHydrated(page, 'RegisterForm');

    await page.goto('/login/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'पासवर्ड विसरलात?' })).toBeVisible();
    await islandHydrated(page, 'ForgotPasswordForm');
    expect(problems).toEqual([]);

    // English is still English.
    await inLanguage(context, baseURL, 'en');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });

  test('what a person types in Marathi before the form wakes up is kept', async ({ page, context, baseURL }) => {
    await inLanguage(context, baseURL, 'mr');
    const release = await holdIsland(page, 'LoginForm');
    await page.goto('/login');
    await page.getByLabel('फोन नंबर', { exact: true }).pressSequentially('9800000001');
    release();
    await islandHydrated(page, 'LoginForm');
    await expect(page.getByLabel('फोन नंबर', { exact: true })).toHaveValue('9800000001');
  });
});
