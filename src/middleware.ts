// Every on-demand request starts here (docs/architecture.md "The path of a page request"): what the
// page needs is computed once into Astro.locals, a route that cannot render
// without a delivery location or a signed-in customer sends the person on, and an
// answer that depends on who is signed in is kept out of shared caches.
// Prerendered pages are files by then, and /api/ has its own dispatcher (called
// before Astro by src/server/http/serve.ts; through src/pages/api/[...path].ts in
// `astro dev`), so neither is touched.
import type { APIContext } from 'astro';
import { defineMiddleware, sequence } from 'astro:middleware';
import { localPath } from './domain/local-path.ts';
import { isUnavailableError, requestSawUnavailable } from './server/db/availability.ts';
import { databaseDown } from './server/shop-database.ts';
import { notePageRoute } from './server/metrics.ts';
import { REQUEST_ID_HEADER } from './domain/constants.ts';
import { reportUnexpected } from './server/unexpected-errors.ts';
import { withIslandTexts } from './server/pages/island-texts.ts';
import { withPagePolicy } from './server/http/page-policy.ts';
import { pageData } from './server/pages/page.ts';
import {
  cachedZonePage,
  keepZonePage,
  renderingZonePage,
  templateLocation,
  zoneKeyOf,
} from './server/http/page-cache.ts';
import { sessionTokenIn } from './server/services/sessions/sessions.ts';
import { unavailablePageResponse } from './server/http/unavailable.ts';

const PRIVATE = 'private, no-store';

/** Where a person goes when a route cannot render for them, by what it needs. */
interface RouteRule {
  needs: 'location' | 'customer';
  sendTo(url: URL): string;
}

const toLocationChooser = (): string => '/search-location';
/** §2 The section screens send a visitor without a delivery address home. */
const toHome = (): string => '/';
/** /login brings the customer back (`?next=`) once signed in. */
const toLogin = (url: URL): string => `/login?next=${encodeURIComponent(localPath(url.pathname + url.search))}`;

const needsLocation: RouteRule = { needs: 'location', sendTo: toLocationChooser };
const sectionNeedsLocation: RouteRule = { needs: 'location', sendTo: toHome };
const needsCustomer: RouteRule = { needs: 'customer', sendTo: toLogin };

/** By Astro route pattern (src/pages file names); a route not named here renders for everyone. */
const ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  '/': needsLocation,
  '/categories': needsLocation,
  '/categories/stores': needsLocation,
  '/category/[slug]': needsLocation,
  '/combos': needsLocation,
  '/deal-of-the-day-items/[restaurant]': needsLocation,
  '/explore': needsLocation,
  '/frequently-bought-items/[restaurant]': needsLocation,
  '/home-rows/[from]': needsLocation,
  '/buy-again': needsLocation,
  '/items/[slug]': needsLocation,
  '/members-mart': needsLocation,
  '/stores': needsLocation,
  '/dynamic-featured-sections/[...slug]': sectionNeedsLocation,
  '/featured-sections/[...slug]': sectionNeedsLocation,
  '/checkout': needsCustomer,
  '/farm-visit-form': needsCustomer,
};

/**
 * Editors' pages whose shelf is rendered from one customer's cookies (the items and prices at
 * their `loc` point, in their language; a campaign's end decided at the request's time): never
 * for a shared cache, as when the shelf was a server island (decision 0136).
 */
const PER_CUSTOMER_ROUTES: ReadonlySet<string> = new Set(['/campaign/[slug]', '/recipe/[id]']);

function isOnDemandPage(context: APIContext): boolean {
  return !context.isPrerendered && !context.url.pathname.startsWith('/api/');
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (Response.redirect, a fetched answer): answer a copy.
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * Fills Astro.locals, then marks the answer `private, no-store` when its rendering
 * asked who is signed in, when its route renders per customer, or when a session cookie came
 * with it and the route did not set its own caching (robots.txt, sitemap.xml... do
 * not depend on the customer).
 */
const requestData = defineMiddleware(async (context, next) => {
  if (!isOnDemandPage(context)) return next();
  let sessionRead = false;
  Object.assign(
    context.locals,
    await pageData(context.cookies, () => {
      sessionRead = true;
    }),
  );
  // Islands render with the request's texts, as they will hydrate with them (server/pages/island-texts.ts).
  const response = await withIslandTexts(context.locals, () => renderOrShare(context, next, () => sessionRead));
  const perCustomer =
    sessionRead ||
    PER_CUSTOMER_ROUTES.has(context.routePattern) ||
    (sessionTokenIn((name) => context.cookies.get(name)?.value) !== null && !response.headers.has('cache-control'));
  return perCustomer ? withHeader(response, 'Cache-Control', PRIVATE) : response;
});

/**
 * A page that may be shared by a delivery zone (src/server/http/page-cache.ts) comes from the zone's
 * cached rendering with the customer's own address filled in, or is rendered for the zone and
 * kept; others render. serve.ts answers most hits before Astro; this path fills the cache.
 */
async function renderOrShare(
  context: APIContext,
  next: () => Promise<Response>,
  sessionRead: () => boolean,
): Promise<Response> {
  const { locals, url } = context;
  if (!locals.point) return next();
  const zone = await zoneKeyOf(locals.shop, {
    method: context.request.method,
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    cookie: (name) => context.cookies.get(name)?.value,
  });
  if (zone === null) return next();
  const cached = cachedZonePage(locals.shop, zone);
  if (cached) return cached;
  const location = locals.location;
  const done = renderingZonePage(locals.shop, zone);
  try {
    locals.location = templateLocation(locals.point);
    const rendered = await next();
    locals.location = location;
    // Only a page that rendered is shared; a 404 or a redirect goes on as Astro made it (its own
    // screen, rendered after this, names the customer's own location again).
    if (rendered.status !== 200) return rendered;
    return await keepZonePage(locals.shop, zone, rendered, !sessionRead());
  } finally {
    done();
  }
}

async function hasWhatItNeeds(rule: RouteRule, locals: App.Locals): Promise<boolean> {
  return rule.needs === 'location' ? locals.point !== null : (await locals.user()) !== null;
}

/** The routing every on-demand page shares: the desktop landing, and the rules of ROUTE_RULES. */
const sendOn = defineMiddleware(async (context, next) => {
  if (!isOnDemandPage(context)) return next();
  const { routePattern, url } = context;
  // §2 Wide screens are sent to /?view=desktop (DesktopRedirect.astro): the desktop landing answers.
  if (routePattern === '/' && url.searchParams.get('view') === 'desktop') return next(`/desktop${url.search}`);
  const rule = ROUTE_RULES[routePattern];
  if (rule && !(await hasWhatItNeeds(rule, context.locals))) return context.redirect(rule.sendTo(url));
  return next();
});

/**
 * A page that needs the database while it cannot answer (an outage, a lock held too long)
 * answers the "We'll be right back" screen with 503 and Retry-After, not a 500 or a page
 * missing what it could not read: at once while the database is known to be down, else by the
 * error that reached here or by the database errors the rendering met so far
 * (src/server/db/availability.ts).
 */
const whenUnavailable = defineMiddleware(async (context, next) => {
  if (!isOnDemandPage(context)) return next();
  // The route the request is counted under when the edge times requests (http/metrics-endpoint.ts).
  notePageRoute(context.routePattern);
  if (databaseDown()) return unavailablePageResponse();
  try {
    const response = await next();
    if (!requestSawUnavailable()) return response;
    await response.body?.cancel();
    return unavailablePageResponse();
  } catch (error) {
    if (isUnavailableError(error) || requestSawUnavailable()) return unavailablePageResponse();
    reportUnexpected(error, {
      route: `page:${context.routePattern}`,
      requestId: context.request.headers.get(REQUEST_ID_HEADER) ?? undefined,
    });
    // Answered here, so that the error is logged once (Astro would log it again).
    return new Response(null, { status: 500, headers: { 'cache-control': 'no-store' } });
  }
});

/**
 * A page's Content-Security-Policy names only its own inline scripts and styles (server/http/page-policy.ts):
 * Astro lists the whole build's, 5 KB of header that went in every page's first round trip (decision 0206).
 * Innermost, so the zone page cache keeps the narrowed policy with the page.
 */
const ownPolicy = defineMiddleware(async (context, next) => {
  if (!isOnDemandPage(context)) return next();
  return withPagePolicy(await next());
});

export const onRequest = sequence(whenUnavailable, requestData, sendOn, ownPolicy);
