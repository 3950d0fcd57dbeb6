// A publish reaches every instance within a second (decision 0282): two instances of one PostgreSQL
// shop, the second holding the published campaign in its content cache; the first publishes a new
// revision, then unpublishes it, and the second's customers see each within a second (the publish
// calls catalogChanged, whose NOTIFY empties the other instance's caches).
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { StaffContentEntryAnswer } from '../../../../src/domain/api/staff/content.ts';
import type { CampaignDoc } from '../../../../src/domain/content/documents.ts';
import { openShopDatabase } from '../../../../src/server/shop-database.ts';
import {
  type ContentContext,
  contentEntry,
  publishContent,
  publishedDoc,
  saveContent,
  unpublishContent,
} from '../../../../src/server/services/content/content-store.ts';
import { engineAvailable, testEngine } from '../harness.ts';

const EDITOR = { id: 5, role: 'editor', store_ids: [] } as const;

async function within(ms: number, done: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > ms) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe.runIf(testEngine === 'postgres' && engineAvailable)('content freshness between instances', () => {
  it('a publish and an unpublish on one instance reach the other’s customers within a second', async () => {
    const url = inject('postgresUrl');
    const schema = `${inject('postgresSchemaPrefix')}${randomBytes(4).toString('hex')}`;
    const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'false', DATA_DIR: './data', DATABASE_URL: url } as const;
    const a = await openShopDatabase(config, { pgSchema: schema });
    const b = await openShopDatabase(config, { pgSchema: schema });
    try {
      const onA: ContentContext = { db: a.db, engine: 'postgres', now: () => new Date() };
      const onB = { db: b.db };
      expect((await publishedDoc(onB, 'campaign', 'mango'))?.words.en?.title).toBe('Alphonso season');

      const entry = await contentEntry(onA, { kind: 'campaign', slug: 'mango' });
      if (!entry.ok) throw new Error('the demo has the mango campaign');
      const draft = structuredClone(
        (entry.value as StaffContentEntryAnswer & { kind: 'campaign' }).draft,
      ) as CampaignDoc;
      if (draft.words.en) draft.words.en.title = 'Alphonso season, second week';
      const saved = await saveContent(onA, EDITOR, {
        kind: 'campaign',
        slug: 'mango',
        doc: draft,
        version: entry.value.version,
      });
      if (!saved.ok) throw new Error(JSON.stringify(saved.error));
      // A save alone changes nothing the other instance's customers see.
      expect((await publishedDoc(onB, 'campaign', 'mango'))?.words.en?.title).toBe('Alphonso season');

      const published = await publishContent(onA, EDITOR, {
        kind: 'campaign',
        slug: 'mango',
        version: saved.value.version,
        publish_at: null,
        take_down_at: null,
      });
      expect(published.ok).toBe(true);
      const tookPublish = await within(1_000, async () => {
        return (await publishedDoc(onB, 'campaign', 'mango'))?.words.en?.title === 'Alphonso season, second week';
      });
      expect((await publishedDoc(onB, 'campaign', 'mango'))?.words.en?.title).toBe('Alphonso season, second week');
      expect(tookPublish).toBeLessThan(1_000);

      expect((await unpublishContent(onA, EDITOR, { kind: 'campaign', slug: 'mango' })).ok).toBe(true);
      const tookUnpublish = await within(1_000, async () => (await publishedDoc(onB, 'campaign', 'mango')) === null);
      expect(await publishedDoc(onB, 'campaign', 'mango')).toBeNull();
      expect(tookUnpublish).toBeLessThan(1_000);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    // Seeding the demo shop takes its time; the freshness itself is bounded above.
  }, 60_000);
});
