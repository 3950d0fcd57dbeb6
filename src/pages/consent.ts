// POST /consent — §4 GDPR: accepting stores 'accepted'. The banner's button is a form
// posting here, so it works without JavaScript; with it, the banner's script stores
// the consent on the device and sets the same cookie without leaving the page. The
// cookie lets the server leave the banner out of every later page (no flash). Only the
// shop's own pages accept for the customer: a form of another site is refused (403).
import type { APIRoute } from 'astro';
import { fail } from '../domain/api/errors.ts';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../domain/constants.ts';
import { localPath } from '../domain/local-path.ts';
import { fromShopOrigin } from '../domain/same-origin.ts';
import { readConfig } from '../server/config.ts';
import { refusalAnswer } from '../server/pages/json-answer.ts';
import { said } from '../server/said.ts';

export const prerender = false;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const POST: APIRoute = async ({ request, cookies, url }) => {
  // Astro's url is the Host the request named (astro.config.mjs, security); a live shop sets PUBLIC_ORIGIN.
  if (!fromShopOrigin(request.headers.get('origin'), readConfig().PUBLIC_ORIGIN ?? url.origin)) {
    await request.body?.cancel().catch(() => undefined);
    return refusalAnswer(fail('forbidden', said('saidCrossSite')).error);
  }
  let back: string | null = null;
  try {
    const form = await request.formData();
    const value = form.get('back');
    back = typeof value === 'string' ? value : null;
  } catch {
    // Not a form: accept anyway and go home.
  }
  cookies.set(CONSENT_COOKIE, GDPR_ACCEPTED, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax' });
  return new Response(null, { status: 303, headers: { Location: localPath(back), 'Cache-Control': 'no-store' } });
};
