// Sends a print job's bytes to a network thermal printer: a raw TCP connection to its port (9100 on
// most), the bytes written, the connection closed (decision 0333). Bounded by one timeout from the
// connection's start to the bytes handed to the network, so a printer that is off, unplugged or
// never answers costs the request at most that long; each failure is told apart by its reason.
import { createConnection } from 'node:net';

/** Why a job did not reach the printer. */
export type PrinterFailure = 'refused' | 'timeout' | 'unreachable';

export type PrinterSent = { ok: true } | { ok: false; reason: PrinterFailure; detail: string };

/** Long enough for a printer on the shop's network to take a receipt, short enough for a counter to wait. */
export const PRINTER_TIMEOUT_MS = 4000;

export function sendToPrinter(
  printer: { host: string; port: number },
  bytes: Uint8Array,
  timeoutMs: number = PRINTER_TIMEOUT_MS,
): Promise<PrinterSent> {
  return new Promise((resolve) => {
    let settled = false;
    const socket = createConnection({ host: printer.host, port: printer.port });
    const finish = (sent: PrinterSent) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(sent);
    };
    const timer = setTimeout(() => {
      finish({ ok: false, reason: 'timeout', detail: `no answer within ${timeoutMs} ms` });
      socket.destroy();
    }, timeoutMs);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      finish({
        ok: false,
        reason: error.code === 'ECONNREFUSED' ? 'refused' : 'unreachable',
        detail: error.code ?? error.message,
      });
      socket.destroy();
    });
    socket.on('connect', () => {
      // The job is done once its bytes are handed to the network; the printer closes its end when
      // it has read them, and a printer that does not is closed for it after the timeout.
      socket.end(bytes, () => {
        finish({ ok: true });
        setTimeout(() => socket.destroy(), timeoutMs).unref();
      });
    });
    // Closed by the printer before the job was written: it took nothing.
    socket.on('close', () => finish({ ok: false, reason: 'unreachable', detail: 'closed before the job was sent' }));
  });
}
