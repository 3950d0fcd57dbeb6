// A closed store said with the hour it opens again ('Closed, opens at 7 am', decision 0291), in the
// page's language, as of the shop's clock now; just 'Closed' when no hour can be said (the counter
// closed it or a manager paused it: opening-hours.ts nextOpening).
import { shopLocale, shopToday } from '../../domain/calendar.ts';
import type { StoreInfo } from '../../domain/api/stores.ts';
import { openingText } from '../../domain/stores/opening-hours.ts';
import type { PageData } from './page.ts';

export function closedStoreText(
  store: Pick<StoreInfo, 'opens'>,
  page: Pick<PageData, 't' | 'language' | 'shop'>,
): string {
  if (store.opens === null) return page.t('closedText');
  return openingText(
    store.opens,
    shopToday(page.shop.now()),
    {
      today: page.t('closedOpensAtText'),
      tomorrow: page.t('closedOpensTomorrowText'),
      later: page.t('closedOpensOnText'),
    },
    shopLocale(page.language.code),
  );
}
