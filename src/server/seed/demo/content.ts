// The demo shop's content (decision 0281): info pages, campaigns, recipes and the farm-visit text,
// written as Markdown files under ./content/ (frontmatter in YAML, a translation at
// {folder}/{language}/{slug}.md with its words only), imported through the content services as an
// editor would: each saved as a draft, then published, so the demo's entries pass the same publish
// checks as the console's. A file marked `draft: true` stays a draft. Production essentials import
// none of it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownToHtml } from 'satteri';
import { parse as parseYaml } from 'yaml';
import type {
  CampaignDoc,
  ContentDocs,
  ContentKind,
  FarmVisitDoc,
  PageDoc,
  RecipeDoc,
  RichText,
} from '../../../domain/content/documents.ts';
import type { StaffContentSaveInput } from '../../../domain/api/staff/content.ts';
import {
  type ContentContext,
  contentEntry,
  publishContent,
  saveContent,
} from '../../services/content/content-store.ts';

/** The demo admin (demo/staff.ts) is the editor of record of the demo's content. */
const DEMO_EDITOR = { id: 1, role: 'admin', store_ids: [] } as const;
const DEFAULT_LANGUAGE = 'en';

interface MarkdownFile {
  /** Relative to ./content: 'campaigns/mango.md', 'campaigns/mr/mango.md'. */
  path: string;
  text: string;
}

/**
 * The Markdown files: inlined by Vite in the built server and in tests; read from disk when the
 * seed runs under plain node (npm run db:reset), where import.meta.glob does not exist.
 */
function markdownFiles(): MarkdownFile[] {
  try {
    const bundled = import.meta.glob<string>('./content/**/*.md', { query: '?raw', import: 'default', eager: true });
    return Object.entries(bundled).map(([path, text]) => ({ path: path.replace(/^\.\/content\//, ''), text }));
  } catch {
    const root = fileURLToPath(new URL('./content/', import.meta.url));
    return readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.md'))
      .map((path) => ({ path: path.split('\\').join('/'), text: readFileSync(join(root, path), 'utf8') }));
  }
}

interface Parsed {
  data: Record<string, unknown>;
  body: RichText;
}

function parseFile(file: MarkdownFile): Parsed {
  const found = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(file.text);
  if (!found) throw new Error(`${file.path}: no frontmatter`);
  const data = (parseYaml(found[1] ?? '') ?? {}) as Record<string, unknown>;
  const markdown = (found[2] ?? '').trim();
  return { data, body: { html: markdown === '' ? '' : markdownToHtml(markdown).html, source: null } };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
/** YAML gives a bare date (2026-04-01) as a Date. */
const day = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : text(value));

function pageDoc(original: Parsed, translations: Map<string, Parsed>): PageDoc {
  const { data, body } = original;
  const doc: PageDoc = {
    order: number(data.order, 100),
    updated: data.updated === undefined ? null : day(data.updated),
    words: { [DEFAULT_LANGUAGE]: { title: text(data.title), description: text(data.description), body } },
  };
  for (const [code, words] of translations) {
    doc.words[code] = { title: text(words.data.title), description: text(words.data.description), body: words.body };
  }
  return doc;
}

function campaignDoc(original: Parsed, translations: Map<string, Parsed>): CampaignDoc {
  const { data, body } = original;
  const hero = (data.hero ?? {}) as Record<string, unknown>;
  const doc: CampaignDoc = {
    hero: { image: text(hero.image), width: number(hero.width, 1200), height: number(hero.height, 500) },
    valid_from: day(data.validFrom),
    valid_to: day(data.validTo),
    items: strings(data.items),
    words: {
      [DEFAULT_LANGUAGE]: {
        title: text(data.title),
        description: text(data.description),
        kicker: optionalText(data.kicker),
        items_title: optionalText(data.itemsTitle) ?? 'Shop the campaign',
        hero_alt: text(hero.alt),
        body,
      },
    },
  };
  for (const [code, words] of translations) {
    doc.words[code] = {
      title: text(words.data.title),
      description: text(words.data.description),
      kicker: optionalText(words.data.kicker),
      items_title: text(words.data.itemsTitle),
      hero_alt: text(words.data.heroAlt),
      body: words.body,
    };
  }
  return doc;
}

function recipeDoc(original: Parsed, translations: Map<string, Parsed>): RecipeDoc {
  const { data, body } = original;
  const ingredients = (Array.isArray(data.ingredients) ? data.ingredients : []) as Record<string, unknown>[];
  const doc: RecipeDoc = {
    image: text(data.image),
    tint: optionalText(data.tint) ?? '#fff4d6',
    prep_minutes: number(data.prepMinutes, 0),
    cook_minutes: number(data.cookMinutes, 0),
    servings: number(data.servings, 1),
    ingredients: ingredients.map((ingredient) => ({
      items: ingredient.item === undefined ? [] : strings([ingredient.item].flat()),
      needs: optionalText(ingredient.needs),
      quantity: number(ingredient.quantity, 1),
    })),
    words: {
      [DEFAULT_LANGUAGE]: {
        title: text(data.title),
        description: text(data.description),
        image_alt: text(data.imageAlt),
        ingredients: ingredients.map((ingredient) => text(ingredient.text)),
        steps: strings(data.steps),
        body,
      },
    },
  };
  for (const [code, words] of translations) {
    doc.words[code] = {
      title: text(words.data.title),
      description: text(words.data.description),
      image_alt: text(words.data.imageAlt),
      ingredients: strings(words.data.ingredients),
      steps: strings(words.data.steps),
      body: words.body,
    };
  }
  return doc;
}

function farmVisitDoc(original: Parsed, translations: Map<string, Parsed>): FarmVisitDoc {
  const wordsOf = ({ data, body }: Parsed) => ({
    title: text(data.title),
    description: text(data.description),
    banner_alt: text(data.bannerAlt),
    facts: ((Array.isArray(data.facts) ? data.facts : []) as Record<string, unknown>[]).map((fact) => ({
      label: text(fact.label),
      value: text(fact.value),
    })),
    body,
  });
  const doc: FarmVisitDoc = { words: { [DEFAULT_LANGUAGE]: wordsOf(original) } };
  for (const [code, words] of translations) doc.words[code] = wordsOf(words);
  return doc;
}

const FOLDERS: Record<string, ContentKind> = {
  pages: 'page',
  campaigns: 'campaign',
  recipes: 'recipe',
  'farm-visit': 'farm_visit',
};

interface DemoEntry {
  kind: ContentKind;
  slug: string;
  doc: ContentDocs[ContentKind];
  draft: boolean;
}

/** Every demo entry, from its files. */
function demoContentEntries(): DemoEntry[] {
  const originals = new Map<string, { kind: ContentKind; slug: string; parsed: Parsed }>();
  const translations = new Map<string, Map<string, Parsed>>();
  for (const file of markdownFiles().sort((a, b) => a.path.localeCompare(b.path))) {
    const parts = file.path.replace(/\.md$/, '').split('/');
    const kind = FOLDERS[parts[0] ?? ''];
    if (!kind) throw new Error(`${file.path}: not in a content folder`);
    const parsed = parseFile(file);
    if (parts.length === 2) {
      const slug = parts[1] ?? '';
      originals.set(`${kind}/${slug}`, { kind, slug, parsed });
    } else {
      const [, code = '', slug = ''] = parts;
      const key = `${kind}/${slug}`;
      const byLanguage = translations.get(key) ?? new Map<string, Parsed>();
      byLanguage.set(code, parsed);
      translations.set(key, byLanguage);
    }
  }
  return [...originals.entries()].map(([key, { kind, slug, parsed }]) => {
    const words = translations.get(key) ?? new Map<string, Parsed>();
    const doc =
      kind === 'page'
        ? pageDoc(parsed, words)
        : kind === 'campaign'
          ? campaignDoc(parsed, words)
          : kind === 'recipe'
            ? recipeDoc(parsed, words)
            : farmVisitDoc(parsed, words);
    return { kind, slug, doc, draft: parsed.data.draft === true };
  });
}

/**
 * Saves every demo entry and publishes those not marked as drafts. An entry linking to another is
 * published after it (the checks refuse a link to an unpublished page), so publishing goes round
 * until nothing more can be; whatever is still refused then is a mistake in the files, and stops the seed.
 */
export async function importDemoContent(ctx: ContentContext): Promise<void> {
  const waiting: { kind: ContentKind; slug: string; version: number }[] = [];
  for (const entry of demoContentEntries()) {
    // A shop first started live has its info pages as starter drafts (decision 0316): the demo's replace them.
    const existing = await contentEntry(ctx, { kind: entry.kind, slug: entry.slug });
    const saved = await saveContent(ctx, DEMO_EDITOR, {
      kind: entry.kind,
      slug: entry.slug,
      doc: entry.doc,
      version: existing.ok ? existing.value.version : 0,
    } as StaffContentSaveInput);
    if (!saved.ok) throw new Error(`demo content ${entry.kind}/${entry.slug}: ${JSON.stringify(saved.error)}`);
    if (!entry.draft) waiting.push({ kind: entry.kind, slug: entry.slug, version: saved.value.version });
  }
  let refusals: string[] = [];
  while (waiting.length > 0) {
    refusals = [];
    const before = waiting.length;
    for (const entry of [...waiting]) {
      const published = await publishContent(ctx, DEMO_EDITOR, { ...entry, publish_at: null, take_down_at: null });
      if (published.ok) waiting.splice(waiting.indexOf(entry), 1);
      else refusals.push(`${entry.kind}/${entry.slug}: ${JSON.stringify(published.error.fields ?? published.error)}`);
    }
    if (waiting.length === before) throw new Error(`demo content refused: ${refusals.join('; ')}`);
  }
  // The services audit every save and publish under their author; here that is the seed, not a member
  // of the shop's staff, so the demo shop's log starts empty, as every other part of the seed leaves it.
  await ctx.db
    .deleteFrom('staff_changes')
    .where('kind', '=', 'content')
    .where('staff_id', '=', DEMO_EDITOR.id)
    .execute();
}
