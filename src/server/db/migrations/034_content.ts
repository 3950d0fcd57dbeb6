// Content published from the web (decision 0281): info pages, campaigns, recipes and the
// farm-visit text, one row an entry with the editor's draft, what customers see (null: nothing)
// and a publish waiting for its time; each publish keeps the document it made live as a numbered
// revision. Documents are JSON kept as text on both engines (domain/content/documents.ts).
import type { Kysely } from 'kysely';
import { withId, type Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('content_entries'), engine)
    /** 'page', 'campaign', 'recipe' or 'farm_visit'. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('draft_json', 'text', (c) => c.notNull())
    /** Counts the draft's saves: a save naming an older one is refused. */
    .addColumn('version', 'integer', (c) => c.notNull())
    /** What customers see; null: a 404. */
    .addColumn('published_json', 'text')
    /** The document a scheduled publish makes live at publish_at (checked again then). */
    .addColumn('scheduled_json', 'text')
    /** 'draft', 'scheduled', 'published', 'taken_down' or 'held'. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'text')
    .addColumn('take_down_at', 'text')
    /** Why a scheduled publish was not made at its time (an item archived meanwhile...). */
    .addColumn('held_reason', 'text')
    .addColumn('scheduled_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_entries_kind_slug', ['kind', 'slug'])
    .execute();
  // The periodic step's two questions: which publishes and take-downs are due.
  await s.createIndex('content_entries_publish_at').on('content_entries').column('publish_at').execute();
  await s.createIndex('content_entries_take_down_at').on('content_entries').column('take_down_at').execute();
  await withId(s.createTable('content_revisions'), engine)
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('content_entries.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('doc_json', 'text', (c) => c.notNull())
    .addColumn('published_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_revisions_entry_number', ['entry_id', 'number'])
    .execute();
}
