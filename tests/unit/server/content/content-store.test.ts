// Content published from the web (decision 0281), through the real dispatcher as the console calls
// it: drafts customers never see, publishing now or at a time (checked again then: held when an item
// was archived meanwhile), take-down, revisions and restore, every refusal with its field, slug
// rules, stale versions, preview links, the audit rows, and the permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  StaffContentEntryAnswer,
  StaffContentItemSearchAnswer,
  StaffContentListAnswer,
  StaffContentPreviewLinkAnswer,
  StaffContentPublishAnswer,
  StaffContentSaveAnswer,
} from '../../../../src/domain/api/staff/content.ts';
import type { CampaignDoc, PageDoc } from '../../../../src/domain/content/documents.ts';
import { previewAllowed } from '../../../../src/server/services/content/content-preview.ts';
import { publishedDoc, publishedOfKind, runDueContent } from '../../../../src/server/services/content/content-store.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { apiCall, errorBody, later } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';

const NOW = new Date('2026-11-27T06:00:00.000Z');
const ANIL = 5; // the demo's editor
const KIRAN = 2; // a counter: no 'content' permission
const body = (html: string) => ({ html, source: null });

function campaign(overrides: Partial<CampaignDoc> = {}, html = '<p>Sweets for the festival.</p>'): CampaignDoc {
  return {
    hero: { image: '/images/banners/mango-season.webp', width: 1200, height: 500 },
    valid_from: '2026-11-01',
    valid_to: '2026-12-31',
    items: ['alphonso-mango'],
    words: {
      en: {
        title: 'Diwali sweets',
        description: 'Sweets for Diwali.',
        kicker: null,
        items_title: 'Shop the sweets',
        hero_alt: 'A box of sweets',
        body: body(html),
      },
    },
    ...overrides,
  };
}

describe.runIf(engineAvailable)('content in the database', () => {
  let shop: TestShop;
  let editor: string;
  let counter: string;
  const as = (path: string, input: unknown, cookie = editor) =>
    apiCall(shop, path, input, { cookie: `fc_staff=${cookie}` });
  const save = async (slug: string, doc: unknown, version: number, kind = 'campaign') =>
    as('staff/content-save', { kind, slug, doc, version });
  const publish = (slug: string, version: number, extra: Record<string, unknown> = {}, kind = 'campaign') =>
    as('staff/content-publish', { kind, slug, version, publish_at: null, take_down_at: null, ...extra });
  const entry = async (slug: string, kind = 'campaign') =>
    (await as('staff/content-entry', { kind, slug })).body as StaffContentEntryAnswer;
  const changes = (action: string) =>
    shop.db
      .selectFrom('staff_changes')
      .selectAll()
      .where('kind', '=', 'content')
      .where('action', '=', action)
      .execute();

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    editor = await createRoleSession(shop, 'staff', ANIL);
    counter = await createRoleSession(shop, 'staff', KIRAN);
  });
  afterAll(() => shop?.close());

  it('imports the demo content through the services: published, pages in their order', async () => {
    const list = (await as('staff/content-list', {})).body as StaffContentListAnswer;
    const mango = list.entries.find((e) => e.kind === 'campaign' && e.slug === 'mango');
    expect(mango).toMatchObject({ status: 'published', title: 'Alphonso season', has_unpublished_changes: false });
    expect(mango?.missing_languages).toEqual([]);
    expect(list.entries.find((e) => e.kind === 'page' && e.slug === 'about')?.missing_languages).toEqual([]);
    expect(list.entries.find((e) => e.kind === 'campaign' && e.slug === 'monsoon-greens')?.missing_languages).toEqual([
      'mr',
    ]);
    expect(list.languages.map((l) => [l.code, l.is_default])).toEqual([
      ['en', true],
      ['mr', false],
    ]);
    const pages = await publishedOfKind(shop, 'page');
    expect(pages.map((p) => p.order)).toEqual([...pages.map((p) => p.order)].sort((a, b) => a - b));
    const visit = await publishedDoc(shop, 'farm_visit', 'visit');
    expect(visit?.words.mr?.facts.length).toBe(4);
    expect(visit?.words.en?.body.html).toContain('<h2>What you do</h2>');
  });

  it('keeps a draft from customers until it is published, then keeps it as revision 1', async () => {
    const saved = await save('diwali', campaign(), 0);
    expect(saved.status).toBe(200);
    expect((saved.body as StaffContentSaveAnswer).version).toBe(1);
    expect(await publishedDoc(shop, 'campaign', 'diwali')).toBeNull();
    expect((await entry('diwali')).status).toBe('draft');
    const published = await publish('diwali', 1);
    expect(published.body as StaffContentPublishAnswer).toEqual({ status: 'published', revision: 1 });
    expect((await publishedDoc(shop, 'campaign', 'diwali'))?.words.en?.title).toBe('Diwali sweets');
    expect((await changes('publish')).some((row) => row.summary.includes('diwali'))).toBe(true);
  });

  it('a save changes the draft only: customers still see the published words', async () => {
    const before = await entry('diwali');
    const edited = campaign();
    if (edited.words.en) edited.words.en.title = 'Diwali sweets, edited';
    const saved = await save('diwali', edited, before.version);
    expect((saved.body as StaffContentSaveAnswer).version).toBe(before.version + 1);
    expect((await publishedDoc(shop, 'campaign', 'diwali'))?.words.en?.title).toBe('Diwali sweets');
    const list = (await as('staff/content-list', { kind: 'campaign' })).body as StaffContentListAnswer;
    expect(list.entries.find((e) => e.slug === 'diwali')?.has_unpublished_changes).toBe(true);
    expect((await changes('update')).length).toBeGreaterThan(0);
  });

  it('refuses a save from a stale version with 409', async () => {
    const stale = await save('diwali', campaign(), 1);
    expect(stale.status).toBe(409);
    expect(errorBody(stale).code).toBe('conflict');
  });

  it('refuses a slug that is not lowercase-with-dashes, or taken in its kind, naming slug', async () => {
    const bad = await save('Diwali Sweets', campaign(), 0);
    // validation_failed is HTTP 400 in this shop (domain/api/errors.ts statusOfError).
    expect(bad.status).toBe(400);
    expect(errorBody(bad).fields).toHaveProperty('slug');
    const taken = await save('diwali', campaign(), 0);
    expect(taken.status).toBe(400);
    expect(errorBody(taken).fields?.slug).toMatch(/another campaign/);
    // Unique per kind: a page may have a campaign's slug.
    const page: PageDoc = {
      order: 50,
      updated: null,
      words: { en: { title: 'Diwali', description: 'D.', body: body('<p>Hi</p>') } },
    };
    expect((await save('diwali', page, 0, 'page')).status).toBe(200);
  });

  it('strips what the editor may not put in a body', async () => {
    await save(
      'sanitised',
      campaign({}, '<p onclick="x()">Hi<script>alert(1)</script><img src="https://evil.example/x.png" alt="x"></p>'),
      0,
    );
    const html = (await entry('sanitised')).draft.words.en?.body.html;
    expect(html).toBe('<p>Hi</p>');
  });

  it('saves a body of its full 100,000 characters in Marathi, with the editor’s document of it', async () => {
    const text = 'मेथीची भाजी ताजी आहे. '.repeat(5_000).slice(0, 100_000 - 7);
    const html = `<p>${text}</p>`;
    expect(html).toHaveLength(100_000);
    const doc = campaign();
    doc.words.mr = {
      title: 'दिवाळी मिठाई',
      description: 'दिवाळीसाठी मिठाई.',
      kicker: null,
      items_title: 'मिठाई घ्या',
      hero_alt: 'मिठाईचा डबा',
      body: { html, source: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] } },
    };
    const saved = await save('long-marathi', doc, 0);
    expect(saved.status, JSON.stringify(saved.body).slice(0, 200)).toBe(200);
    expect((await entry('long-marathi')).draft.words.mr?.body.html).toHaveLength(100_000);
  });

  it('holds the editor’s document to the same rules: no script link, no picture from elsewhere', async () => {
    const linked = (href: string, text: string) => ({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] });
    const image = (src: string) => ({ type: 'image', attrs: { src, alt: '' } });
    const source = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            linked('javascript:alert(document.cookie)', 'Win'),
            linked(' java\tscript:alert(1)', 'Again'),
            linked('//evil.example/', 'Away'),
            linked('https://example.com/', 'Fine'),
            linked('/pages/terms', 'Terms'),
          ],
        },
        image('https://evil.example/x.png'),
        image('/images/banners/mango-season.webp'),
      ],
    };
    const doc = campaign();
    if (doc.words.en) doc.words.en.body = { html: '<p>Win</p>', source };
    expect((await save('sanitised-source', doc, 0)).status).toBe(200);
    const kept = (await entry('sanitised-source')).draft.words.en?.body.source;
    expect(kept).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Win', marks: [] },
            { type: 'text', text: 'Again', marks: [] },
            { type: 'text', text: 'Away', marks: [] },
            linked('https://example.com/', 'Fine'),
            linked('/pages/terms', 'Terms'),
          ],
        },
        image('/images/banners/mango-season.webp'),
      ],
    });
  });

  it('refuses to publish with every problem on its field', async () => {
    const doc = campaign(
      { items: ['no-such-thing', 'alphonso-mango'], valid_from: '2026-12-31', valid_to: '2026-12-01' },
      '<p>See <a href="/pages/nowhere">this</a> and <img src="/images/x.webp" alt=""></p>',
    );
    if (doc.words.en) {
      doc.words.en.title = '';
      doc.words.en.hero_alt = '';
    }
    doc.words.mr = {
      ...(doc.words.en as NonNullable<typeof doc.words.en>),
      title: 'दिवाळी',
      hero_alt: 'मिठाई',
      description: '',
    };
    const saved = (await save('broken', doc, 0)).body as StaffContentSaveAnswer;
    expect(saved.problems.length).toBeGreaterThan(0);
    const refused = await publish('broken', saved.version);
    expect(refused.status).toBe(400);
    const fields = errorBody(refused).fields ?? {};
    expect(errorBody(refused).code).toBe('validation_failed');
    expect(fields['words.en.title']).toBe('must not be empty');
    expect(fields['words.en.hero_alt']).toMatch(/alt text/);
    expect(fields['words.mr.description']).toBe('must not be empty');
    expect(fields.valid_to).toMatch(/before/);
    expect(fields['items.0']).toMatch(/no item/);
    expect(fields['words.en.body']).toMatch(/alt text|\/pages\/nowhere/);
    expect(await publishedDoc(shop, 'campaign', 'broken')).toBeNull();
  });

  it('refuses a link to a missing page and an archived item, each on its field', async () => {
    await shop.db
      .updateTable('items')
      .set({ archived_at: NOW.toISOString(), is_active: 0 })
      .where('link_slug', '=', 'kesar-mango')
      .execute();
    const doc = campaign({ items: ['alphonso-mango', 'kesar-mango'] }, '<p>See <a href="/recipe/nowhere">this</a></p>');
    const saved = (await save('links', doc, 0)).body as StaffContentSaveAnswer;
    const fields = errorBody(await publish('links', saved.version)).fields ?? {};
    expect(fields['items.1']).toMatch(/archived/);
    expect(fields['words.en.body']).toBe('links to /recipe/nowhere, which is not published');
    await shop.db
      .updateTable('items')
      .set({ archived_at: null, is_active: 1 })
      .where('link_slug', '=', 'kesar-mango')
      .execute();
  });

  it('publishes at the scheduled time, not before', async () => {
    const saved = (await save('later', campaign(), 0)).body as StaffContentSaveAnswer;
    const at = new Date(NOW.getTime() + 60 * 60_000).toISOString();
    const scheduled = await publish('later', saved.version, { publish_at: at });
    expect(scheduled.body).toEqual({ status: 'scheduled', revision: null });
    expect((await changes('schedule')).length).toBe(1);
    expect((await runDueContent(later(shop, 30))).published).toEqual([]);
    expect(await publishedDoc(shop, 'campaign', 'later')).toBeNull();
    expect((await runDueContent(later(shop, 61))).published).toEqual(['campaign:later']);
    expect((await publishedDoc(shop, 'campaign', 'later'))?.words.en?.title).toBe('Diwali sweets');
    expect((await entry('later')).revisions.map((r) => r.number)).toEqual([1]);
  });

  it('holds a scheduled campaign whose item was archived meanwhile, with the reason the list shows', async () => {
    const saved = (await save('held', campaign({ items: ['kesar-mango'] }), 0)).body as StaffContentSaveAnswer;
    const at = new Date(NOW.getTime() + 60 * 60_000).toISOString();
    expect((await publish('held', saved.version, { publish_at: at })).status).toBe(200);
    await shop.db
      .updateTable('items')
      .set({ archived_at: NOW.toISOString(), is_active: 0 })
      .where('link_slug', '=', 'kesar-mango')
      .execute();
    try {
      const run = await runDueContent(later(shop, 61));
      expect(run.held).toEqual(['campaign:held']);
      expect(await publishedDoc(shop, 'campaign', 'held')).toBeNull();
      const list = (await as('staff/content-list', { kind: 'campaign' })).body as StaffContentListAnswer;
      const held = list.entries.find((e) => e.slug === 'held');
      expect(held?.status).toBe('held');
      expect(held?.held_reason).toMatch(/items\.0: .*archived/);
      expect((await changes('hold')).length).toBe(1);
    } finally {
      await shop.db
        .updateTable('items')
        .set({ archived_at: null, is_active: 1 })
        .where('link_slug', '=', 'kesar-mango')
        .execute();
    }
  });

  it('takes a page down at its take-down time, and refuses a take-down before the publish', async () => {
    const saved = (await save('short', campaign(), 0)).body as StaffContentSaveAnswer;
    const before = await publish('short', saved.version, { take_down_at: NOW.toISOString() });
    expect(errorBody(before).fields).toHaveProperty('take_down_at');
    const until = new Date(NOW.getTime() + 2 * 60 * 60_000).toISOString();
    expect((await publish('short', saved.version, { take_down_at: until })).status).toBe(200);
    expect((await runDueContent(later(shop, 60))).takenDown).toEqual([]);
    expect(await publishedDoc(shop, 'campaign', 'short')).not.toBeNull();
    expect((await runDueContent(later(shop, 121))).takenDown).toEqual(['campaign:short']);
    expect(await publishedDoc(shop, 'campaign', 'short')).toBeNull();
    expect((await entry('short')).status).toBe('taken_down');
  });

  it('unpublishes: customers get a 404 again', async () => {
    const answer = await as('staff/content-unpublish', { kind: 'campaign', slug: 'diwali' });
    expect(answer.body).toEqual({ status: 'taken_down' });
    expect(await publishedDoc(shop, 'campaign', 'diwali')).toBeNull();
    expect((await changes('unpublish')).length).toBe(1);
  });

  it('keeps every publish as a revision and restores one as a new draft, publishing nothing', async () => {
    let current = await entry('diwali');
    await publish('diwali', current.version); // revision 2: the edited title
    current = await entry('diwali');
    expect(current.revisions.map((r) => r.number)).toEqual([2, 1]);
    expect(current.revisions[0]?.published_by).toBe('Anil Patwardhan');
    const first = current.revisions.find((r) => r.number === 1);
    const restored = await as('staff/content-restore', { kind: 'campaign', slug: 'diwali', revision_id: first?.id });
    expect(restored.body).toEqual({ version: current.version + 1 });
    const after = await entry('diwali');
    expect(after.draft.words.en?.title).toBe('Diwali sweets');
    expect(after.published?.words.en?.title).toBe('Diwali sweets, edited');
    expect((await changes('restore')).length).toBe(1);
    const other = await entry('mango');
    const foreign = await as('staff/content-restore', { kind: 'campaign', slug: 'mango', revision_id: first?.id });
    expect(foreign.status).toBe(404);
    expect(other.revisions.length).toBe(1);
  });

  it('signs preview links that work for 30 minutes, for that entry only', async () => {
    const answer = (await as('staff/content-preview-link', { kind: 'campaign', slug: 'later' }))
      .body as StaffContentPreviewLinkAnswer;
    expect(answer.url).toMatch(/^\/campaign\/later\?preview=/);
    expect(answer.expires_at).toBe(new Date(NOW.getTime() + 30 * 60_000).toISOString());
    const token = new URL(answer.url, 'https://shop.example').searchParams.get('preview');
    expect(await previewAllowed(shop, 'campaign', 'later', token)).toBe(true);
    expect(await previewAllowed(later(shop, 29), 'campaign', 'later', token)).toBe(true);
    expect(await previewAllowed(later(shop, 31), 'campaign', 'later', token)).toBe(false);
    expect(await previewAllowed(shop, 'campaign', 'mango', token)).toBe(false);
    const forged = `${token?.slice(0, -2)}${token?.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await previewAllowed(shop, 'campaign', 'later', forged)).toBe(false);
    expect(await previewAllowed(shop, 'campaign', 'later', null)).toBe(false);
    await shop.db.updateTable('staff').set({ is_disabled: 1 }).where('id', '=', ANIL).execute();
    expect(await previewAllowed(shop, 'campaign', 'later', token), 'its maker was disabled').toBe(false);
    await shop.db.updateTable('staff').set({ is_disabled: 0 }).where('id', '=', ANIL).execute();
  });

  it('finds catalogue products by name, archived ones left out', async () => {
    const found = (await as('staff/content-item-search', { q: 'Mango' })).body as StaffContentItemSearchAnswer;
    expect(found.items.map((i) => i.link_slug)).toContain('alphonso-mango');
    expect(found.items.length).toBeLessThanOrEqual(20);
    expect(new Set(found.items.map((i) => i.link_slug)).size).toBe(found.items.length);
    await shop.db
      .updateTable('items')
      .set({ archived_at: NOW.toISOString() })
      .where('link_slug', '=', 'kesar-mango')
      .execute();
    const without = (await as('staff/content-item-search', { q: 'kesar mango' })).body as StaffContentItemSearchAnswer;
    expect(without.items.map((i) => i.link_slug)).not.toContain('kesar-mango');
    await shop.db.updateTable('items').set({ archived_at: null }).where('link_slug', '=', 'kesar-mango').execute();
  });

  it('answers 404 for an unknown entry and 403 to a role without the content permission', async () => {
    expect((await as('staff/content-entry', { kind: 'recipe', slug: 'no-such' })).status).toBe(404);
    const refused = await as('staff/content-list', {}, counter);
    expect(refused.status).toBe(403);
  });
});
