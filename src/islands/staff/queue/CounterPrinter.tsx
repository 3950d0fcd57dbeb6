// The counter's receipt printer, above the queue (decision 0333): for each store the member works
// at, where its receipts print (the browser alone, or a network thermal printer at host:port), the
// roll's width and whether accepting an order prints its receipt; a test print; and, for a member
// with the store's settings (its manager, an admin), the form that changes them.
import { useId, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StorePrinterView } from '../../../domain/api/staff/printing.ts';
import { PAPER_WIDTHS, type PaperWidth } from '../../../domain/printing/receipt.ts';
import { DEFAULT_PRINTER_PORT } from '../../../domain/printing/printer.ts';
import { printerSaved } from '../../../stores/counter-printers.ts';
import { type ConsoleWords, ConsoleWordsProvider, sayIn, useSay } from '../shell/console-words.tsx';
import './printer.css';

export function printerAddress(printer: Pick<StorePrinterView, 'host' | 'port'>): string | null {
  return printer.host ? `${printer.host}:${printer.port}` : null;
}

/** The panel, in the member's console language: its words are the `consolePrinter…` keys (decision 0345). */
export default function CounterPrinter({ printers, words }: { printers: StorePrinterView[]; words: ConsoleWords }) {
  if (printers.length === 0) return null;
  return (
    <ConsoleWordsProvider value={words}>
      <section className="q-printers" aria-label={sayIn(words)('consolePrinters')}>
        {printers.map((printer) => (
          <StorePrinter
            key={printer.store_id}
            initial={printer}
            named={printers.length > 1}
            onSaved={(saved) => printerSaved(printers, saved)}
          />
        ))}
      </section>
    </ConsoleWordsProvider>
  );
}

type Said = { ok: boolean; text: string } | null;

function StorePrinter({
  initial,
  named,
  onSaved,
}: {
  initial: StorePrinterView;
  named: boolean;
  onSaved(printer: StorePrinterView): void;
}) {
  const say = useSay();
  const [printer, setPrinter] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const address = printerAddress(printer);

  const testPrint = async () => {
    setBusy(true);
    setSaid(null);
    const answer = await callApi('staff/test-print', { store_id: printer.store_id });
    setBusy(false);
    setSaid(answer.ok ? { ok: true, text: say('consolePrinterTestSent') } : { ok: false, text: answer.error.message });
  };

  return (
    <details className="q-printer">
      <summary>
        <span className="q-printer-what">
          {say('consolePrinter')}
          {named && <span className="s-muted"> · {printer.store_name}</span>}
        </span>
        <span className="q-printer-where">
          {address ?? say('consolePrinterBrowserOnly')} · {say('consolePrinterPaper', { width: printer.paper_mm })}
          {printer.auto_print && address ? ` · ${say('consolePrinterPrintsOnAccept')}` : ''}
        </span>
      </summary>
      <div className="q-printer-body">
        <div className="s-row">
          <button
            type="button"
            className="s-btn ghost"
            disabled={!address || busy}
            aria-busy={busy}
            onClick={() => void testPrint()}
          >
            {say('consolePrinterTest')}
          </button>
          {!address && <p className="s-muted">{say('consolePrinterNone')}</p>}
        </div>
        <p className={said?.ok === false ? 's-error' : 's-ok'} role="status">
          {said && (said.ok ? '✓ ' : '⚠ ')}
          {said?.text}
        </p>
        {printer.may_change && (
          <PrinterForm
            printer={printer}
            onSaved={(saved) => {
              setPrinter(saved);
              onSaved(saved);
              setSaid({ ok: true, text: say('consolePrinterSaved') });
            }}
          />
        )}
      </div>
    </details>
  );
}

function PrinterForm({ printer, onSaved }: { printer: StorePrinterView; onSaved(printer: StorePrinterView): void }) {
  const say = useSay();
  const [host, setHost] = useState(printer.host ?? '');
  const [port, setPort] = useState(String(printer.port));
  const [paper, setPaper] = useState<PaperWidth>(printer.paper_mm);
  const [autoPrint, setAutoPrint] = useState(printer.auto_print);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; fields: Record<string, string> } | null>(null);
  const id = useId();

  const save = async () => {
    setBusy(true);
    setError(null);
    const answer = await callApi('staff/printer-save', {
      store_id: printer.store_id,
      host: host.trim(),
      port: Number(port),
      paper_mm: paper,
      auto_print: autoPrint,
    });
    setBusy(false);
    if (answer.ok) onSaved(answer.value.printer);
    else setError({ text: answer.error.message, fields: answer.error.fields ?? {} });
  };

  return (
    <form
      className="q-printer-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      aria-label={say('consolePrinterOf', { store: printer.store_name })}
    >
      <label className="s-field">
        <span>{say('consolePrinterAddress')}</span>
        <input
          className="s-input"
          value={host}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="192.168.1.50"
          aria-invalid={error?.fields.host ? true : undefined}
          aria-describedby={error?.fields.host ? `${id}-host` : undefined}
          onChange={(event) => setHost(event.currentTarget.value)}
        />
        {error?.fields.host && (
          <small id={`${id}-host`} className="s-error">
            {error.fields.host}
          </small>
        )}
      </label>
      <label className="s-field">
        <span>{say('consolePrinterPort', { port: DEFAULT_PRINTER_PORT })}</span>
        <input
          className="s-input"
          value={port}
          inputMode="numeric"
          aria-invalid={error?.fields.port ? true : undefined}
          aria-describedby={error?.fields.port ? `${id}-port` : undefined}
          onChange={(event) => setPort(event.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
        />
        {error?.fields.port && (
          <small id={`${id}-port`} className="s-error">
            {error.fields.port}
          </small>
        )}
      </label>
      <fieldset className="q-printer-paper">
        <legend>{say('consolePrinterPaperWidth')}</legend>
        <div className="s-row">
          {PAPER_WIDTHS.map((width) => (
            <label key={width} className="s-chip q-printer-choice">
              <input type="radio" name={`${id}-paper`} checked={paper === width} onChange={() => setPaper(width)} />
              {say('consolePrinterPaper', { width })}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="q-printer-check">
        <input type="checkbox" checked={autoPrint} onChange={(event) => setAutoPrint(event.currentTarget.checked)} />
        {say('consolePrinterAutoPrint')}
      </label>
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error.text}
        </p>
      )}
      <button type="submit" className="s-btn" disabled={busy} aria-busy={busy}>
        {say('consolePrinterSave')}
      </button>
    </form>
  );
}
