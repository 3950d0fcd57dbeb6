// GET /language?code=mr&back=/path — §4 Language: choosing one stores the preference
// (the `lang` cookie, so every page after this is rendered on the server in that
// language: no flash of the old one) and goes back. A plain link, so the picker
// (src/components/chrome/LanguagePicker.astro) needs no JavaScript.
import type { APIRoute } from 'astro';
import { LANGUAGE_COOKIE } from '../server/pages/page.ts';
import { setPushLanguage } from '../server/services/notifications/notifications.ts';
import { localPath } from '../domain/local-path.ts';

export const prerender = false;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const GET: APIRoute = async ({ url, cookies, locals }) => {
  const code = url.searchParams.get('code');
  if (code !== null && locals.languages.some((language) => language.code === code)) {
    cookies.set(LANGUAGE_COOKIE, code, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax' });
    // This device's pushes follow (decision 0220).
    const user = await locals.user();
    if (user) await setPushLanguage(locals.shop, user.session_id, code);
  }
  return new Response(null, {
    status: 303,
    headers: { Location: localPath(url.searchParams.get('back')), 'Cache-Control': 'no-store' },
  });
};
