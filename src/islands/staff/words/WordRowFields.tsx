// One label of the Words screen (decision 0284): its key, its text in each of the shop's languages
// (the shop's data), and, once edited, Save and Undo.
import type { StaffWordsAnswer } from '../../../domain/api/staff/words.ts';
import { labelField } from '../../../domain/api/staff/words.ts';
import type { WordRow } from '../../../domain/staff/shop-words.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { Field } from '../form/fields.tsx';
import { useSay } from '../shell/console-words.tsx';

interface WordRowProps {
  row: WordRow;
  languages: StaffWordsAnswer['languages'];
  errors: FieldErrors;
  edited: boolean;
  busy: boolean;
  textOf(row: WordRow, code: string): string;
  onChange(row: WordRow, code: string, text: string): void;
  onSave(form: HTMLElement | null): void;
  onUndo(): void;
}

export function WordRowFields({
  row,
  languages,
  errors,
  edited,
  busy,
  textOf,
  onChange,
  onSave,
  onUndo,
}: WordRowProps) {
  const say = useSay();
  return (
    <fieldset className={edited ? 'wd-row edited' : 'wd-row'}>
      <legend>
        <code>{row.key}</code>
      </legend>
      <div className="wd-texts">
        {languages.map((language) => {
          const field = labelField(language.code, row.key);
          return (
            <Field
              key={language.code}
              id={`words-${language.code}-${row.key}`}
              label={language.name}
              error={errors[field]}
            >
              {(props) => (
                <textarea
                  {...props}
                  lang={language.code}
                  rows={textOf(row, language.code).length > 70 ? 3 : 1}
                  value={textOf(row, language.code)}
                  onChange={(event) => onChange(row, language.code, event.currentTarget.value)}
                />
              )}
            </Field>
          );
        })}
      </div>
      {edited && (
        <div className="wd-actions">
          <button
            type="button"
            className="s-btn"
            disabled={busy}
            aria-label={say('consoleWordsSaveNamed', { key: row.key })}
            onClick={(event) => onSave(event.currentTarget.closest('fieldset'))}
          >
            {say('consoleWordsSave')}
          </button>
          <button
            type="button"
            className="s-btn ghost"
            aria-label={say('consoleWordsUndoNamed', { key: row.key })}
            onClick={onUndo}
          >
            {say('consoleWordsUndo')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
