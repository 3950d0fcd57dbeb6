// One language's words of an entry, in its own column (side by side with the others, stacked on a
// phone): the lines every kind has, then the kind's own, then the body as rich text. A language
// not written yet says whose words its readers see instead, and offers to write them.
import type { ContentLanguageView } from '../../../../domain/api/staff/content.ts';
import { CONTENT_LIMITS, type ContentKind, type RichText } from '../../../../domain/content/documents.ts';
import { LanguageText } from '../../form/content-fields.tsx';
import type { ConsoleWordKey } from '../../../../domain/staff/console-words.ts';
import { useSay } from '../../shell/console-words.tsx';
import { fieldId } from '../content-form.ts';
import { useReader } from '../content-reader.tsx';
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
  const say = useSay();
  const { languageName } = useReader();
  const code = language.code;
  const name = languageName(code);
  const headingId = `lang-${code}`;
  const text = (
    field: string,
    label: ConsoleWordKey,
    max: number,
    options: { long?: boolean; hint?: ConsoleWordKey } = {},
  ) => {
    const path = `words.${code}.${field}`;
    return (
      <LanguageText
        id={fieldId(path)}
        label={say(label)}
        lang={code}
        max={max}
        long={options.long ?? false}
        hint={options.hint && say(options.hint)}
        value={String(own?.[field] ?? '')}
        error={errors[path]}
        onChange={(value) => setWord(field, value)}
      />
    );
  };
  return (
    <section className="ct-column" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {language.is_default ? say('consoleContentDefault', { language: name }) : name}
        {language.name !== name && (
          <>
            {' · '}
            <span lang={code}>{language.name}</span>
          </>
        )}
      </h2>
      {own === undefined ? (
        <div className="ct-missing-lang">
          <p>{say('consoleContentNoWords', { language: name, fallback: languageName(defaultLanguage) })}</p>
          <button type="button" className="s-btn ghost" onClick={props.onAdd}>
            {say('consoleContentWriteWords', { language: name })}
          </button>
        </div>
      ) : (
        <div className="ct-words">
          {text('title', 'consoleContentTitle', CONTENT_LIMITS.title)}
          {kind === 'campaign' &&
            text('kicker', 'consoleContentKicker', CONTENT_LIMITS.kicker, { hint: 'consoleContentKickerHint' })}
          {text('description', 'consoleContentDescription', CONTENT_LIMITS.description, {
            long: true,
            hint: 'consoleContentDescriptionHint',
          })}
          {kind === 'campaign' && text('items_title', 'consoleContentItemsTitle', CONTENT_LIMITS.itemsTitle)}
          {kind === 'campaign' && text('hero_alt', 'consoleContentHeroAlt', CONTENT_LIMITS.alt)}
          {kind === 'recipe' && text('image_alt', 'consoleContentImageAlt', CONTENT_LIMITS.alt)}
          {kind === 'farm_visit' && text('banner_alt', 'consoleContentBannerAlt', CONTENT_LIMITS.alt)}
          {kind === 'recipe' && (
            <IngredientLines code={code} own={own} count={props.ingredientCount} errors={errors} setWord={setWord} />
          )}
          {kind === 'recipe' && <StepLines code={code} own={own} errors={errors} setWord={setWord} />}
          {kind === 'farm_visit' && <FactLines code={code} own={own} errors={errors} setWord={setWord} />}
          <RichTextEditor
            key={`${bodyKey}-${code}`}
            id={fieldId(`words.${code}.body`)}
            label={kind === 'recipe' ? say('consoleContentMoreAbout') : say('consoleContentBody')}
            lang={code}
            value={(own.body as RichText | undefined) ?? { html: '', source: null }}
            error={errors[`words.${code}.body`]}
            onChange={(next) => setWord('body', next)}
          />
          {!language.is_default && (
            <button type="button" className="s-btn danger" onClick={props.onRemove}>
              {say('consoleContentLeaveOut', { language: name })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
