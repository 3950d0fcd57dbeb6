// POST /consent (§4 GDPR) accepts for the customer only from the shop's own pages: a form of
// another site that posts there is refused (403) and sets no cookie (docs/security.md, CSRF).
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../../../../src/domain/constants.ts';
import { POST } from '../../../../src/pages/consent.ts';

const SHOP = 'http://127.0.0.1:4321';

async function postConsent(origin: string | null): Promise<{ status: number; cookies: string[]; body: string }> {
  const set: string[] = [];
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (origin !== null) headers.origin = origin;
  const request = new Request(`${SHOP}/consent`, { method: 'POST', headers, body: 'choice=accept&back=%2Fcart' });
  // Only what the page reads of Astro's context: the request, its URL and the cookie it sets.
  const context = {
    request,
    url: new URL(request.url),
    cookies: { set: (name: string) => set.push(name) },
  } as unknown as APIContext;
  const answer = await POST(context);
  return { status: answer.status, cookies: set, body: await answer.text() };
}

describe('POST /consent', () => {
  it('refuses a form of another site, setting no cookie', async () => {
    const answer = await postConsent('https://elsewhere.example');
    expect(answer.status).toBe(403);
    expect(answer.cookies).toEqual([]);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'forbidden' } });
    expect((await postConsent('null')).cookies).toEqual([]);
  });

  it('accepts from the shop’s own pages, and from a client that names no origin', async () => {
    for (const origin of [SHOP, null]) {
      const answer = await postConsent(origin);
      expect(answer.status).toBe(303);
      expect(answer.cookies).toEqual([CONSENT_COOKIE]);
    }
  });
});
