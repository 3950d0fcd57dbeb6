// The console's Your shop checklist (decision 0316; docs/behaviour.md §2 Desktop landing): a row is
// done once the shop filled its setting in and it differs from what the essentials seeded.
import { describe, expect, it } from 'vitest';
import { isShopsOwn, type ShopFaceState, shopFaceChecklist } from '../../../../src/domain/staff/shop-face.ts';
import { settingsRows } from '../../../../src/server/seed/essentials/settings.ts';

const seeded = Object.fromEntries(settingsRows().map((row) => [row.key, row.value]));
const fresh: ShopFaceState = {
  settings: seeded,
  seeded,
  infoPages: ['about', 'contact', 'terms', 'privacy'].map((slug) => ({ slug, title: slug, published: false })),
};
const doneOf = (state: ShopFaceState) => Object.fromEntries(shopFaceChecklist(state).map((row) => [row.key, row.done]));

describe('shopFaceChecklist (§2 Desktop landing)', () => {
  it('a new shop has every row to do, each linking to the console screen where it is set', () => {
    const rows = shopFaceChecklist(fresh);
    expect(rows.map((row) => row.key)).toEqual([
      'name',
      'logo',
      'contact',
      'address',
      'app',
      'pages',
      'social',
      'landing',
    ]);
    expect(rows.filter((row) => row.done)).toEqual([]);
    for (const row of rows) expect(row.href).toMatch(/^\/staff\/(settings|words|content)(\?q=\w+)?$/);
    expect(rows.find((row) => row.key === 'pages')?.state).toEqual([
      { key: 'consoleShopPagesNotYet', values: { pages: 'about, contact, terms, privacy' } },
    ]);
  });

  it('marks each row done once the shop fills it in', () => {
    const filled: ShopFaceState = {
      ...fresh,
      settings: {
        ...seeded,
        storeName: 'Hadapsar Greens',
        storeLogo: '/media/4-480.webp',
        desktopContactEmail: 'hello@hadapsar-greens.example.in',
        desktopContactAddress: 'Shop 2, Magarpatta Road, Hadapsar',
        desktopSocialInstagramLink: 'https://www.instagram.com/hadapsargreens',
        desktopHeading: 'Greens from Hadapsar, picked this morning',
        desktopSubHeading: 'Methi, palak and kothimbir at your door.',
        desktopTestimonial1Name: 'Sunita, Magarpatta',
      },
      infoPages: fresh.infoPages.map((page) => ({ ...page, published: true })),
    };
    expect(Object.values(doneOf(filled)).every(Boolean)).toBe(true);
  });

  it("a value the shop wrote as 'null', blank, or back to the seeded one is not its own", () => {
    const state = { seeded, settings: { ...seeded, desktopContactPhone: ' null ', storeName: seeded.storeName ?? '' } };
    expect(isShopsOwn(state, 'desktopContactPhone')).toBe(false);
    expect(isShopsOwn(state, 'storeName')).toBe(false);
    expect(isShopsOwn({ seeded, settings: { ...seeded, storeLogo: '' } }, 'storeLogo')).toBe(false);
  });

  it('the landing is done only with its heading, the line under it and a customer quote', () => {
    const heading = { ...seeded, desktopHeading: 'Greens from Hadapsar', desktopSubHeading: 'Picked this morning.' };
    expect(doneOf({ ...fresh, settings: heading }).landing).toBe(false);
    expect(doneOf({ ...fresh, settings: { ...heading, desktopTestimonial2Name: 'Ravi' } }).landing).toBe(true);
  });
});
