// Requests and answers of the content calls (decision 0281): the list of entries, one entry with its
// draft, published document and revisions, saving a draft, publishing (now or at a time, with a
// take-down time), unpublishing, restoring a revision, a signed preview link and the item search
// the campaign and recipe forms use. Every call needs the 'content' permission.
import { z } from 'zod';
import {
  CONTENT_DOC_SCHEMAS,
  CONTENT_KINDS,
  CONTENT_SLUG_MAX,
  CONTENT_SLUG_PATTERN,
  type ContentDocs,
  type ContentKind,
  type ContentProblem,
  type ContentStatus,
} from '../../content/documents.ts';
import { id, optionalToken, text } from '../fields.ts';

const contentKind = z.enum(CONTENT_KINDS);
const contentSlug = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(CONTENT_SLUG_MAX, `must be at most ${CONTENT_SLUG_MAX} characters`)
  .regex(CONTENT_SLUG_PATTERN, 'must be lowercase letters, digits and dashes, such as monsoon-greens');

/** An ISO 8601 moment with its offset ('2026-12-01T06:00:00.000Z'), or null. */
const moment = z
  .string()
  .max(40)
  .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), 'must be a date and time')
  .nullable();

function staffRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ token: optionalToken, ...shape });
}

export const staffContentListRequest = staffRequest({ kind: contentKind.optional() });
export const staffContentEntryRequest = staffRequest({ kind: contentKind, slug: contentSlug });

const version = z.number().int().min(0).max(2_147_483_647);

/**
 * The document's shape is checked by kind (CONTENT_DOC_SCHEMAS), each problem named under `doc.`;
 * whether it may be published is contentProblems'. One object with the document as a refinement,
 * not a union by kind: a field that is not the call's is refused by name whatever the kind, as in
 * every other call (tests/unit/server/api/ownership.test.ts).
 */
export const staffContentSaveRequest = staffRequest({
  kind: contentKind,
  slug: contentSlug,
  doc: z.unknown(),
  version,
}).superRefine((input, context) => {
  const parsed = CONTENT_DOC_SCHEMAS[input.kind].safeParse(input.doc);
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    context.addIssue({ code: 'custom', message: issue.message, path: ['doc', ...issue.path] });
});

export const staffContentPublishRequest = staffRequest({
  kind: contentKind,
  slug: contentSlug,
  version,
  /** null: now. */
  publish_at: moment,
  take_down_at: moment,
});
export const staffContentUnpublishRequest = staffRequest({ kind: contentKind, slug: contentSlug });
export const staffContentRestoreRequest = staffRequest({ kind: contentKind, slug: contentSlug, revision_id: id });
export const staffContentPreviewLinkRequest = staffRequest({ kind: contentKind, slug: contentSlug });
export const staffContentItemSearchRequest = staffRequest({ q: text(80) });

/** A save, its document typed by its kind (the refinement above checked it against that kind's schema). */
export type StaffContentSaveInput = {
  [K in ContentKind]: { kind: K; slug: string; doc: ContentDocs[K]; version: number };
}[ContentKind];

/** The checked request as the service takes it: the document as its kind's schema reads it (trimmed, defaults in). */
export function contentSaveInput(input: z.infer<typeof staffContentSaveRequest>): StaffContentSaveInput {
  const doc = CONTENT_DOC_SCHEMAS[input.kind].parse(input.doc);
  return { kind: input.kind, slug: input.slug, doc, version: input.version } as StaffContentSaveInput;
}

export interface ContentListEntry {
  kind: ContentKind;
  slug: string;
  /** In the shop's default language. */
  title: string;
  status: ContentStatus;
  /** The draft differs from what customers see (or would see once scheduled). */
  has_unpublished_changes: boolean;
  publish_at: string | null;
  take_down_at: string | null;
  updated_at: string;
  missing_languages: string[];
  /** Why a scheduled publish was held at its time: the editor's alert. */
  held_reason: string | null;
}

export interface ContentLanguageView {
  code: string;
  name: string;
  is_default: boolean;
}

export interface StaffContentListAnswer {
  entries: ContentListEntry[];
  languages: ContentLanguageView[];
}

export interface ContentRevisionView {
  id: number;
  number: number;
  published_at: string;
  /** The name of the staff member who published it. */
  published_by: string;
}

/** One entry; `draft` and `published` are the kind's document (ContentDocs). */
export type StaffContentEntryAnswer = {
  [K in ContentKind]: {
    kind: K;
    slug: string;
    draft: ContentDocs[K];
    version: number;
    published: ContentDocs[K] | null;
    status: ContentStatus;
    publish_at: string | null;
    take_down_at: string | null;
    revisions: ContentRevisionView[];
    problems: ContentProblem[];
  };
}[ContentKind];

export interface StaffContentSaveAnswer {
  version: number;
  problems: ContentProblem[];
}

export interface StaffContentPublishAnswer {
  status: ContentStatus;
  /** The revision's number, or null when the publish is scheduled for later. */
  revision: number | null;
}

export interface StaffContentStatusAnswer {
  status: ContentStatus;
}

export interface StaffContentRestoreAnswer {
  version: number;
}

export interface StaffContentPreviewLinkAnswer {
  url: string;
  expires_at: string;
}

export interface ContentItemView {
  link_slug: string;
  name: string;
  image: string | null;
  category: string;
}

export interface StaffContentItemSearchAnswer {
  items: ContentItemView[];
}
