// /staff/catalogue/import (decision 0273): a store's catalogue as a spreadsheet. Download it, edit
// it in Excel or LibreOffice, and bring it back: the file is checked first (what is new, what
// changes old → new, every bad line with its number and why), and only a file without a bad line
// can be applied, all of it at once. The server checks it again when it is applied.
import { type ChangeEvent, type SubmitEvent, useId, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffStoreView } from '../../../domain/api/staff.ts';
import type { CatalogueImportCheckAnswer } from '../../../domain/api/staff/catalogue-import.ts';
import type { RowChange } from '../../../domain/catalogue/csv-plan.ts';

interface Props {
  stores: StaffStoreView[];
}

interface Checked {
  answer: CatalogueImportCheckAnswer;
  file: string;
  name: string;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

function changeText(change: RowChange): string {
  if (change.before === '') return `${change.column} ${change.after}`;
  return `${change.column} ${change.before || '(blank)'} → ${change.after || '(blank)'}`;
}

export default function CatalogueImport({ stores }: Props) {
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
      setFileError('Choose the CSV file to import.');
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
    setDone(`Applied ${checked.name}: ${plural(counts.changed, 'row', 'rows')} changed, ${counts.new} new.`);
  };

  const store = stores.find((one) => one.id === storeId);
  const result = checked?.answer;
  const toApply = result ? result.counts.new + result.counts.changed : 0;
  const listed = result?.rows.length ?? 0;

  return (
    <>
      <h1>Catalogue import and export</h1>
      <div className="ci-tools">
        <section className="s-card s-form" aria-labelledby="ci-export">
          <h2 id="ci-export">Export</h2>
          <label className="s-field">
            Store
            <select value={storeId} onChange={chooseStore}>
              {stores.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))}
            </select>
          </label>
          <p className="s-muted">
            One row per size of each item: prices in rupees, stock, and the size’s id. It opens in Excel and
            LibreOffice.
          </p>
          <a className="s-btn ghost" href={`/staff/catalogue.csv?store_id=${storeId}`} download>
            Download {store?.name ?? 'the store'}’s catalogue (CSV)
          </a>
        </section>
        <form className="s-card s-form" aria-labelledby="ci-import" onSubmit={(event) => void check(event)} noValidate>
          <h2 id="ci-import">Import into {store?.name ?? 'the store'}</h2>
          <label className="s-field">
            CSV file
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
            The same columns as the export, with its header row. Nothing changes until you apply the checked file.
          </p>
          <button type="submit" className="s-btn" disabled={busy}>
            Check the file
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
          <h2 id="ci-result">Check of {checked?.name}</h2>
          <div role="status">
            <ul className="ci-counts">
              <li>
                <strong>{result.counts.changed.toLocaleString('en-IN')}</strong> changed
              </li>
              <li>
                <strong>{result.counts.new.toLocaleString('en-IN')}</strong> new
              </li>
              <li>
                <strong>{result.counts.unchanged.toLocaleString('en-IN')}</strong> unchanged
              </li>
              {result.problems.length > 0 && (
                <li className="ci-bad">
                  <strong>{result.problems.length.toLocaleString('en-IN')}</strong> bad
                </li>
              )}
            </ul>
          </div>

          {result.problems.length > 0 ? (
            <>
              <p className="s-error">
                Fix {result.problems.length === 1 ? 'this line' : 'these lines'} in the file and check it again: nothing
                can be applied while a line is bad.
              </p>
              <ol className="ci-lines" aria-label="Bad lines">
                {result.problems.map((problem) => (
                  <li key={`${problem.line} ${problem.column} ${problem.reason}`} className="ci-line is-bad">
                    <span className="ci-where">Line {problem.line}</span>
                    {problem.column && <code>{problem.column}</code>}
                    <span>{problem.reason}</span>
                  </li>
                ))}
              </ol>
            </>
          ) : toApply === 0 ? (
            <p className="s-muted">The file changes nothing in this store.</p>
          ) : (
            <>
              <ol className="ci-lines" aria-label="New and changed rows">
                {result.rows.map((row) => (
                  <li key={row.line} className={`ci-line is-${row.status}`}>
                    <span className="ci-where">Line {row.line}</span>
                    <span className="ci-status">{row.status === 'new' ? 'New' : 'Changed'}</span>
                    <span className="ci-what">
                      {row.item_slug} · {row.variant_name}
                    </span>
                    <span className="ci-changes">{row.changes.map(changeText).join('; ')}</span>
                  </li>
                ))}
              </ol>
              {listed < toApply && (
                <p className="s-muted">
                  The first {listed.toLocaleString('en-IN')} of {toApply.toLocaleString('en-IN')} rows are listed.
                </p>
              )}
              <div className="ci-apply">
                <button type="button" className="s-btn" disabled={busy} onClick={() => void apply()}>
                  Apply {plural(toApply, 'change', 'changes')}
                </button>
                <span className="s-muted">All of them at once, or none if the catalogue changed meanwhile.</span>
              </div>
            </>
          )}
        </section>
      )}
    </>
  );
}
