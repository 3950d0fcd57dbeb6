// Astro.locals of every on-demand request: what src/middleware.ts computes once
// (settings, language, delivery location, the lazily looked-up customer).
// Prerendered pages and /api/ do not get them.
import type { PageData } from './server/pages/page.ts';

declare global {
  namespace App {
    interface Locals extends PageData {}
  }
}
