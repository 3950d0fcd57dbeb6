// Editor-authored content (ARCHITECTURE.md "Rendering"): one Markdown file per info
// page, campaign and recipe under src/content/. The frontmatter schemas live in
// src/domain/content.ts; a file that breaks one stops the build, naming the file
// and the field. docs/editors.md tells an editor how to publish and unpublish.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { campaignSchema, infoPageSchema, recipeSchema } from './domain/content.ts';

const markdownIn = (folder: string) => glob({ pattern: '**/*.md', base: `./src/content/${folder}` });

export const collections = {
  /** /pages/{slug}: about, terms, privacy, refund policy, contact... */
  pages: defineCollection({ loader: markdownIn('pages'), schema: infoPageSchema }),
  /** /campaign/{slug}: 'home' (promo slides of styles 7 and 8) and 'mango' (the footer's centre button). */
  campaigns: defineCollection({ loader: markdownIn('campaigns'), schema: campaignSchema }),
  /** /recipe/{id}: ingredients linked to catalog items, steps, time and servings. */
  recipes: defineCollection({ loader: markdownIn('recipes'), schema: recipeSchema }),
};
