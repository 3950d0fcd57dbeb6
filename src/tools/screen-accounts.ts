// Screenshots of the account screens (decision 0142) at 390x844 for docs/screens/, as
// src/tools/screens.ts takes them, but signed in: it logs a demo customer in
// through the API and gives the browser the session cookie and the device profile.
// Usage:
//   node src/tools/screen-accounts.ts http://127.0.0.1:4321 my-account=/my-account alerts=/alerts [--guest] [--phone=9800000001]
// --guest: not signed in (login, register). Located in Kothrud either way.
import { chromium } from '@playwright/test';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../domain/constants.ts';
import { encodeLocationCookie } from '../domain/location-cookie.ts';
import type { SignedInAnswer } from '../domain/api/accounts.ts';
import { storedUserOf } from '../stores/user.ts';

const [base, ...args] = process.argv.slice(2);
if (!base || args.length === 0) {
  console.error(
    'usage: node src/tools/screen-accounts.ts BASE_URL name=/path [name=/path ...] [--guest] [--phone=PHONE]',
  );
  process.exit(2);
}
const guest = args.includes('--guest');
const phone = args.find((arg) => arg.startsWith('--phone='))?.slice(8) ?? '9800000001';
const kothrud = {
  lat: 18.5074,
  lng: 73.8077,
  address: 'Paud Road, Kothrud, Pune 411038',
  house: 'Flat 12, Sai Residency',
  tag: 'Home',
};

async function signIn(): Promise<{ token: string; answer: SignedInAnswer }> {
  const response = await fetch(new URL('/api/login', base), {
    method: 'POST',
    // The phone the screenshots show, so "Signed-in devices" names this one as it would.
    headers: {
      'content-type': 'application/json',
      origin: new URL(base ?? '').origin,
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    },
    body: JSON.stringify({ phone, password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`login failed: HTTP ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as SignedInAnswer;
  // The token is only in the HttpOnly cookie of the answer, never in its JSON.
  const token = /^fc_session=([^;]+)/m.exec(response.headers.getSetCookie().join('\n'))?.[1];
  if (!token) throw new Error('login answered no session cookie');
  return { token, answer };
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const session = guest ? null : await signIn();
  for (const pair of args.filter((arg) => !arg.startsWith('--'))) {
    const cut = pair.indexOf('=');
    const name = pair.slice(0, cut);
    const path = pair.slice(cut + 1);
    if (cut < 1 || !path) continue;
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies([
      { name: 'loc', value: encodeLocationCookie(kothrud), url: base },
      { name: CONSENT_COOKIE, value: GDPR_ACCEPTED, url: base },
      ...(session
        ? [{ name: 'fc_session', value: session.token, url: base, httpOnly: true, sameSite: 'Lax' as const }]
        : []),
    ]);
    await context.addInitScript(
      ([address, user]) => {
        localStorage.setItem('userSetAddress', JSON.stringify(address));
        if (user) localStorage.setItem('user', JSON.stringify(user));
      },
      [kothrud, session ? storedUserOf(session.answer.data) : null] as const,
    );
    const page = await context.newPage();
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `docs/screens/${name}-390.png`, fullPage: process.env.FULL_PAGE === '1' });
    await context.close();
  }
} finally {
  await browser.close();
}
