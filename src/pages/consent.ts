// POST /consent — §4 GDPR: accepting stores 'accepted'. The banner's button is a form
// posting here, so it works without JavaScript; with it, the banner's script stores
// the consent on the device and sets the same cookie without leaving the page. The
// cookie lets the server leave the banner out of every later page (no flash).
import type { APIRoute } from 'astro';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../domain/constants.ts';
import { localPath } from '../domain/local-path.ts';

export const prerender = false;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const POST: APIRoute = async ({ request, cookies }) => {
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
