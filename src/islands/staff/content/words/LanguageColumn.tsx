// One language's words of an entry, in its own column (side by side with the others, stacked on a
// phone): the lines every kind has, then the kind's own, then the body as rich text. A language
// not written yet says whose words its readers see instead, and offers to write them.
import type { ContentLanguageView } from '../../../../domain/api/staff/content.ts';
import { CONTENT_LIMITS, type ContentKind, type RichText } from '../../../../domain/content/documents.ts';
import { LanguageText } from '../../form/content-fields.tsx';
import { englishName, fieldId } from '../content-form.ts';
import RichTextEditor from '../rich-text/RichTextEditor.tsx';
import type { Words } from '../use-content-draft.ts';
import FactLines from './FactLines.tsx';
import IngredientLines from './IngredientLines.tsx';
import StepLines from './StepLines.tsx';

interface Props {
  kind: ContentKind;
  language: ContentLanguageView;
  defaultLanguage: string;
  own: Words | undefined;
  ingredientCount: number;
  errors: Record<string, string>;
  bodyKey: number;
  setWord(field: string, value: unknown): void;
  onAdd(): void;
  onRemove(): void;
}

export default function LanguageColumn(props: Props) {
  const { kind, language, defaultLanguage, own, errors, bodyKey, setWord } = props;
  const code = language.code;
  const headingId = `lang-${code}`;
  const text = (field: string, label: string, max: number, options: { long?: boolean; hint?: string } = {}) => {
    const path = `words.${code}.${field}`;
    return (
      <LanguageText
        id={fieldId(path)}
        label={label}
        lang={code}
        max={max}
        long={options.long ?? false}
        hint={options.hint}
        value={String(own?.[field] ?? '')}
        error={errors[path]}
        onChange={(value) => setWord(field, value)}
      />
    );
  };
  return (
    <section className="ct-column" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {englishName(code)}
        {language.name !== englishName(code) && (
          <>
            {' · '}
            <span lang={code}>{language.name}</span>
          </>
        )}
        {language.is_default ? ' (default)' : ''}
      </h2>
      {own === undefined ? (
        <div className="ct-missing-lang">
          <p>
            No {englishName(code)} words yet: customers reading {englishName(code)} see the{' '}
            {englishName(defaultLanguage)} ones.
          </p>
          <button type="button" className="s-btn ghost" onClick={props.onAdd}>
            Write the {englishName(code)} words
          </button>
        </div>
      ) : (
        <div className="ct-words">
          {text('title', 'Title', CONTENT_LIMITS.title)}
          {kind === 'campaign' &&
            text('kicker', 'Kicker (optional)', CONTENT_LIMITS.kicker, { hint: 'A short line above the title' })}
          {text('description', 'Description', CONTENT_LIMITS.description, {
            long: true,
            hint: 'Shown in search results and shared links',
          })}
          {kind === 'campaign' && text('items_title', 'Heading over the items', CONTENT_LIMITS.itemsTitle)}
          {kind === 'campaign' && text('hero_alt', 'Alt text of the hero picture', CONTENT_LIMITS.alt)}
          {kind === 'recipe' && text('image_alt', 'Alt text of the picture', CONTENT_LIMITS.alt)}
          {kind === 'farm_visit' && text('banner_alt', 'Alt text of the banner', CONTENT_LIMITS.alt)}
          {kind === 'recipe' && (
            <IngredientLines code={code} own={own} count={props.ingredientCount} errors={errors} setWord={setWord} />
          )}
          {kind === 'recipe' && <StepLines code={code} own={own} errors={errors} setWord={setWord} />}
          {kind === 'farm_visit' && <FactLines code={code} own={own} errors={errors} setWord={setWord} />}
          <RichTextEditor
            key={`${bodyKey}-${code}`}
            id={fieldId(`words.${code}.body`)}
            label={kind === 'recipe' ? 'More about it (optional)' : 'Text'}
            lang={code}
            value={(own.body as RichText | undefined) ?? { html: '', source: null }}
            error={errors[`words.${code}.body`]}
            onChange={(next) => setWord('body', next)}
          />
          {!language.is_default && (
            <button type="button" className="s-btn danger" onClick={props.onRemove}>
              Leave out the {englishName(code)} words
            </button>
          )}
        </div>
      )}
    </section>
  );
}
