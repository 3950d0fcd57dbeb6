// The receipt page's buttons (decision 0333): print from the browser (the receipt alone, at the
// store's paper width) and, with the store's network printer set, send it there; what the printer
// answered is said beside the buttons.
import { useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { PaperWidth } from '../../../domain/printing/receipt.ts';
import { type ConsoleWords, sayIn } from '../shell/console-words.tsx';

interface Props {
  uniqueOrderId: string;
  paper: PaperWidth;
  /** 'host:port' of the store's network printer, or null. */
  printer: string | null;
  /** The buttons' words in the member's console language (decision 0345). */
  words: ConsoleWords;
}

export default function ReceiptActions({ uniqueOrderId, paper, printer, words }: Props) {
  const say = sayIn(words);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const sendToPrinter = async () => {
    setBusy(true);
    setSaid(null);
    const answer = await callApi('staff/print-receipt', { unique_order_id: uniqueOrderId });
    setBusy(false);
    setSaid(
      answer.ok
        ? { ok: true, text: say('consoleReceiptSent', { printer: answer.value.printer }) }
        : { ok: false, text: answer.error.message },
    );
  };

  return (
    <div className="receipt-actions">
      <div className="s-row">
        <a className="s-btn ghost" href="/staff">
          {say('consoleReceiptBack')}
        </a>
        <button type="button" className="s-btn" onClick={() => window.print()}>
          {say('consoleReceiptPrint', { width: paper })}
        </button>
        {printer && (
          <button type="button" className="s-btn" disabled={busy} aria-busy={busy} onClick={() => void sendToPrinter()}>
            {say('consoleReceiptOnPrinter')}
          </button>
        )}
      </div>
      {!printer && <p className="s-muted">{say('consoleReceiptNoPrinter')}</p>}
      <p className={said?.ok === false ? 's-error' : 's-muted'} role="status">
        {said && (said.ok ? '✓ ' : '⚠ ')}
        {said?.text}
      </p>
    </div>
  );
}
