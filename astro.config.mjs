// @ts-check
import { defineConfig, envField } from 'astro/config';
import node, { getAdapter } from '@astrojs/node';
import react from '@astrojs/react';
import AstroPWA from '@vite-pwa/astro';
import { createHash } from 'node:crypto';
import { MANIFEST_PATH, SERVICE_WORKER_PATH } from './src/client/app-files.ts';
import { INLINE_SCRIPTS, INLINE_STYLES, PAGE_TASKS_PATH } from './src/components/inline-scripts.ts';
import { PAGE_DIRECTIVES } from './src/server/http/security-headers.ts';

/**
 * A source expression allowing the inline script `text` (SHA-256, as Astro hashes its own).
 * @param {string} text
 * @returns {`sha256-${string}`}
 */
const scriptHash = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

// One Node process serves prerendered shells from dist/client and renders
// location-dependent HTML and the JSON API on demand (docs/architecture.md "Rendering").
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone', staticHeaders: true }),
  server: { host: '127.0.0.1', port: 4321 },
  // Sessions are our own (hashed tokens in the database), not Astro's file store.
  session: false,
  trailingSlash: 'ignore',
  security: {
    // Our endpoints refuse every body that is not application/json (415), which a
    // cross-site form cannot send without a CORS preflight, and check Origin on
    // state-changing calls (src/server/api/dispatch.ts); Astro's own check answers in plain text.
    checkOrigin: false,
    // No allowedDomains: Astro then never believes X-Forwarded-Host/-Proto/-For, and Astro.url
    // is the Host the request named. Our code trusts those headers only behind TRUST_PROXY
    // (src/server/http/request-origin.ts), and absolute links use PUBLIC_ORIGIN.
    //
    // Content-Security-Policy of every page (docs/security.md; decision 0175): Astro hashes the
    // scripts and styles it writes inline (island
    // hydration, client directives, the inlined stylesheets); our own inline scripts are the
    // constants of inline-scripts.ts, allowed by their hashes. No 'unsafe-inline' for scripts.
    // Style attributes (colours and widths from the catalog, React's style props) need
    // 'unsafe-inline' in style-src-attr; <style> elements still need a hash.
    csp: {
      algorithm: 'SHA-256',
      directives: [...PAGE_DIRECTIVES],
      scriptDirective: { hashes: INLINE_SCRIPTS.map(scriptHash) },
      styleDirective: {
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
        hashes: INLINE_STYLES.map(scriptHash),
      },
    },
  },
  build: { format: 'directory', inlineStylesheets: 'always' },
  prefetch: false,
  devToolbar: { enabled: false },
  env: {
    schema: {
      // Runtime configuration is read once by src/server/config.ts (also by the CLI tools,
      // which run outside the bundle); only what pages read through astro:env is here.
      // PUBLIC_ORIGIN is 'secret' only so that it is read when the server runs (a 'public'
      // variable is fixed into the bundle at build): prerendered pages take its value at build,
      // on-demand pages, the sitemap and robots.txt the running server's (the same variable
      // config.ts checks).
      PUBLIC_ORIGIN: envField.string({ context: 'server', access: 'secret', optional: true }),
    },
  },
  integrations: [
    {
      // The production server (src/server/http/serve.ts) is the adapter's server entrypoint,
      // so Vite bundles it with the pages: one module graph, one instance of every
      // server module (decision 0002). Same adapter name, so
      // Astro accepts the override of @astrojs/node's own entrypoint.
      name: 'farmcart-server-entry',
      hooks: {
        'astro:config:done': ({ setAdapter }) => {
          setAdapter({
            // staticHeaders: the adapter serves each prerendered page with the policy Astro
            // computed for it (dist/_headers.json), as a header rather than a <meta> element,
            // which cannot carry frame-ancestors.
            ...getAdapter({ staticHeaders: true }),
            serverEntrypoint: new URL('./src/server/http/serve.ts', import.meta.url),
          });
        },
      },
    },
    react(),
    {
      // The server bundle runs React's production build whatever NODE_ENV the operator sets
      // (NODE_ENV=production also means "a live shop" to src/server/config.ts, and the tests run
      // without it): React picks its development build at require time from NODE_ENV, which
      // rendered every page several times slower. So `astro build` bundles React into the server
      // with NODE_ENV fixed to production (decision 0025).
      name: 'farmcart-react-production',
      hooks: {
        'astro:config:setup': ({ command, updateConfig }) => {
          if (command !== 'build') return;
          updateConfig({
            vite: {
              define: { 'process.env.NODE_ENV': JSON.stringify('production') },
              ssr: { noExternal: ['react', 'react-dom', 'scheduler', '@nanostores/react', 'embla-carousel-react'] },
            },
          });
        },
      },
    },
    {
      // The page-wide tasks that wait for the load event (src/client/page-tasks.ts; decision
      // 0207): built as a module of its own under a fixed name, which PAGE_TASKS_SCRIPT, a
      // constant inline script, imports at the load event. A <script> of a component would be fetched
      // while the page is parsed, and its name is known only to Astro. Served like the other files of
      // the client folder (revalidated on every load), not as an immutable hashed asset; in `astro dev`
      // the path answers with the source module.
      name: 'farmcart-page-tasks',
      hooks: {
        'astro:config:setup': ({ updateConfig }) => {
          const source = './src/client/page-tasks.ts';
          updateConfig({
            vite: {
              plugins: [
                {
                  name: 'farmcart-page-tasks',
                  applyToEnvironment: (environment) => environment.name === 'client',
                  buildStart() {
                    if (this.environment?.mode !== 'build') return;
                    this.emitFile({ type: 'chunk', id: source, fileName: PAGE_TASKS_PATH.slice(1) });
                  },
                  configureServer(server) {
                    server.middlewares.use((request, response, next) => {
                      if (request.url !== PAGE_TASKS_PATH) return next();
                      response.writeHead(302, { location: source.slice(1) }).end();
                    });
                  },
                },
              ],
            },
          });
        },
      },
    },
    {
      // `client:touch`: islands hydrate when a person needs them (src/client/directives/touch-directive.ts).
      name: 'farmcart-touch-directive',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'touch', entrypoint: './src/client/directives/touch-directive.ts' });
        },
      },
    },
    AstroPWA({
      registerType: 'autoUpdate',
      // Registered by the page tasks a few seconds after the load event (src/client/page-tasks.ts); they name
      // the manifest at the load event: no script file and no manifest fetched while a page loads, and
      // no install while it settles (decisions 0209 and 0212).
      injectRegister: false,
      filename: SERVICE_WORKER_PATH.slice(1),
      manifestFilename: MANIFEST_PATH.slice(1),
      includeAssets: ['favicon.svg', 'icons/*.png'],
      // The manifest is the shop's own, served from its settings (src/pages/manifest.webmanifest.ts,
      // decision 0316), not written at build with one name for every shop.
      manifest: false,
      workbox: {
        // Pages are rendered per location on the server: never answer a navigation
        // from an old cached shell. Navigations go to the network; when it is
        // unreachable the precached offline screen answers (§4 Offline state).
        navigateFallback: null,
        // Web Push: the push and notification-click handlers, a plain script of public/ beside the
        // generated worker (decision 0250, which says why not injectManifest).
        importScripts: ['/sw-push.js'],
        // §4 "A new service worker triggers a reload": a new worker takes over at once (and the first
        // one takes the page it was registered from); src/client/version-check.ts reloads an open
        // page once, never in the middle of a checkout.
        skipWaiting: true,
        clientsClaim: true,
        // The install fetches the offline screen and the icons, not every script of the build (116
        // files, 187 KB compressed, the staff console's and the partners' among them) on a customer's
        // first visit: a page's scripts are hashed and immutable, so the browser's own cache keeps those
        // a page has run (decision 0212).
        globPatterns: ['offline/index.html', 'favicon.svg', 'icons/favicon-48.png'],
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
