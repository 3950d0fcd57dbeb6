// The browser's one way to call the API: POST JSON to /api/{path}, answer a Result.
// A network failure is a value too (§8: most failures are only logged).
import type { ApiError, Result } from '../domain/api/errors.ts';

export async function callApi<T>(path: string, body: unknown = {}): Promise<Result<T>> {
  try {
    const response = await fetch(`/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    const data: unknown = await response.json();
    if (!response.ok) {
      const error = (data as { error?: ApiError }).error;
      return { ok: false, error: error ?? { code: 'internal', message: `HTTP ${response.status}` } };
    }
    return { ok: true, value: data as T };
  } catch (error) {
    console.warn(`/api/${path} failed:`, error);
    return { ok: false, error: { code: 'internal', message: 'Could not reach the shop. Check your connection.' } };
  }
}
