// /staff/catalogue/import (decision 0273): a store's catalogue as a spreadsheet. Download it, edit
// it in Excel or LibreOffice, and bring it back: the file is checked first (what is new, what
// changes old → new, every bad line with its number and why), and only a file without a bad line
// can be applied, all of it at once. The server checks it again when it is applied.
import { type ChangeEvent, type SubmitEvent, useId, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import type { CatalogueImportCheckAnswer } from '../../../domain/api/staff/catalogue-import.ts';
import type { RowChange } from '../../../domain/catalogue/csv-plan.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { type ConsoleWords, ConsoleWordsProvider, type Say, useSay } from '../shell/console-words.tsx';

interface Props {
  stores: StaffStoreView[];
  /** The `consoleImport…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
}

interface Checked {
  answer: CatalogueImportCheckAnswer;
  file: string;
  name: string;
}

/** A count in one of two words; its digits grouped as in India, in either language (numbers stay as typed). */
const counted = (say: Say, count: number, one: ConsoleWordKey, many: ConsoleWordKey) =>
  count === 1 ? say(one) : say(many, { count: count.toLocaleString('en-IN') });

function changeText(say: Say, change: RowChange): string {
  if (change.before === '') return `${change.column} ${change.after}`;
  const blank = say('consoleImportBlank');
  return `${change.column} ${change.before || blank} → ${change.after || blank}`;
}

export default function CatalogueImport({ words, ...props }: Props) {
  return (
    <ConsoleWordsProvider value={words}>
      <ImportAndExport {...props} />
    </ConsoleWordsProvider>
  );
}

function ImportAndExport({ stores }: Omit<Props, 'words'>) {
  const say = useSay();
  const [storeId, setStoreId] = useState(stores[0]?.id ?? 0);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const fileHint = useId();
  const fileProblem = useId();

  const reset = () => {
    setChecked(null);
    setError(null);
    setFileError(null);
  };

  const chooseStore = (event: ChangeEvent<HTMLSelectElement>) => {
    setStoreId(Number(event.currentTarget.value));
    setDone(null);
    reset();
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.currentTarget.files?.[0] ?? null);
    setDone(null);
    reset();
  };

  const check = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset();
    setDone(null);
    if (!file) {
      setFileError(say('consoleImportChooseFile'));
      return;
    }
    setBusy(true);
    const text = await file.text();
    const answer = await callApi('staff/catalogue-import-check', { store_id: storeId, file: text });
    setBusy(false);
    if (!answer.ok) {
      if (answer.error.fields?.file) setFileError(answer.error.fields.file);
      else setError(answer.error.message);
      return;
    }
    setChecked({ answer: answer.value, file: text, name: file.name });
  };

  const apply = async () => {
    if (!checked) return;
    setBusy(true);
    setError(null);
    const answer = await callApi('staff/catalogue-import-apply', {
      store_id: storeId,
      file: checked.file,
      check: checked.answer.check,
    });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    const { counts } = answer.value;
    setChecked(null);
    setDone(
      say('consoleImportApplied', {
        name: checked.name,
        rows: counted(say, counts.changed, 'consoleImportRowsOne', 'consoleImportRowsMany'),
        count: counts.new,
      }),
    );
  };

  const store = stores.find((one) => one.id === storeId);
  const result = checked?.answer;
  const toApply = result ? result.counts.new + result.counts.changed : 0;
  const listed = result?.rows.length ?? 0;

  return (
    <>
      <h1>{say('consoleImportTitle')}</h1>
      <div className="ci-tools">
        <section className="s-card s-form" aria-labelledby="ci-export">
          <h2 id="ci-export">{say('consoleImportExport')}</h2>
          <label className="s-field">
            {say('consoleCatalogueStore')}
            <select value={storeId} onChange={chooseStore}>
              {stores.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))}
            </select>
          </label>
          <p className="s-muted">{say('consoleImportExportHint')}</p>
          <a className="s-btn ghost" href={`/staff/catalogue.csv?store_id=${storeId}`} download>
            {say('consoleImportDownload', { store: store?.name ?? say('consoleImportTheStore') })}
          </a>
        </section>
        <form className="s-card s-form" aria-labelledby="ci-import" onSubmit={(event) => void check(event)} noValidate>
          <h2 id="ci-import">{say('consoleImportInto', { store: store?.name ?? say('consoleImportTheStore') })}</h2>
          <label className="s-field">
            {say('consoleImportFile')}
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={chooseFile}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileProblem} ${fileHint}` : fileHint}
            />
          </label>
          {fileError && (
            <p id={fileProblem} className="s-error">
              ⚠ {fileError}
            </p>
          )}
          <p id={fileHint} className="s-muted">
            {say('consoleImportFileHint')}
          </p>
          <button type="submit" className="s-btn" disabled={busy}>
            {say('consoleImportCheck')}
          </button>
        </form>
      </div>

      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      {done && (
        <p className="s-ok" role="status">
          ✓ {done}
        </p>
      )}

      {result && (
        <section className="ci-result" aria-labelledby="ci-result">
          <h2 id="ci-result">{say('consoleImportCheckOf', { name: checked?.name ?? '' })}</h2>
          <div role="status">
            <ul className="ci-counts">
              <li>
                <strong>{result.counts.changed.toLocaleString('en-IN')}</strong> {say('consoleImportCountChanged')}
              </li>
              <li>
                <strong>{result.counts.new.toLocaleString('en-IN')}</strong> {say('consoleImportCountNew')}
              </li>
              <li>
                <strong>{result.counts.unchanged.toLocaleString('en-IN')}</strong> {say('consoleImportCountUnchanged')}
              </li>
              {result.problems.length > 0 && (
                <li className="ci-bad">
                  <strong>{result.problems.length.toLocaleString('en-IN')}</strong> {say('consoleImportCountBad')}
                </li>
              )}
            </ul>
          </div>

          {result.problems.length > 0 ? (
            <>
              <p className="s-error">
                {result.problems.length === 1 ? say('consoleImportFixOne') : say('consoleImportFixMany')}
              </p>
              <ol className="ci-lines" aria-label={say('consoleImportBadLines')}>
                {result.problems.map((problem) => (
                  <li key={`${problem.line} ${problem.column} ${problem.reason}`} className="ci-line is-bad">
                    <span className="ci-where">{say('consoleImportLine', { line: problem.line })}</span>
                    {problem.column && <code>{problem.column}</code>}
                    <span>{problem.reason}</span>
                  </li>
                ))}
              </ol>
            </>
          ) : toApply === 0 ? (
            <p className="s-muted">{say('consoleImportNothing')}</p>
          ) : (
            <>
              <ol className="ci-lines" aria-label={say('consoleImportRows')}>
                {result.rows.map((row) => (
                  <li key={row.line} className={`ci-line is-${row.status}`}>
                    <span className="ci-where">{say('consoleImportLine', { line: row.line })}</span>
                    <span className="ci-status">
                      {row.status === 'new' ? say('consoleImportStatusNew') : say('consoleImportStatusChanged')}
                    </span>
                    <span className="ci-what">
                      {row.item_slug} · {row.variant_name}
                    </span>
                    <span className="ci-changes">
                      {row.changes.map((change) => changeText(say, change)).join('; ')}
                    </span>
                  </li>
                ))}
              </ol>
              {listed < toApply && (
                <p className="s-muted">
                  {say('consoleImportFirstListed', {
                    listed: listed.toLocaleString('en-IN'),
                    total: toApply.toLocaleString('en-IN'),
                  })}
                </p>
              )}
              <div className="ci-apply">
                <button type="button" className="s-btn" disabled={busy} onClick={() => void apply()}>
                  {say('consoleImportApply', {
                    changes: counted(say, toApply, 'consoleImportChangesOne', 'consoleImportChangesMany'),
                  })}
                </button>
                <span className="s-muted">{say('consoleImportApplyNote')}</span>
              </div>
            </>
          )}
        </section>
      )}
    </>
  );
}
