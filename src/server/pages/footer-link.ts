// The footer's centre button (§2 Footer tabs; decision 0317): the address the editors chose in the
// home composer (the footerCentreLink setting, checked when they published), shown only while what
// it leads to is published. A campaign or info page taken down since leaves the footer without the
// button rather than leading to the 404 screen. Read from the content cache: no query per page.
import { APP_SCREENS } from '../../domain/home/home-composition.ts';
import { publishedOfKind } from '../services/content/content-store.ts';
import type { PageData } from './page.ts';

const CONTENT_ADDRESS = /^\/(campaign|pages)\/([a-z0-9-]+)$/;

/** Where the footer's centre button leads now, or '' for no button. */
export async function footerCentreHref(page: Pick<PageData, 'shop' | 'settings'>): Promise<string> {
  const link = page.settings.footerCentreLink.trim();
  if (link === '') return '';
  const content = CONTENT_ADDRESS.exec(link);
  if (!content) return (APP_SCREENS as readonly string[]).includes(link) ? link : '';
  const published = await publishedOfKind(page.shop, content[1] === 'campaign' ? 'campaign' : 'page');
  return published.some((entry) => entry.slug === content[2]) ? link : '';
}
