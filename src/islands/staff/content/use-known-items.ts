// The names of the catalogue items an entry links to, by link_slug: those a saved campaign or
// recipe names are found by the same search the form uses; later choices come from that search.
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { ContentItemView } from '../../../domain/api/staff/content.ts';
import type { CampaignDoc, ContentDoc, ContentKind, RecipeDoc } from '../../../domain/content/documents.ts';

export function useKnownItems(kind: ContentKind, doc: ContentDoc | null, bodyKey: number) {
  const [known, setKnown] = useState<Record<string, ContentItemView>>({});

  const onKnown = useCallback((items: ContentItemView[]) => {
    setKnown((now) => {
      const next = { ...now };
      for (const item of items) next[item.link_slug] = item;
      return next;
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when an entry is loaded; later choices come from the search, which tells their names.
  useEffect(() => {
    if (!doc) return;
    const slugs =
      kind === 'campaign'
        ? (doc as CampaignDoc).items
        : kind === 'recipe'
          ? (doc as RecipeDoc).ingredients.flatMap((ingredient) => ingredient.items)
          : [];
    const unknown = slugs.filter((item) => !known[item]).slice(0, 30);
    if (unknown.length === 0) return;
    let stop = false;
    void (async () => {
      for (const item of unknown) {
        const answer = await callApi('staff/content-item-search', { q: item.slice(0, 80) });
        if (stop) return;
        if (answer.ok) onKnown(answer.value.items.filter((found) => found.link_slug === item));
      }
    })();
    return () => {
      stop = true;
    };
  }, [bodyKey, doc === null]);

  return { known, onKnown };
}
