// Content published from the web (decision 0281): info pages, campaigns, recipes and the farm-visit
// text, read at request time from the shop's database (server/pages/content-loader.ts). Editors
// write and publish them in the console (/staff/content; docs/editors.md).
import { defineLiveCollection } from 'astro:content';
import { contentLoader } from './server/pages/content-loader.ts';

export const collections = {
  pages: defineLiveCollection({ loader: contentLoader('page') }),
  campaigns: defineLiveCollection({ loader: contentLoader('campaign') }),
  recipes: defineLiveCollection({ loader: contentLoader('recipe') }),
  farmVisit: defineLiveCollection({ loader: contentLoader('farm_visit') }),
};
