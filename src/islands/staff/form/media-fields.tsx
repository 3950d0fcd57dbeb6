// What the media library's forms share, beside the console's other fields (decision 0344): a
// refused field's reason read with its input, and the alt texts' rule, the same the server applies
// (both languages are required).
import { MEDIA_MAX_BYTES } from '../../../domain/media/media.ts';
import type { FormSay } from './form-words.ts';

export type Fields = Partial<Record<'file' | 'alt_en' | 'alt_mr', string>>;

/** The props of an input that may be refused: its reason is read with it (aria-describedby). */
export function refusedProps(id: string, reason: string | undefined) {
  return reason ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

export function FieldError({ id, reason }: { id: string; reason: string | undefined }) {
  return reason ? (
    <span id={`${id}-error`} className="s-error media-field-error">
      {reason}
    </span>
  ) : null;
}

export const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The alt texts' problems, by field. */
export function altProblems(altEn: string, altMr: string, say: FormSay): Fields {
  const fields: Fields = {};
  if (!altEn.trim()) fields.alt_en = say('consoleFormAltEnMissing');
  if (!altMr.trim()) fields.alt_mr = say('consoleFormAltMrMissing');
  return fields;
}

/** What the upload form can tell of one file before sending it. */
export function uploadProblems(file: File | null, altEn: string, altMr: string, say: FormSay): Fields {
  const fields: Fields = {};
  if (!file) fields.file = say('consoleFormFileMissing');
  else if (file.size > MEDIA_MAX_BYTES) fields.file = say('consoleFormFileTooLarge');
  return { ...fields, ...altProblems(altEn, altMr, say) };
}
