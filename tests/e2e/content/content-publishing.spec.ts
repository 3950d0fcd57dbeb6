import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

// Content published from the web (decision 0281): a campaign saved in the console is a draft
// customers get the 404 screen for; published, it is the customer's page; a preview link opens
// the draft itself on the real page, noindex and never cached, and a forged one does not.

/** Signs the demo editor in (src/server/seed/demo/staff.ts): the request context keeps the staff cookie. */
async function signInEditor(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/staff/login', {
    data: { email: 'anil@farmcart.example.in', password: 'counter-demo-2026' },
  });
  expect(answer.status(), 'demo editor sign-in').toBe(200);
}

function campaign(title: string) {
  return {
    hero: { image: '/images/banners/mango-season.webp', width: 1200, height: 500 },
    valid_from: '2026-01-01',
    valid_to: '2030-12-31',
    items: ['alphonso-mango'],
    words: {
      en: {
        title,
        description: 'A campaign written in the console.',
        kicker: null,
        items_title: 'Shop it',
        hero_alt: 'Mangoes in a crate',
        body: { html: '<p>Written in the console.</p>', source: null },
      },
    },
  };
}

test('a draft is a 404 for customers, a published campaign is their page, and a preview link shows the draft', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  try {
    await signInEditor(staff);
    const slug = `console-${Date.now().toString(36)}`;
    const saved = await staff.post('/api/staff/content-save', {
      data: { kind: 'campaign', slug, doc: campaign('Written on the web'), version: 0 },
    });
    expect(saved.status()).toBe(200);
    const { version } = (await saved.json()) as { version: number };

    const draftOnly = await page.goto(`/campaign/${slug}`);
    expect(draftOnly?.status()).toBe(404);

    const link = await staff.post('/api/staff/content-preview-link', { data: { kind: 'campaign', slug } });
    const { url } = (await link.json()) as { url: string };
    const preview = await page.goto(url);
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Written on the web');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const forged = await page.goto(`${url.slice(0, -3)}abc`);
    expect(forged?.status()).toBe(404);

    const published = await staff.post('/api/staff/content-publish', {
      data: { kind: 'campaign', slug, version, publish_at: null, take_down_at: null },
    });
    expect(await published.json()).toEqual({ status: 'published', revision: 1 });
    const live = await page.goto(`/campaign/${slug}`);
    expect(live?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Written on the web');
    await expect(page.getByRole('heading', { name: 'Shop it' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    const unpublished = await staff.post('/api/staff/content-unpublish', { data: { kind: 'campaign', slug } });
    expect(unpublished.status()).toBe(200);
    expect((await page.goto(`/campaign/${slug}`))?.status()).toBe(404);
  } finally {
    await staff.dispose();
  }
});
