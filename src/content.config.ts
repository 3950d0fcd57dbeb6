// Editor-authored content (ARCHITECTURE.md "Rendering"): one Markdown file per info
// page, campaign and recipe under src/content/. The frontmatter schemas live in
// src/domain/content.ts; a file that breaks one stops the build, naming the file
// and the field. docs/editors.md tells an editor how to publish and unpublish.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import {
  campaignSchema,
  campaignWordsSchema,
  farmVisitSchema,
  infoPageSchema,
  recipeSchema,
  recipeWordsSchema,
} from './domain/content.ts';

/** The files of a folder: each one a page. */
const markdownIn = (folder: string) => glob({ pattern: '*.md', base: `./src/content/${folder}` });
/** Its translations: {language}/{file name}.md, with ids such as 'mr/mango'. */
const translationsIn = (folder: string) => glob({ pattern: '*/*.md', base: `./src/content/${folder}` });

export const collections = {
  /** /pages/{slug}: about, terms, privacy, refund policy, contact... */
  pages: defineCollection({ loader: markdownIn('pages'), schema: infoPageSchema }),
  /** /campaign/{slug}: 'home' (promo slides of styles 7 and 8) and 'mango' (the footer's centre button). */
  campaigns: defineCollection({ loader: markdownIn('campaigns'), schema: campaignSchema }),
  /** /recipe/{id}: ingredients linked to catalog items, steps, time and servings. */
  recipes: defineCollection({ loader: markdownIn('recipes'), schema: recipeSchema }),
  /** A campaign's words in another of the shop's languages (docs/editors.md, "In another language"). */
  campaignWords: defineCollection({ loader: translationsIn('campaigns'), schema: campaignWordsSchema }),
  /** A recipe's words in another of the shop's languages. */
  recipeWords: defineCollection({ loader: translationsIn('recipes'), schema: recipeWordsSchema }),
  /** /farm-visit: 'visit', and 'mr/visit' and the like in other languages (every field is words). */
  farmVisit: defineCollection({
    loader: glob({ pattern: ['visit.md', '*/visit.md'], base: './src/content/farm-visit' }),
    schema: farmVisitSchema,
  }),
};
