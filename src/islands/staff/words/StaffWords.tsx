// /staff/words (decision 0284): every label in every language side by side, grouped by the screen
// it shows on; a search by key or by text in any language, a screen filter, and the labels missing a
// translation. An edited row saves alone, or every edited row at once; each text is checked by the
// server's own rule first (domain/staff/shop-words.ts), and a refused one says why on its field.
import { type SubmitEvent, useMemo, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { labelField, type StaffWordsAnswer } from '../../../domain/api/staff/words.ts';
import {
  isMissingText,
  labelTextRefusal,
  SOURCE_LANGUAGE,
  type WordRow,
  wordIsExactly,
  wordMatches,
} from '../../../domain/staff/shop-words.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { focusFirstRefused } from '../form/fields.tsx';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import { type RuleWords, sayRule } from '../shell/rule-words.ts';
import { WordRowFields } from './WordRowFields.tsx';
import './words.css';

/** Rows shown at first and added by each "Show more". */
const PAGE = 40;
const EVERY_SCREEN = '';

type Drafts = Readonly<Record<string, string>>;

/** `query`: the search a link opened the screen with (?q=, the Your shop checklist's). */
interface WordsProps {
  initial: StaffWordsAnswer;
  query?: string;
  /** The console's words in the member's language (decision 0345); the labels listed are the shop's. */
  words: ConsoleWords;
  /** The labels' rules' sentences, for the form's own checks. */
  rules: RuleWords;
}

export default function StaffWords({ words, ...props }: WordsProps) {
  return (
    <ConsoleWordsProvider value={words}>
      <Words {...props} />
    </ConsoleWordsProvider>
  );
}

function Words({ initial, query: opened = '', rules }: Omit<WordsProps, 'words'>) {
  const say = useSay();
  const { languages, screens } = initial;
  const translations = languages.filter((language) => language.code !== SOURCE_LANGUAGE);
  const [rows, setRows] = useState<WordRow[]>(initial.rows);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [query, setQuery] = useState(opened);
  const [screen, setScreen] = useState(EVERY_SCREEN);
  const [missing, setMissing] = useState('');
  const [shown, setShown] = useState(PAGE);
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A refusal about fields goes once its fields are mended or undone; any other stays until the next save.
  const [refusedOnFields, setRefusedOnFields] = useState(0);

  const matching = useMemo(
    () =>
      rows.filter(
        (row) =>
          (screen === EVERY_SCREEN || row.screen === screen) &&
          (missing === '' || isMissingText(row.texts[missing])) &&
          wordMatches(row, query),
      ),
    [rows, screen, missing, query],
  );
  // Grouped by screen, in the screens' order; within a screen, in the shop's order. The labels that
  // are the search itself (a key, or a whole text) come first, and the first one's screen after them.
  const ordered = useMemo(() => {
    const first = matching.find((row) => row.key.toLowerCase() === query.trim().toLowerCase());
    const exact = new Set(matching.filter((row) => wordIsExactly(row, query)));
    const rank = (row: WordRow) =>
      row === first ? -3 : exact.has(row) ? -2 : row.screen === first?.screen ? -1 : screens.indexOf(row.screen);
    return [...matching].sort((a, b) => rank(a) - rank(b)).slice(0, Math.max(shown, 0));
  }, [matching, screens, shown, query]);
  const missingCounts = useMemo(
    () =>
      Object.fromEntries(
        translations.map((language) => [
          language.code,
          rows.filter((row) => isMissingText(row.texts[language.code])).length,
        ]),
      ),
    [rows, translations],
  );

  const textOf = (row: WordRow, code: string) => drafts[labelField(code, row.key)] ?? row.texts[code] ?? '';
  const editedOf = (keys: readonly string[]) =>
    Object.entries(drafts)
      .map(([field, text]) => {
        const at = field.indexOf(':');
        return { field, language: field.slice(0, at), key: field.slice(at + 1), text };
      })
      .filter((change) => keys.length === 0 || keys.includes(change.key));
  const edited = editedOf([]);

  const change = (row: WordRow, code: string, text: string) => {
    const field = labelField(code, row.key);
    setDrafts((current) => {
      const next = { ...current };
      if (text === (row.texts[code] ?? '')) delete next[field];
      else next[field] = text;
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const revert = (row: WordRow) => {
    setDrafts((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !field.endsWith(`:${row.key}`))),
    );
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !field.endsWith(`:${row.key}`))),
    );
  };

  const save = async (keys: readonly string[], form: HTMLElement | null) => {
    const changes = editedOf(keys);
    if (changes.length === 0) return;
    const refused: Record<string, string> = {};
    for (const one of changes) {
      const row = rows.find((candidate) => candidate.key === one.key);
      const english = row ? textOf(row, SOURCE_LANGUAGE) : undefined;
      const source = one.language === SOURCE_LANGUAGE ? row?.texts[SOURCE_LANGUAGE] : english;
      const refusal = labelTextRefusal(one.text, source);
      if (refusal) refused[one.field] = sayRule(rules, refusal);
    }
    setNotice(null);
    if (Object.keys(refused).length > 0) {
      setErrors((current) => ({ ...current, ...refused }));
      setFormError(say('consoleWordsFix'));
      setRefusedOnFields(Object.keys(refused).length);
      focusFirstRefused(form);
      return;
    }
    setBusy(true);
    const answer = await callApi('staff/words-save', {
      labels: changes.map(({ key, language, text }) => ({ key, language, text })),
    });
    setBusy(false);
    if (!answer.ok) {
      setErrors((current) => ({ ...current, ...answer.error.fields }));
      setFormError(answer.error.message);
      setRefusedOnFields(Object.keys(answer.error.fields ?? {}).length);
      focusFirstRefused(form);
      return;
    }
    const saved = new Map(answer.value.saved.map((row) => [row.key, row]));
    setRows((list) => list.map((row) => saved.get(row.key) ?? row));
    setDrafts((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !changes.some((one) => one.field === field))),
    );
    setFormError(null);
    const count = changes.length;
    setNotice(
      say(count === 1 ? 'consoleWordsSavedOne' : 'consoleWordsSavedMany', {
        count,
        version: answer.value.settings_version,
      }),
    );
  };

  const submitAll = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save([], event.currentTarget);
  };

  let lastScreen: string | null = null;
  return (
    <form className="wd" onSubmit={submitAll} noValidate aria-labelledby="words-title">
      <div className="cf-head">
        <h1 id="words-title">{say('consoleWordsTitle')}</h1>
      </div>
      <p className="s-muted">{say('consoleWordsAbout')}</p>

      <div className="wd-tools s-card">
        <div className="s-field wd-search">
          <label htmlFor="words-search">{say('consoleWordsSearch')}</label>
          <input
            id="words-search"
            type="search"
            value={query}
            placeholder={say('consoleWordsSearchHint')}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setShown(PAGE);
            }}
          />
        </div>
        <div className="s-field">
          <label htmlFor="words-screen">{say('consoleWordsScreen')}</label>
          <select
            id="words-screen"
            value={screen}
            onChange={(event) => {
              setScreen(event.currentTarget.value);
              setShown(PAGE);
            }}
          >
            <option value={EVERY_SCREEN}>{say('consoleWordsEveryScreen')}</option>
            {screens.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {translations.map((language) => (
          <label key={language.code} className="wd-missing">
            <input
              type="checkbox"
              checked={missing === language.code}
              onChange={(event) => {
                setMissing(event.currentTarget.checked ? language.code : '');
                setShown(PAGE);
              }}
            />
            {say('consoleWordsMissing', { language: language.name, count: missingCounts[language.code] ?? 0 })}
          </label>
        ))}
      </div>

      <p className="s-muted" role="status" aria-live="polite">
        {notice ?? say('consoleWordsShown', { shown: matching.length, count: rows.length })}
      </p>
      {formError && (refusedOnFields === 0 || Object.values(errors).some(Boolean)) && (
        <p className="s-error" role="alert">
          ⚠ {formError}
        </p>
      )}

      {ordered.length === 0 && <p className="wd-empty">{say('consoleWordsNoMatch')}</p>}
      <div className="wd-list">
        {ordered.map((row) => {
          const heading = row.screen !== lastScreen ? row.screen : null;
          lastScreen = row.screen;
          const rowEdited = editedOf([row.key]).length > 0;
          return (
            <div key={row.key} className="wd-block">
              {heading && <h2 className="wd-screen">{heading}</h2>}
              <WordRowFields
                row={row}
                languages={languages}
                errors={errors}
                edited={rowEdited}
                busy={busy}
                textOf={textOf}
                onChange={change}
                onSave={(form) => void save([row.key], form)}
                onUndo={() => revert(row)}
              />
            </div>
          );
        })}
      </div>
      {matching.length > ordered.length && (
        <button type="button" className="s-btn ghost wd-more" onClick={() => setShown((count) => count + PAGE)}>
          {say('consoleWordsMore', { count: matching.length - ordered.length })}
        </button>
      )}

      {edited.length > 0 && (
        <div className="wd-bar">
          <span>
            {edited.length === 1
              ? say('consoleWordsChangedOne')
              : say('consoleWordsChangedMany', { count: edited.length })}
          </span>
          <button type="submit" className="s-btn" disabled={busy}>
            {say('consoleWordsSaveAll')}
          </button>
        </div>
      )}
    </form>
  );
}
