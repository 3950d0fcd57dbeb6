// Content published from the web (decision 0281): info pages, campaigns, recipes and the farm-visit
// text live in content_entries, each with the editor's draft, what customers see (null: a 404) and
// a publish waiting for its time. Saving changes the draft only; publishing copies it to what
// customers see (now, or at publish_at, when the checks run again) and keeps it as a numbered
// revision; a restore copies a revision back into the draft. Every change writes one staff_changes
// row in its own transaction, and every change customers see calls catalogChanged, which empties
// the content cache on every instance (PostgreSQL NOTIFY; decision 0282).
import { sql } from 'kysely';
import type {
  ContentItemView,
  ContentLanguageView,
  ContentListEntry,
  StaffContentEntryAnswer,
  StaffContentItemSearchAnswer,
  StaffContentListAnswer,
  StaffContentPublishAnswer,
  StaffContentRestoreAnswer,
  StaffContentSaveAnswer,
  StaffContentSaveInput,
  StaffContentStatusAnswer,
} from '../../../domain/api/staff/content.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import {
  bodyLinks,
  CONTENT_DOC_SCHEMAS,
  type ContentDoc,
  type ContentDocs,
  type ContentKind,
  type ContentLanguages,
  type ContentProblem,
  type ContentStatus,
  contentProblems,
  FARM_VISIT_SLUG,
  missingLanguages,
  type RichText,
  shopLink,
} from '../../../domain/content/documents.ts';
import { cacheOf, catalogChanged } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import type { ContentEntriesTable } from '../../db/schema.ts';
import { forUpdate, inWriteTransaction } from '../../db/write-transaction.ts';
import { type Audit, auditedWrite, type Writer } from '../audit/audited-write.ts';
import { recordChange } from '../audit/changes.ts';
import { sanitizeRichText } from './content-html.ts';
import { consoleRules, said } from '../../said.ts';

/** What the content services need of a context: the demo seed imports through them without a request. */
export type ContentContext = Pick<ShopContext, 'db' | 'engine' | 'now'>;
/** Who makes a change: a staff member (the seed names the demo admin). */
export type ContentAuthor = Writer;

type EntryRow = Omit<ContentEntriesTable, 'id'> & { id: number };

const KIND_NAMES: Record<ContentKind, string> = {
  page: 'Page',
  campaign: 'Campaign',
  recipe: 'Recipe',
  farm_visit: 'Farm visit',
};

const NOT_FOUND = fail('not_found', said('saidNoSuchContent'), { slug: said('saidFieldNoSuchEntry') });

// ---- Languages -----------------------------------------------------------------------------------

export interface ShopLanguages extends ContentLanguages {
  views: ContentLanguageView[];
}

/** The shop's active languages, the default first. */
async function shopLanguages(ctx: Pick<ContentContext, 'db'>): Promise<ShopLanguages> {
  const rows = await ctx.db
    .selectFrom('languages')
    .select(['code', 'language_name', 'is_default'])
    .where('is_active', '=', 1)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
  const views = rows.map((row) => ({ code: row.code, name: row.language_name, is_default: row.is_default === 1 }));
  const defaultLanguage = views.find((view) => view.is_default)?.code ?? views[0]?.code ?? 'en';
  return { views, languages: views.map((view) => view.code), defaultLanguage };
}

// ---- Reading documents ---------------------------------------------------------------------------

/** A stored document, read back through its kind's schema (what was saved passed it). */
function readDoc<K extends ContentKind>(kind: K, json: string): ContentDocs[K] {
  return CONTENT_DOC_SCHEMAS[kind].parse(JSON.parse(json)) as ContentDocs[K];
}

function titleOf(doc: ContentDoc, language: string): string {
  const words = (doc.words as Record<string, { title: string }>)[language];
  return words?.title ?? '';
}

/** What the console calls the entry's state. */
function statusOf(row: Pick<EntryRow, 'status'>): ContentStatus {
  return row.status;
}

async function entryRow(ctx: ContentContext, kind: ContentKind, slug: string): Promise<EntryRow | undefined> {
  return ctx.db
    .selectFrom('content_entries')
    .selectAll()
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

async function lockedEntry(tx: ContentContext, kind: ContentKind, slug: string): Promise<EntryRow | undefined> {
  const query = tx.db.selectFrom('content_entries').selectAll().where('kind', '=', kind).where('slug', '=', slug);
  return forUpdate(tx as ShopContext, query).executeTakeFirst();
}

// ---- The console's calls -------------------------------------------------------------------------

export async function listContent(
  ctx: ContentContext,
  input: { kind?: ContentKind | undefined },
): Promise<Result<StaffContentListAnswer>> {
  const languages = await shopLanguages(ctx);
  let query = ctx.db.selectFrom('content_entries').selectAll().orderBy('kind').orderBy('slug');
  if (input.kind) query = query.where('kind', '=', input.kind);
  const rows = await query.execute();
  const entries: ContentListEntry[] = rows.map((row) => {
    const draft = readDoc(row.kind, row.draft_json);
    const shown = row.scheduled_json ?? row.published_json;
    return {
      kind: row.kind,
      slug: row.slug,
      title: titleOf(draft, languages.defaultLanguage),
      status: statusOf(row),
      has_unpublished_changes: shown !== row.draft_json,
      publish_at: row.publish_at,
      take_down_at: row.take_down_at,
      updated_at: row.updated_at,
      missing_languages: missingLanguages(row.kind, draft, languages.languages),
      held_reason: row.held_reason,
    };
  });
  return ok({ entries, languages: languages.views });
}

export async function contentEntry(
  ctx: ContentContext,
  input: { kind: ContentKind; slug: string },
): Promise<Result<StaffContentEntryAnswer>> {
  const row = await entryRow(ctx, input.kind, input.slug);
  if (!row) return NOT_FOUND;
  const languages = await shopLanguages(ctx);
  const draft = readDoc(row.kind, row.draft_json);
  const revisions = await ctx.db
    .selectFrom('content_revisions')
    .innerJoin('staff', 'staff.id', 'content_revisions.published_by')
    .select([
      'content_revisions.id',
      'content_revisions.number',
      'content_revisions.published_at',
      'staff.name as published_by',
    ])
    .where('content_revisions.entry_id', '=', row.id)
    .orderBy('content_revisions.number', 'desc')
    .execute();
  return ok({
    kind: row.kind,
    slug: row.slug,
    draft,
    version: row.version,
    published: row.published_json === null ? null : readDoc(row.kind, row.published_json),
    status: statusOf(row),
    publish_at: row.publish_at,
    take_down_at: row.take_down_at,
    revisions,
    problems: await allProblems(ctx, row.kind, row.slug, draft, languages),
  } as StaffContentEntryAnswer);
}

/** The document with every body sanitised. */
function sanitizedDoc<K extends ContentKind>(doc: ContentDocs[K]): ContentDocs[K] {
  const words = Object.fromEntries(
    Object.entries(doc.words as Record<string, { body: RichText }>).map(([code, entry]) => [
      code,
      { ...entry, body: sanitizeRichText(entry.body) },
    ]),
  );
  return { ...doc, words } as ContentDocs[K];
}

export async function saveContent(
  ctx: ContentContext,
  author: ContentAuthor,
  input: StaffContentSaveInput,
): Promise<Result<StaffContentSaveAnswer>> {
  const { kind, slug } = input;
  if (kind === 'farm_visit' && slug !== FARM_VISIT_SLUG) {
    return fail('validation_failed', said('saidFarmVisitSlug', { slug: FARM_VISIT_SLUG }), {
      slug: said('saidFieldMustBe', { value: FARM_VISIT_SLUG }),
    });
  }
  const doc = sanitizedDoc(input.doc as ContentDocs[typeof kind]);
  const json = JSON.stringify(doc);
  const at = ctx.now().toISOString();
  const saved = await auditedWrite(ctx, author, async (tx, audit) => {
    const row = await lockedEntry(tx, kind, slug);
    if (input.version === 0) {
      if (row) {
        return fail('validation_failed', said('saidEntryAddressTaken'), {
          slug: said('saidFieldKindAddressTaken', { kind: KIND_NAMES[kind].toLowerCase() }),
        });
      }
      const created = await tx.db
        .insertInto('content_entries')
        .values({
          kind,
          slug,
          draft_json: json,
          version: 1,
          published_json: null,
          scheduled_json: null,
          status: 'draft',
          publish_at: null,
          take_down_at: null,
          held_reason: null,
          scheduled_by: null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit.record({
        kind: 'content',
        action: 'create',
        entityId: created.id,
        storeId: null,
        summary: `${KIND_NAMES[kind]} ${slug}: draft created`,
        before: null,
        after: { kind, slug, version: 1 },
      });
      return ok(1);
    }
    if (!row) return NOT_FOUND;
    if (row.version !== input.version) return conflict(row.version);
    const version = row.version + 1;
    await tx.db
      .updateTable('content_entries')
      .set({ draft_json: json, version, updated_at: at })
      .where('id', '=', row.id)
      .execute();
    await audit.record({
      kind: 'content',
      action: 'update',
      entityId: row.id,
      storeId: null,
      summary: `${KIND_NAMES[kind]} ${slug}: draft saved`,
      before: { version: row.version },
      after: { version },
    });
    return ok(version);
  });
  if (!saved.ok) return saved;
  const languages = await shopLanguages(ctx);
  return ok({ version: saved.value, problems: await allProblems(ctx, kind, slug, doc, languages) });
}

function conflict(current: number): Result<never> {
  return fail('conflict', said('saidEntrySavedMeanwhile'), {
    version: said('saidFieldEntryVersion', { n: current }),
  });
}

/** The publish checks' answer: every problem's field with its reason. */
function refusedFor(problems: readonly ContentProblem[]): Result<never> {
  const fields: Record<string, string> = {};
  for (const problem of problems) fields[problem.field] ??= problem.reason;
  const count = Object.keys(fields).length;
  return fail(
    'validation_failed',
    count === 1 ? said('saidOneThingBeforePublishing') : said('saidThingsBeforePublishing', { n: count }),
    consoleRules(fields),
  );
}

export async function publishContent(
  ctx: ContentContext,
  author: ContentAuthor,
  input: {
    kind: ContentKind;
    slug: string;
    version: number;
    publish_at: string | null;
    take_down_at: string | null;
  },
): Promise<Result<StaffContentPublishAnswer>> {
  const now = ctx.now();
  const publishAt = input.publish_at === null ? null : new Date(input.publish_at);
  const takeDownAt = input.take_down_at === null ? null : new Date(input.take_down_at);
  const later = publishAt !== null && publishAt.getTime() > now.getTime();
  if (takeDownAt !== null && takeDownAt.getTime() <= (later ? publishAt : now).getTime()) {
    return fail('validation_failed', said('saidTakeDownAfterPublish'), {
      take_down_at: said('saidFieldAfterPublish'),
    });
  }
  const languages = await shopLanguages(ctx);
  const result = await auditedWrite<
    { status: ContentStatus; revision: number | null; published: boolean },
    ContentContext
  >(
    ctx,
    author,
    async (tx, audit) => {
      const row = await lockedEntry(tx, input.kind, input.slug);
      if (!row) return NOT_FOUND;
      if (row.version !== input.version) return conflict(row.version);
      const draft = readDoc(row.kind, row.draft_json);
      const problems = await allProblems(tx, row.kind, row.slug, draft, languages);
      if (problems.length > 0) return refusedFor(problems);
      if (later) {
        await tx.db
          .updateTable('content_entries')
          .set({
            scheduled_json: row.draft_json,
            status: 'scheduled',
            publish_at: publishAt.toISOString(),
            take_down_at: takeDownAt?.toISOString() ?? null,
            held_reason: null,
            scheduled_by: author.id,
            updated_at: now.toISOString(),
          })
          .where('id', '=', row.id)
          .execute();
        await audit.record({
          kind: 'content',
          action: 'schedule',
          entityId: row.id,
          storeId: null,
          summary: `${KIND_NAMES[row.kind]} ${row.slug}: publish scheduled for ${publishAt.toISOString()}`,
          before: { status: row.status, publish_at: row.publish_at },
          after: { status: 'scheduled', publish_at: publishAt.toISOString(), version: row.version },
        });
        return ok({ status: 'scheduled' as const, revision: null, published: false });
      }
      const revision = await makeLive(
        tx,
        author.id,
        audit,
        row,
        row.draft_json,
        takeDownAt?.toISOString() ?? null,
        'publish',
      );
      return ok({ status: 'published' as const, revision, published: true });
    },
    { announce: (done) => (done.published ? 'all' : null) },
  );
  if (!result.ok) return result;
  return ok({ status: result.value.status, revision: result.value.revision });
}

/** Makes `json` what customers see, as the entry's next revision; answers its number. */
async function makeLive(
  tx: ContentContext,
  authorId: number,
  audit: Pick<Audit, 'record'>,
  row: EntryRow,
  json: string,
  takeDownAt: string | null,
  action: 'publish' | 'scheduled publish',
): Promise<number> {
  const at = tx.now().toISOString();
  const last = await tx.db
    .selectFrom('content_revisions')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('entry_id', '=', row.id)
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  await tx.db
    .insertInto('content_revisions')
    .values({ entry_id: row.id, number, doc_json: json, published_by: authorId, published_at: at })
    .execute();
  await tx.db
    .updateTable('content_entries')
    .set({
      published_json: json,
      scheduled_json: null,
      status: 'published',
      publish_at: null,
      take_down_at: takeDownAt,
      held_reason: null,
      scheduled_by: authorId,
      updated_at: at,
    })
    .where('id', '=', row.id)
    .execute();
  await audit.record({
    kind: 'content',
    action: action === 'publish' ? 'publish' : 'scheduled_publish',
    entityId: row.id,
    storeId: null,
    summary: `${KIND_NAMES[row.kind]} ${row.slug}: revision ${number} published${action === 'publish' ? '' : ' at its scheduled time'}`,
    before: { status: row.status },
    after: { status: 'published', revision: number, take_down_at: takeDownAt },
  });
  return number;
}

/** The status once nothing is published or scheduled: taken down if it ever was live. */
async function restingStatus(tx: ContentContext, entryId: number): Promise<ContentStatus> {
  const revision = await tx.db
    .selectFrom('content_revisions')
    .select('id')
    .where('entry_id', '=', entryId)
    .limit(1)
    .executeTakeFirst();
  return revision ? 'taken_down' : 'draft';
}

export async function unpublishContent(
  ctx: ContentContext,
  author: ContentAuthor,
  input: { kind: ContentKind; slug: string },
): Promise<Result<StaffContentStatusAnswer>> {
  return auditedWrite(
    ctx,
    author,
    async (tx, audit) => {
      const row = await lockedEntry(tx, input.kind, input.slug);
      if (!row) return NOT_FOUND;
      const status = await restingStatus(tx, row.id);
      await tx.db
        .updateTable('content_entries')
        .set({
          published_json: null,
          scheduled_json: null,
          status,
          publish_at: null,
          take_down_at: null,
          held_reason: null,
          updated_at: tx.now().toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      await audit.record({
        kind: 'content',
        action: 'unpublish',
        entityId: row.id,
        storeId: null,
        summary: `${KIND_NAMES[row.kind]} ${row.slug}: unpublished`,
        before: { status: row.status, publish_at: row.publish_at },
        after: { status },
      });
      return ok({ status });
    },
    { announce: () => 'all' },
  );
}

export async function restoreContent(
  ctx: ContentContext,
  author: ContentAuthor,
  input: { kind: ContentKind; slug: string; revision_id: number },
): Promise<Result<StaffContentRestoreAnswer>> {
  return auditedWrite(ctx, author, async (tx, audit) => {
    const row = await lockedEntry(tx, input.kind, input.slug);
    if (!row) return NOT_FOUND;
    const revision = await tx.db
      .selectFrom('content_revisions')
      .select(['number', 'doc_json'])
      .where('id', '=', input.revision_id)
      .where('entry_id', '=', row.id)
      .executeTakeFirst();
    if (!revision)
      return fail('not_found', said('saidNoSuchRevision'), { revision_id: said('saidFieldNoSuchRevision') });
    const version = row.version + 1;
    await tx.db
      .updateTable('content_entries')
      .set({ draft_json: revision.doc_json, version, updated_at: tx.now().toISOString() })
      .where('id', '=', row.id)
      .execute();
    await audit.record({
      kind: 'content',
      action: 'restore',
      entityId: row.id,
      storeId: null,
      summary: `${KIND_NAMES[row.kind]} ${row.slug}: revision ${revision.number} restored as the draft`,
      before: { version: row.version },
      after: { version, revision: revision.number },
    });
    return ok({ version });
  });
}

// ---- Scheduled publishes and take-downs ----------------------------------------------------------

/**
 * The audit of a scheduled publish, hold or take-down: no member acts at that moment, so the row is
 * the member's who scheduled it (decision 0346: the one place besides audited-write.ts that writes
 * a console change's row, as the sweep is no console call).
 */
function scheduledAudit(tx: ContentContext, scheduledBy: number): Pick<Audit, 'record'> {
  return { record: (change) => recordChange(tx.db, { id: scheduledBy }, change, tx.now()) };
}

export interface DueContentRun {
  published: string[];
  held: string[];
  takenDown: string[];
}

/**
 * Makes the publishes and take-downs whose time has come. A scheduled publish is checked again
 * first: a campaign whose item was archived since it was scheduled is held (status 'held', with the
 * reason the console's list shows), not published. Every instance may run it: each entry is
 * re-read, locked, in its own transaction.
 */
export async function runDueContent(ctx: ContentContext): Promise<DueContentRun> {
  const now = ctx.now().toISOString();
  const run: DueContentRun = { published: [], held: [], takenDown: [] };
  const languages = await shopLanguages(ctx);
  const due = await ctx.db
    .selectFrom('content_entries')
    .select(['kind', 'slug'])
    .where('publish_at', '<=', now)
    .where('scheduled_json', 'is not', null)
    .execute();
  for (const { kind, slug } of due) {
    await inWriteTransaction(ctx, async (tx) => {
      const row = await lockedEntry(tx, kind, slug);
      if (!row || row.scheduled_json === null || row.publish_at === null || row.publish_at > now) return ok(null);
      const audit = scheduledAudit(tx, row.scheduled_by ?? 0);
      const doc = readDoc(row.kind, row.scheduled_json);
      const problems = await allProblems(tx, row.kind, row.slug, doc, languages);
      if (problems.length > 0) {
        const reason = problems.map((problem) => `${problem.field}: ${problem.reason}`).join('; ');
        await tx.db
          .updateTable('content_entries')
          .set({ status: 'held', held_reason: reason, scheduled_json: null, publish_at: null, updated_at: now })
          .where('id', '=', row.id)
          .execute();
        await audit.record({
          kind: 'content',
          action: 'hold',
          entityId: row.id,
          storeId: null,
          summary: `${KIND_NAMES[row.kind]} ${row.slug}: scheduled publish held: ${reason}`,
          before: { status: row.status, publish_at: row.publish_at },
          after: { status: 'held', held_reason: reason },
        });
        run.held.push(`${kind}:${slug}`);
        return ok(null);
      }
      await makeLive(tx, row.scheduled_by ?? 0, audit, row, row.scheduled_json, row.take_down_at, 'scheduled publish');
      run.published.push(`${kind}:${slug}`);
      return ok(null);
    });
  }
  const ending = await ctx.db
    .selectFrom('content_entries')
    .select(['kind', 'slug'])
    .where('take_down_at', '<=', now)
    .where('published_json', 'is not', null)
    .where('scheduled_json', 'is', null)
    .execute();
  for (const { kind, slug } of ending) {
    await inWriteTransaction(ctx, async (tx) => {
      const row = await lockedEntry(tx, kind, slug);
      if (!row || row.published_json === null || row.take_down_at === null || row.take_down_at > now) return ok(null);
      await tx.db
        .updateTable('content_entries')
        .set({ published_json: null, status: 'taken_down', take_down_at: null, updated_at: now })
        .where('id', '=', row.id)
        .execute();
      await scheduledAudit(tx, row.scheduled_by ?? 0).record({
        kind: 'content',
        action: 'take_down',
        entityId: row.id,
        storeId: null,
        summary: `${KIND_NAMES[row.kind]} ${row.slug}: taken down at its scheduled time`,
        before: { status: row.status, take_down_at: row.take_down_at },
        after: { status: 'taken_down' },
      });
      run.takenDown.push(`${kind}:${slug}`);
      return ok(null);
    });
  }
  if (run.published.length + run.takenDown.length > 0) catalogChanged(ctx.db);
  return run;
}

/** Runs the due step every `everyMs` (serve.ts); answers a function that stops it. */
export function scheduleDueContent(
  context: () => Promise<ContentContext>,
  everyMs: number,
  log: (message: string) => void,
): () => void {
  const timer = setInterval(() => {
    void context()
      .then(runDueContent)
      .catch((error: unknown) => log(`due content failed: ${error instanceof Error ? error.message : String(error)}`));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

// ---- The publish checks ---------------------------------------------------------------------------

/** The domain's rules and the server's: named items, categories and pages exist and are not archived. */
async function allProblems(
  ctx: Pick<ContentContext, 'db'>,
  kind: ContentKind,
  slug: string,
  doc: ContentDoc,
  languages: ContentLanguages,
): Promise<ContentProblem[]> {
  const problems = contentProblems(kind, doc, languages);
  const seen = new Set(problems.map((problem) => problem.field));
  const add = (field: string, reason: string) => {
    if (seen.has(field)) return;
    seen.add(field);
    problems.push({ field, reason });
  };
  const named: { field: string; ref: string }[] = [];
  if (kind === 'campaign') {
    for (const [index, ref] of (doc as ContentDocs['campaign']).items.entries()) {
      named.push({ field: `items.${index}`, ref });
    }
  }
  if (kind === 'recipe') {
    for (const [index, ingredient] of (doc as ContentDocs['recipe']).ingredients.entries()) {
      for (const [position, ref] of ingredient.items.entries()) {
        named.push({ field: `ingredients.${index}.items.${position}`, ref });
      }
    }
  }
  const links: { field: string; href: string }[] = [];
  for (const [code, words] of Object.entries(doc.words as Record<string, { body: RichText }>)) {
    for (const href of bodyLinks(words.body.html)) links.push({ field: `words.${code}.body`, href });
  }
  const itemRefs = [
    ...named.map((entry) => entry.ref),
    ...links.flatMap(({ href }) => {
      const link = shopLink(href);
      return link?.kind === 'item' ? [link.slug] : [];
    }),
  ];
  const items = await itemStates(ctx, itemRefs);
  for (const { field, ref } of named) {
    const state = items.get(ref);
    if (state === undefined) add(field, `no item “${ref}” in the catalogue`);
    else if (state === 'archived') add(field, `“${ref}” is archived`);
  }
  for (const { field, href } of links) {
    const link = shopLink(href);
    if (!link) continue;
    const missing = `links to ${href}, which does not exist`;
    if (link.kind === 'item') {
      const state = items.get(link.slug);
      if (state === undefined) add(field, missing);
      else if (state === 'archived') add(field, `links to ${href}, which is archived`);
    } else if (link.kind === 'category') {
      const category = await ctx.db
        .selectFrom('categories')
        .select('archived_at')
        .where('slug', '=', link.slug)
        .executeTakeFirst();
      if (!category) add(field, missing);
      else if (category.archived_at !== null) add(field, `links to ${href}, which is archived`);
    } else if (!(link.kind === kind && link.slug === slug)) {
      const target = await ctx.db
        .selectFrom('content_entries')
        .select('published_json')
        .where('kind', '=', link.kind)
        .where('slug', '=', link.slug)
        .executeTakeFirst();
      if (!target?.published_json) add(field, `links to ${href}, which is not published`);
    }
  }
  return problems;
}

/** For each name: 'live' when some item with that slug or link_slug is not archived, else 'archived'; absent: none. */
async function itemStates(
  ctx: Pick<ContentContext, 'db'>,
  refs: readonly string[],
): Promise<Map<string, 'live' | 'archived'>> {
  const states = new Map<string, 'live' | 'archived'>();
  const unique = [...new Set(refs)];
  if (unique.length === 0) return states;
  const rows = await ctx.db
    .selectFrom('items')
    .select(['slug', 'link_slug', 'archived_at'])
    .where((eb) => eb.or([eb('slug', 'in', unique), eb('link_slug', 'in', unique)]))
    .execute();
  for (const row of rows) {
    for (const ref of [row.slug, row.link_slug]) {
      if (!unique.includes(ref)) continue;
      if (row.archived_at === null) states.set(ref, 'live');
      else if (!states.has(ref)) states.set(ref, 'archived');
    }
  }
  return states;
}

// ---- Item search for the campaign and recipe forms -----------------------------------------------

const SEARCH_LIMIT = 20;

export async function searchContentItems(
  ctx: Pick<ContentContext, 'db'>,
  input: { q: string },
): Promise<Result<StaffContentItemSearchAnswer>> {
  const words = input.q.trim().toLowerCase();
  if (words === '') return ok({ items: [] });
  const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await ctx.db
    .selectFrom('items')
    .innerJoin('categories', 'categories.id', 'items.category_id')
    .select(['items.link_slug', 'items.name', 'items.image', 'categories.name as category'])
    .where('items.archived_at', 'is', null)
    .where('categories.archived_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(items.name)`, 'like', sql<string>`${pattern} escape '\\'`),
        eb('items.link_slug', 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    )
    .orderBy('items.name')
    .orderBy('items.id')
    .limit(SEARCH_LIMIT * 5)
    .execute();
  const items: ContentItemView[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.link_slug)) continue;
    seen.add(row.link_slug);
    items.push({ link_slug: row.link_slug, name: row.name, image: row.image || null, category: row.category });
    if (items.length === SEARCH_LIMIT) break;
  }
  return ok({ items });
}

// ---- What customers read -------------------------------------------------------------------------

/** Published documents, and the lists of an kind, kept until a change (catalogChanged) or 5 minutes. */
const CONTENT_TTL_MS = 5 * 60_000;
type CachedContent = { doc: ContentDoc | null } | { list: PublishedSummary[] };
const contentCache = (ctx: Pick<ContentContext, 'db'>) =>
  cacheOf<CachedContent>(ctx.db, 'content', 500, CONTENT_TTL_MS);

/** The document customers see at kind/slug, or null (never a draft). */
export async function publishedDoc<K extends ContentKind>(
  ctx: Pick<ContentContext, 'db'>,
  kind: K,
  slug: string,
): Promise<ContentDocs[K] | null> {
  const cached = await contentCache(ctx).getOrLoad(`doc:${kind}:${slug}`, async () => {
    const row = await ctx.db
      .selectFrom('content_entries')
      .select('published_json')
      .where('kind', '=', kind)
      .where('slug', '=', slug)
      .executeTakeFirst();
    return { doc: row?.published_json ? readDoc(kind, row.published_json) : null };
  });
  return 'doc' in cached ? (cached.doc as ContentDocs[K] | null) : null;
}

/** The draft of kind/slug, for a preview link's page only. */
export async function draftDoc<K extends ContentKind>(
  ctx: Pick<ContentContext, 'db'>,
  kind: K,
  slug: string,
): Promise<ContentDocs[K] | null> {
  const row = await ctx.db
    .selectFrom('content_entries')
    .select('draft_json')
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? readDoc(kind, row.draft_json) : null;
}

export interface PublishedSummary {
  slug: string;
  /** A page's place among the info links; 0 for the other kinds. */
  order: number;
  /** Each language's title. */
  titles: Record<string, string>;
  /** A page's day of its last change as the editor gave it (YYYY-MM-DD), else null. */
  updated: string | null;
  updated_at: string;
}

/** The published entries of a kind (info links, sitemap), pages by their order then slug. */
export async function publishedOfKind(ctx: Pick<ContentContext, 'db'>, kind: ContentKind): Promise<PublishedSummary[]> {
  const cached = await contentCache(ctx).getOrLoad(`list:${kind}`, async () => {
    const rows = await ctx.db
      .selectFrom('content_entries')
      .select(['slug', 'published_json', 'updated_at'])
      .where('kind', '=', kind)
      .where('published_json', 'is not', null)
      .execute();
    const list = rows.map((row) => {
      const doc = readDoc(kind, row.published_json ?? '');
      const titles = Object.fromEntries(
        Object.entries(doc.words as Record<string, { title: string }>).map(([code, words]) => [code, words.title]),
      );
      const page = kind === 'page' ? (doc as ContentDocs['page']) : null;
      return {
        slug: row.slug,
        order: page?.order ?? 0,
        titles,
        updated: page?.updated ?? null,
        updated_at: row.updated_at,
      };
    });
    list.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
    return { list };
  });
  return 'list' in cached ? cached.list : [];
}
