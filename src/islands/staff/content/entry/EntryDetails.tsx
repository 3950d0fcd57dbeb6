// The fields an entry has once, whatever the language: its address (given when it is new, then
// fixed), then its kind's own fields.
import type { ContentItemView } from '../../../../domain/api/staff/content.ts';
import {
  type CampaignDoc,
  CONTENT_LIMITS,
  type ContentDoc,
  type ContentKind,
  type PageDoc,
  type RecipeDoc,
} from '../../../../domain/content/documents.ts';
import { Field } from '../../form/fields.tsx';
import { useSay } from '../../shell/console-words.tsx';
import { customerPath, fieldId, KIND_NAMES } from '../content-form.ts';
import CampaignFields from './CampaignFields.tsx';
import PageFields from './PageFields.tsx';
import RecipeFields from './RecipeFields.tsx';

interface Props {
  kind: ContentKind;
  doc: ContentDoc;
  slug: string;
  isNew: boolean;
  defaultWords: Record<string, unknown> | undefined;
  errors: Record<string, string>;
  errorOf(path: string): string | undefined;
  known: Readonly<Record<string, ContentItemView>>;
  onKnown(items: ContentItemView[]): void;
  onSlug(slug: string): void;
  update(change: (draft: ContentDoc) => void): void;
}

export default function EntryDetails({ kind, doc, slug, isNew, defaultWords, errors, onSlug, ...rest }: Props) {
  const say = useSay();
  const { update } = rest;
  return (
    <section className="ct-panel" aria-labelledby="ct-details-heading">
      <h2 id="ct-details-heading">{say('consoleContentDetails', { kind: say(KIND_NAMES[kind]) })}</h2>
      {kind !== 'farm_visit' && (
        <Field
          id={fieldId('slug')}
          label={say('consoleContentAddress')}
          hint={
            isNew
              ? say('consoleContentAddressHint', { example: customerPath(kind, 'monsoon-greens') })
              : customerPath(kind, slug)
          }
          error={errors.slug}
        >
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={CONTENT_LIMITS.title}
              readOnly={!isNew}
              value={slug}
              onChange={(event) => onSlug(event.currentTarget.value.toLowerCase())}
            />
          )}
        </Field>
      )}
      {kind === 'page' ? (
        <PageFields page={doc as PageDoc} errors={errors} update={update} />
      ) : kind === 'campaign' ? (
        <CampaignFields campaign={doc as CampaignDoc} errors={errors} {...rest} />
      ) : kind === 'recipe' ? (
        <RecipeFields recipe={doc as RecipeDoc} defaultWords={defaultWords} errors={errors} {...rest} />
      ) : (
        <p className="s-muted">{say('consoleContentFarmVisitOnlyWords')}</p>
      )}
    </section>
  );
}
