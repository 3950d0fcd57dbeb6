// Sends a picture to the media library: the file itself as the body of POST /staff/media/upload
// (src/pages/staff/media/upload.ts), its alt texts and name in the query string. Answers as callApi
// does: the library entry, or the error with the fields it names (`file`, `alt_en`, `alt_mr`), and
// a failure with no answer in the page's words as callApi says it.
import { unreachableText } from '../../../client/api.ts';
import type { ApiError, Result } from '../../../domain/api/errors.ts';
import type { MediaUploadAnswer } from '../../../domain/api/staff/media.ts';

export async function uploadPicture(
  file: Blob & { name?: string },
  alts: { alt_en: string; alt_mr: string },
): Promise<Result<MediaUploadAnswer>> {
  const query = new URLSearchParams({ ...alts, name: file.name ?? 'picture' });
  try {
    const response = await fetch(`/staff/media/upload?${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      // The server decides what the file is by its bytes; the type only describes the body.
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
    const body = (await response.json().catch(() => null)) as { error?: ApiError } | MediaUploadAnswer | null;
    if (!response.ok || !body || !('media' in body)) {
      const error = body && 'error' in body ? body.error : undefined;
      return {
        ok: false,
        error: error ?? { code: 'internal', message: `HTTP ${response.status}` },
      };
    }
    return { ok: true, value: body };
  } catch {
    return {
      ok: false,
      error: { code: 'internal', message: unreachableText(), message_code: { key: 'unreachableText' } },
    };
  }
}
