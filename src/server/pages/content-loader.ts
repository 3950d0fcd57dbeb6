// The live loader of the content collections (src/live.config.ts; decision 0281): customer pages
// ask for an entry by kind and slug and get what is published, read from the database through the
// content services (whose cache a publish empties on every instance: decision 0282), with a cache
// hint tagged `content:{kind}:{slug}`. With a valid preview token they get the draft instead, with
// no cache hint: a preview is never cached. A draft without one, or an unknown slug, is not found.
import type { LiveLoader } from 'astro/loaders';
import type { ContentDocs, ContentKind } from '../../domain/content/documents.ts';
import { getContext } from '../context.ts';
import { previewAllowed } from '../services/content/content-preview.ts';
import { draftDoc, publishedDoc, publishedOfKind } from '../services/content/content-store.ts';

export interface ContentEntryFilter {
  id: string;
  /** The `preview` query parameter of the page's address, if any. */
  preview?: string | null;
}

/** The tag of one entry's cache hint; a publish or unpublish of it makes it stale. */
const contentTag = (kind: ContentKind, slug: string) => `content:${kind}:${slug}`;

/** Whether a preview token opens the draft (the page then says noindex and is not cached). */
export async function isPreview(kind: ContentKind, slug: string, token: string | null | undefined): Promise<boolean> {
  return previewAllowed(await getContext(), kind, slug, token ?? null);
}

export function contentLoader<K extends ContentKind>(kind: K): LiveLoader<ContentDocs[K], ContentEntryFilter> {
  return {
    name: `farmcart-content-${kind}`,
    async loadEntry({ filter }) {
      const shop = await getContext();
      if (await previewAllowed(shop, kind, filter.id, filter.preview ?? null)) {
        const draft = await draftDoc(shop, kind, filter.id);
        return draft ? { id: filter.id, data: draft } : undefined;
      }
      const doc = await publishedDoc(shop, kind, filter.id);
      if (!doc) return undefined;
      return { id: filter.id, data: doc, cacheHint: { tags: [contentTag(kind, filter.id)] } };
    },
    async loadCollection() {
      const shop = await getContext();
      const summaries = await publishedOfKind(shop, kind);
      const entries = await Promise.all(
        summaries.map(async (summary) => {
          const doc = await publishedDoc(shop, kind, summary.slug);
          return doc ? [{ id: summary.slug, data: doc, cacheHint: { tags: [contentTag(kind, summary.slug)] } }] : [];
        }),
      );
      return { entries: entries.flat(), cacheHint: { tags: [`content:${kind}`] } };
    },
  };
}
