// Requests and answers of the catalogue file's import (decision 0273): a store and the file's text,
// checked first (the dry run), then applied whole with the check's fingerprint, so a catalogue that
// changed in between is not overwritten by a plan nobody saw.
import { z } from 'zod';
import { fileSizeProblem, type LineProblem } from '../../catalogue/csv-catalogue.ts';
import type { PlannedRow } from '../../catalogue/csv-plan.ts';
import { id, optionalToken } from '../fields.ts';

/**
 * The file's text, untrimmed (its first line is line 1): tabs and line ends kept, any other control
 * character refused; the size and line limits are refused on the field `file`, before any reading.
 */
const fileText = z
  .string()
  .superRefine((text, context) => {
    const problem = fileSizeProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem, abort: true });
  })
  // Asked as "is there a control character", not "is every character allowed": the same answer in a
  // few milliseconds for a 5 MB file, where V8's first runs of the whole-text pattern took 40 (decision 0320).
  .refine(
    (text) => !/[^\P{Cc}\t\n\r]/u.test(text),
    'must not contain control characters other than tabs and line ends',
  );

/** The most planned rows an answer lists: a whole-shop price change is counted, not printed. */
export const PLANNED_ROWS_SHOWN = 500;

export const catalogueImportCheckRequest = z.strictObject({ token: optionalToken, store_id: id, file: fileText });
export const catalogueImportApplyRequest = z.strictObject({
  token: optionalToken,
  store_id: id,
  file: fileText,
  /** The check's fingerprint of its plan. */
  check: z.string().regex(/^[0-9a-f]{64}$/, 'must be the check’s fingerprint: run the check again'),
});

export interface CatalogueImportCheckAnswer {
  counts: { new: number; changed: number; unchanged: number };
  /** The new and changed rows, at most PLANNED_ROWS_SHOWN, by line. */
  rows: PlannedRow[];
  /** Every bad line; the file may be applied only when there is none. */
  problems: LineProblem[];
  /** What applying must find again: the plan's fingerprint. */
  check: string;
}

export interface CatalogueImportApplyAnswer {
  counts: { new: number; changed: number; unchanged: number };
}
