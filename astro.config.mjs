// @ts-check
import { defineConfig, envField } from 'astro/config';
import node, { getAdapter } from '@astrojs/node';
import react from '@astrojs/react';
import AstroPWA from '@vite-pwa/astro';

// One Node process serves prerendered shells from dist/client and renders
// location-dependent HTML and the JSON API on demand (ARCHITECTURE.md "Rendering").
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  server: { host: '127.0.0.1', port: 4321 },
  // Sessions are our own (hashed tokens in the database), not Astro's file store.
  session: false,
  trailingSlash: 'ignore',
  // Our endpoints refuse every body that is not application/json (415), which a
  // cross-site form cannot send without a CORS preflight, and check Origin on
  // state-changing calls (src/server/http.ts); Astro's own check answers in plain text.
  security: { checkOrigin: false },
  build: { format: 'directory', inlineStylesheets: 'always' },
  prefetch: false,
  devToolbar: { enabled: false },
  env: {
    schema: {
      // Runtime configuration is read once by src/server/config.ts (also by the CLI tools,
      // which run outside the bundle); only what prerendering needs at build time is here.
      PUBLIC_ORIGIN: envField.string({ context: 'server', access: 'public', optional: true }),
    },
  },
  integrations: [
    {
      // The production server (src/server/serve.ts) is the adapter's server entrypoint,
      // so Vite bundles it with the pages: one module graph, one instance of every
      // server module (docs/decisions.md, "One server bundle"). Same adapter name, so
      // Astro accepts the override of @astrojs/node's own entrypoint.
      name: 'farmcart-server-entry',
      hooks: {
        'astro:config:done': ({ setAdapter }) => {
          setAdapter({
            ...getAdapter({ staticHeaders: false }),
            serverEntrypoint: new URL('./src/server/serve.ts', import.meta.url),
          });
        },
      },
    },
    react(),
    {
      // `client:touch`: islands hydrate when a person needs them (src/client/touch-directive.ts).
      name: 'farmcart-touch-directive',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'touch', entrypoint: './src/client/touch-directive.ts' });
        },
      },
    },
    AstroPWA({
      registerType: 'autoUpdate',
      injectRegister: 'script',
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'FarmCart — fresh groceries',
        short_name: 'FarmCart',
        description: 'Farm-fresh fruit, vegetables and groceries delivered in Pune.',
        theme_color: '#1b7a3a',
        background_color: '#f5f7f5',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Pages are rendered per location on the server: never answer a navigation
        // from an old cached shell. Navigations go to the network; when it is
        // unreachable the precached offline screen answers (§4 Offline state).
        navigateFallback: null,
        globPatterns: ['_astro/*.{js,css}', 'offline/index.html', 'favicon.svg'],
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline' } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/images/'),
            handler: 'CacheFirst',
            options: { cacheName: 'images', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
          },
        ],
      },
    }),
  ],
});
