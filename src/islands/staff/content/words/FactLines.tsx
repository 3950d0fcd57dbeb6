// The farm visit's facts in one language: a label and a value each, to move up or remove.
import { CONTENT_LIMITS } from '../../../../domain/content/documents.ts';
import { LanguageText } from '../../form/content-fields.tsx';
import { useSay } from '../../shell/console-words.tsx';
import { fieldId, moved } from '../content-form.ts';
import type { Words } from '../use-content-draft.ts';
import { lineAt, withLine } from './word-lines.ts';

interface Props {
  code: string;
  own: Words;
  errors: Record<string, string>;
  setWord(field: string, value: unknown): void;
}

export default function FactLines({ code, own, errors, setWord }: Props) {
  const say = useSay();
  const facts = (own.facts as { label: string; value: string }[] | undefined) ?? [];
  const line = (path: string, label: string, max: number) => (
    <LanguageText
      id={fieldId(`words.${code}.${path}`)}
      label={label}
      lang={code}
      max={max}
      value={lineAt(own, path)}
      error={errors[`words.${code}.${path}`]}
      onChange={(value) => setWord(...withLine(own, path, value))}
    />
  );
  return (
    <fieldset className="cf-group" id={fieldId(`words.${code}.facts`)}>
      <legend>{say('consoleContentFacts')}</legend>
      {errors[`words.${code}.facts`] && <span className="cf-error">⚠ {errors[`words.${code}.facts`]}</span>}
      {facts.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fact is its place in the list.
        <div key={index} className="ct-fact">
          {line(
            `facts.${index}.label`,
            say('consoleContentFactLabel', { number: index + 1 }),
            CONTENT_LIMITS.factLabel,
          )}
          {line(
            `facts.${index}.value`,
            say('consoleContentFactValue', { number: index + 1 }),
            CONTENT_LIMITS.factValue,
          )}
          <span className="ct-row-actions">
            <button
              type="button"
              className="s-btn ghost ct-small"
              aria-label={say('consoleContentMoveFactUp', { number: index + 1 })}
              disabled={index === 0}
              onClick={() => setWord('facts', moved(facts, index, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              className="s-btn danger ct-small"
              aria-label={say('consoleContentRemoveFact', { number: index + 1 })}
              onClick={() =>
                setWord(
                  'facts',
                  facts.filter((__, other) => other !== index),
                )
              }
            >
              {say('consoleContentRemove')}
            </button>
          </span>
        </div>
      ))}
      <button
        type="button"
        className="s-btn ghost"
        disabled={facts.length >= CONTENT_LIMITS.facts}
        onClick={() => setWord('facts', [...facts, { label: '', value: '' }])}
      >
        {say('consoleContentAddFact')}
      </button>
    </fieldset>
  );
}
