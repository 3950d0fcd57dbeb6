// Requests and answers of the media library's calls (decision 0269): a page of the library, newest
// first, searched by alt text; a picture's alt texts changed; a picture archived. The upload itself
// is not a JSON call: its bytes go to POST /staff/media/upload (src/pages/staff/media/upload.ts),
// which answers a MediaUploadAnswer or an error naming the field (`file`, `alt_en`, `alt_mr`).
import { z } from 'zod';
import { ALT_MAX, type MediaFileFormat } from '../../media/media.ts';
import { id, optionalToken, text } from '../fields.ts';

function staffRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ token: optionalToken, ...shape });
}

/** The alt texts, required in both languages: what a screen reader says, and what shows if the picture cannot. */
const altTexts = {
  alt_en: text(ALT_MAX).min(1, 'describe the picture in English'),
  alt_mr: text(ALT_MAX).min(1, 'describe the picture in Marathi'),
};
export const mediaAltRequest = z.object(altTexts);

export const staffMediaRequest = staffRequest({
  /** Words of the alt text (English or Marathi). */
  query: text(80).optional(),
  /** The last media id of the page before. */
  after: id.optional(),
  /**
   * Only these pictures, archived ones included: what a console picture field shows beside the
   * picture it names (its name; decision 0326).
   */
  media_ids: z.array(id).min(1).max(24).optional(),
});
export const staffMediaAltRequest = staffRequest({ media_id: id, ...altTexts });
export const staffMediaArchiveRequest = staffRequest({ media_id: id });

/** One copy the library serves. */
export interface MediaFileView {
  width: number;
  height: number;
  format: MediaFileFormat;
  size: number;
  path: string;
}

export interface MediaView {
  id: number;
  original_name: string;
  alt_en: string;
  alt_mr: string;
  width: number;
  height: number;
  /** What a catalogue row stores as its `image` (domain/media/media.ts mediaImage). */
  image: string;
  /** The WebP copies as a `srcset`. */
  srcset: string;
  files: MediaFileView[];
  created_at: string;
  archived: boolean;
}

export interface StaffMediaAnswer {
  media: MediaView[];
  /** The `after` of the next page; null on the last. */
  next: number | null;
}

export interface MediaUploadAnswer {
  media: MediaView;
  /** How long the copies took to make, in milliseconds. */
  took_ms: number;
}

export interface StaffMediaOneAnswer {
  media: MediaView;
}
