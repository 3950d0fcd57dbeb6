// A network thermal printer for the tests (decision 0333): a TCP server on 127.0.0.1, on a free
// port, that keeps the bytes of each connection as one print job. The service tests and the
// end-to-end specs point a store's printer at it and read what arrived.
import { createServer, type Server } from 'node:net';

export interface FakePrinter {
  host: '127.0.0.1';
  port: number;
  /** The jobs received so far, each the bytes of one connection. */
  jobs: Buffer[];
  /** The next job to arrive (or the first not yet taken); fails when none comes within `withinMs`. */
  nextJob(withinMs?: number): Promise<Buffer>;
  close(): Promise<void>;
}

export async function startFakePrinter(): Promise<FakePrinter> {
  const jobs: Buffer[] = [];
  let taken = 0;
  const waiting: ((job: Buffer) => void)[] = [];
  const server: Server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const job = Buffer.concat(chunks);
      jobs.push(job);
      socket.end();
      const waiter = waiting.shift();
      if (waiter) {
        taken += 1;
        waiter(job);
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake printer has no port');
  return {
    host: '127.0.0.1',
    port: address.port,
    jobs,
    nextJob(withinMs = 10_000) {
      const ready = jobs[taken];
      if (ready) {
        taken += 1;
        return Promise.resolve(ready);
      }
      // A job that never comes fails the test at once, saying so, rather than at its timeout.
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const at = waiting.indexOf(take);
          if (at >= 0) waiting.splice(at, 1);
          reject(new Error(`No print job reached the fake printer within ${withinMs} ms`));
        }, withinMs);
        const take = (job: Buffer) => {
          clearTimeout(timer);
          resolve(job);
        };
        waiting.push(take);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 with nothing listening: a printer that is off refuses the connection there. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
