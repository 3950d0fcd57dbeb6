// The web app manifest (GET /manifest.webmanifest): what a phone shows for the installed app. Its
// name, description and colour are the shop's own settings (storeName, seoMetaDescription,
// storeColor; decision 0316), so a live shop's app is never named after the demo. The rest is
// what Chromium's installability checks ask for (tests/e2e/notifications/device.spec.ts): a start
// page the worker controls (scope '/'), icons of 192 and 512 px whose artwork sits in the maskable
// safe zone (src/tools/make-icons.ts), and screenshots for the richer install sheet.
import type { Settings } from '../../domain/settings.ts';

/** The brand colour when the setting is not a #rrggbb colour (domain/settings.ts defaultSettings). */
const FALLBACK_COLOUR = '#1b7a3a';

export function webManifest(settings: Pick<Settings, 'storeName' | 'seoMetaDescription' | 'storeColor'>) {
  return {
    name: settings.storeName,
    short_name: settings.storeName,
    description: settings.seoMetaDescription,
    theme_color: /^#[0-9a-f]{6}$/i.test(settings.storeColor) ? settings.storeColor : FALLBACK_COLOUR,
    background_color: '#f5f7f5',
    display: 'standalone',
    id: '/',
    scope: '/',
    start_url: '/',
    orientation: 'portrait',
    categories: ['food', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/screenshots/home-narrow.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Fresh fruit and vegetables from stores near you',
      },
      {
        src: '/screenshots/landing-wide.png',
        sizes: '1440x900',
        type: 'image/png',
        form_factor: 'wide',
        label: 'The shop on a computer',
      },
    ],
  };
}
