// POST /staff/media/upload (decision 0269): a picture for the media library, sent as the raw body
// (not JSON: the API's dispatcher takes 64 KB of JSON at most), with its alt texts and file name in
// the query string (?alt_en=…&alt_mr=…&name=…). The same rules as a staff API call: the Origin must
// be the shop's, the staff session (fc_staff) must be live and its role must hold 'media'. The
// body is counted as it arrives and refused with 413 past 10 MB, without reading the rest. Every
// refusal is JSON naming its field (`file`, `alt_en`, `alt_mr`), as the API's are; once the member
// is known, in the language they read the console in (decision 0345), as a staff API call's are.
import { type ApiError, fail, sentenceOf } from '../../domain/api/errors.ts';
import { mediaAltRequest } from '../../domain/api/staff/media.ts';
import { MEDIA_MAX_BYTES, MEDIA_WORDS } from '../../domain/media/media.ts';
import { fromShopOrigin } from '../../domain/same-origin.ts';
import { errorIn, said, validationError } from '../said.ts';
import { may } from '../../domain/staff/permissions.ts';
import type { ShopContext } from '../context.ts';
import { uploadMedia } from '../services/media/media.ts';
import { customerLabels } from '../services/shop/texts.ts';
import { jsonAnswer, refusalAnswer } from './json-answer.ts';
import { staffOfCookies } from './staff-page.ts';

// The staff console's upload: said in English, its codes beside its words (decision 0183, decision 0308).
const TOO_LARGE_PICTURE = sentenceOf(MEDIA_WORDS, 'saidPictureTooLarge');
const TOO_LARGE = fail('payload_too_large', TOO_LARGE_PICTURE, { file: TOO_LARGE_PICTURE });

/** The body, or null once it passes `max` bytes (the rest is not read). */
async function bodyUpTo(body: ReadableStream<Uint8Array> | null, max: number): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

export interface UploadRequest {
  request: Request;
  /** The shop's origin: PUBLIC_ORIGIN, else the origin the request was addressed to. */
  shopOrigin: string;
  cookie(name: string): string | undefined;
}

export async function receiveMediaUpload(shop: ShopContext, { request, shopOrigin, cookie }: UploadRequest) {
  if (request.method !== 'POST') return refusalAnswer(fail('method_not_allowed', said('saidUploadWithPost')).error);
  if (!fromShopOrigin(request.headers.get('origin'), shopOrigin))
    return refusalAnswer(fail('forbidden', said('saidUploadElsewhere')).error);
  const staff = await staffOfCookies(shop, cookie);
  if (!staff) return refusalAnswer(fail('unauthorized', said('saidStaffSignInFirst')).error);
  const labels = await customerLabels({ ...shop, language: staff.view.language });
  const refused = (error: ApiError) => refusalAnswer(errorIn(labels, error));
  if (!may(staff.member.role, 'media')) return refused(fail('forbidden', said('saidRoleNoMedia')).error);
  const query = new URL(request.url).searchParams;
  const alts = mediaAltRequest.safeParse({ alt_en: query.get('alt_en') ?? '', alt_mr: query.get('alt_mr') ?? '' });
  if (!alts.success) return refused(validationError(alts.error.issues));
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > MEDIA_MAX_BYTES) {
    await request.body?.cancel().catch(() => undefined);
    return refused(TOO_LARGE.error);
  }
  const bytes = await bodyUpTo(request.body, MEDIA_MAX_BYTES);
  if (!bytes) return refused(TOO_LARGE.error);
  const uploaded = await uploadMedia(shop, staff.member, {
    bytes,
    originalName: query.get('name'),
    alt_en: alts.data.alt_en,
    alt_mr: alts.data.alt_mr,
  });
  return uploaded.ok ? jsonAnswer(201, uploaded.value) : refused(uploaded.error);
}
