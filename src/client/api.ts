// The browser's one way to call the API: POST JSON to /api/{path}, answer a Result.
// Paths, bodies and answers are typed by the contract (src/domain/api/contract.ts),
// which the server's route table is declared against: a wrong path, a misspelt body
// field or a misread answer field does not compile. Only types are imported here,
// so no schema reaches the browser. A network failure is a value too (§8: most
// failures are only logged).
import type { AnswerOf, ApiPath, ParamsOf, RequestOf } from '../domain/api/contract.ts';
import type { ApiError, Result } from '../domain/api/errors.ts';
import { SHOP_TEXTS_ELEMENT_ID } from '../domain/constants.ts';

/** Said when no answer came (no network, the shop unreachable), in the page's language. */
const UNREACHABLE = 'Could not reach the shop. Check your connection.';

/**
 * The label `unreachableText` of the page's texts, read from their element when needed: the page
 * tasks call the API too, and loading the settings store (stores/settings.ts) with them put 2.4 KiB
 * more script on every page before anyone touches it.
 */
export function unreachableText(): string {
  try {
    const element = typeof document === 'undefined' ? null : document.getElementById(SHOP_TEXTS_ELEMENT_ID);
    const texts = element ? (JSON.parse(element.textContent ?? '') as { labels?: Record<string, string> }) : null;
    return texts?.labels?.unreachableText ?? UNREACHABLE;
  } catch {
    return UNREACHABLE;
  }
}

/** The arguments after the path: the body (optional when every field is), then the path parameters if the path has any. */
type CallArguments<P extends ApiPath> =
  ParamsOf<P> extends undefined
    ? Partial<RequestOf<P>> extends RequestOf<P>
      ? [body?: RequestOf<P>]
      : [body: RequestOf<P>]
    : [body: RequestOf<P>, params: ParamsOf<P>];

/** `get-restaurant-info/:slug` with { slug: 'farmcart-kothrud' } → `get-restaurant-info/farmcart-kothrud`. */
function urlOf(path: string, params: Record<string, string | number> | undefined): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  return `/api/${filled}`;
}

/** Reads a JSON body: the answer's shape is the contract's, which the server was compiled against. */
async function jsonOf<T>(response: Response): Promise<T> {
  // Response.json() is typed `any`; the server's handler for this path is type-checked to answer T.
  const data: T = await response.json();
  return data;
}

export async function callApi<P extends ApiPath>(
  path: P,
  ...[body, params]: CallArguments<P>
): Promise<Result<AnswerOf<P>>> {
  try {
    const response = await fetch(urlOf(path, params as Record<string, string | number> | undefined), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok) {
      const { error } = await jsonOf<{ error?: ApiError }>(response);
      return { ok: false, error: error ?? { code: 'internal', message: `HTTP ${response.status}` } };
    }
    return { ok: true, value: await jsonOf<AnswerOf<P>>(response) };
  } catch (error) {
    console.warn(`/api/${path} failed:`, error);
    // Said by the page's own label, whose key is its code (src/domain/api/errors.ts SaidCode).
    return {
      ok: false,
      error: { code: 'internal', message: unreachableText(), message_code: { key: 'unreachableText' } },
    };
  }
}
