// The editors' Markdown files as Astro reads them: the frontmatter parsed by the same
// helper Astro's glob loader uses, so what passes here passes the build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';

const CONTENT_DIR = fileURLToPath(new URL('../../../src/content/', import.meta.url));

export type CollectionName = 'pages' | 'campaigns' | 'recipes' | 'farm-visit';

export interface ContentFile {
  collection: CollectionName;
  id: string;
  data: Record<string, unknown>;
  body: string;
}

function markdownIn(collection: CollectionName, folder: string, idPrefix: string): ContentFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const { frontmatter, content } = parseFrontmatter(readFileSync(join(folder, name), 'utf8'));
      return { collection, id: `${idPrefix}${name.replace(/\.md$/, '')}`, data: frontmatter, body: content };
    });
}

/** The pages of a collection: the Markdown files of its folder (src/content.config.ts, '*.md'). */
export function contentFiles(collection: CollectionName): ContentFile[] {
  return markdownIn(collection, join(CONTENT_DIR, collection), '');
}

/** Their translations: {language}/{name}.md, with ids such as 'mr/mango' ('*\/*.md'). */
export function translationFiles(collection: CollectionName): ContentFile[] {
  const folder = join(CONTENT_DIR, collection);
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => markdownIn(collection, join(folder, entry.name), `${entry.name}/`));
}
