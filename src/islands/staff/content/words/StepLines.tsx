// A recipe's steps in one language, each to move up or down or remove.
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

export default function StepLines({ code, own, errors, setWord }: Props) {
  const say = useSay();
  const list = (own.steps as string[] | undefined) ?? [];
  const path = `words.${code}.steps`;
  return (
    <fieldset
      className="cf-group"
      id={fieldId(path)}
      aria-describedby={errors[path] ? `${fieldId(path)}-error` : undefined}
    >
      <legend>{say('consoleContentSteps')}</legend>
      {errors[path] && (
        <span id={`${fieldId(path)}-error`} className="cf-error">
          ⚠ {errors[path]}
        </span>
      )}
      <ol className="ct-lines">
        {list.map((_line, index) => {
          const full = `${path}.${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the list; moving one moves its words with it.
            <li key={index}>
              <LanguageText
                id={fieldId(full)}
                label={say('consoleContentStepNumbered', { number: index + 1 })}
                lang={code}
                max={CONTENT_LIMITS.step}
                long
                value={lineAt(own, `steps.${index}`)}
                error={errors[full]}
                onChange={(value) => setWord(...withLine(own, `steps.${index}`, value))}
              />
              <span className="ct-row-actions">
                <button
                  type="button"
                  className="s-btn ghost ct-small"
                  aria-label={say('consoleContentMoveStepUp', { number: index + 1 })}
                  disabled={index === 0}
                  onClick={() => setWord('steps', moved(list, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="s-btn ghost ct-small"
                  aria-label={say('consoleContentMoveStepDown', { number: index + 1 })}
                  disabled={index === list.length - 1}
                  onClick={() => setWord('steps', moved(list, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="s-btn danger ct-small"
                  aria-label={say('consoleContentRemoveStep', { number: index + 1 })}
                  onClick={() =>
                    setWord(
                      'steps',
                      list.filter((_, other) => other !== index),
                    )
                  }
                >
                  {say('consoleContentRemove')}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button type="button" className="s-btn ghost" onClick={() => setWord('steps', [...list, ''])}>
        {say('consoleContentAddStep')}
      </button>
    </fieldset>
  );
}
