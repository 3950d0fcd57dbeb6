// The editors' campaigns and info pages that exist now (src/content/campaigns/*.md and
// src/content/pages/*.md; drafts left out, as the built site leaves them out), for what links to
// them by slug: a promo slide (decision 0283). Read as the files are bundled (Vite's import.meta.glob,
// which the server build and the unit tests both resolve), not through astro:content, which only
// the page renderer has. When campaigns and pages move into the database, this is the one place
// that reads them for links.

const campaignFiles = import.meta.glob<string>('/src/content/campaigns/*.md', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const pageFiles = import.meta.glob<string>('/src/content/pages/*.md', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Whether a Markdown file's frontmatter marks it a draft (`draft: true`). */
function isDraft(text: string): boolean {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  return /^draft:\s*true\s*$/m.test(frontmatter);
}

function publishedSlugs(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([, text]) => !isDraft(text))
    .map(([path]) => path.slice(path.lastIndexOf('/') + 1, -'.md'.length))
    .sort();
}

export interface ContentSlugs {
  campaigns: string[];
  pages: string[];
}

/** The published campaigns' and info pages' slugs. */
export function contentSlugs(): ContentSlugs {
  return { campaigns: publishedSlugs(campaignFiles), pages: publishedSlugs(pageFiles) };
}
