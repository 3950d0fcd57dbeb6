// A recipe's ingredient lines in one language: one for each ingredient above, in its order.
import { CONTENT_LIMITS } from '../../../../domain/content/documents.ts';
import { LanguageText } from '../../form/content-fields.tsx';
import { useSay } from '../../shell/console-words.tsx';
import { fieldId } from '../content-form.ts';
import type { Words } from '../use-content-draft.ts';
import { lineAt, withLine } from './word-lines.ts';

interface Props {
  code: string;
  own: Words;
  /** How many ingredients the recipe has. */
  count: number;
  errors: Record<string, string>;
  setWord(field: string, value: unknown): void;
}

export default function IngredientLines({ code, own, count, errors, setWord }: Props) {
  const say = useSay();
  const path = `words.${code}.ingredients`;
  return (
    <fieldset className="cf-group" id={fieldId(path)}>
      <legend>{say('consoleContentIngredientLines')}</legend>
      {errors[path] && <span className="cf-error">⚠ {errors[path]}</span>}
      {count === 0 && <p className="s-muted">{say('consoleContentIngredientLinesEmpty')}</p>}
      {Array.from({ length: count }, (_, index) => (
        <LanguageText
          // biome-ignore lint/suspicious/noArrayIndexKey: a line is its ingredient's place.
          key={index}
          id={fieldId(`${path}.${index}`)}
          label={say('consoleContentIngredientNumbered', { number: index + 1 })}
          lang={code}
          max={CONTENT_LIMITS.ingredientLine}
          value={lineAt(own, `ingredients.${index}`)}
          error={errors[`${path}.${index}`]}
          onChange={(value) => setWord(...withLine(own, `ingredients.${index}`, value))}
        />
      ))}
    </fieldset>
  );
}
