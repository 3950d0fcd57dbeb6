// Fair shares of the server's connections (decision 0288). Node's own `maxConnections` closes
// every new connection once the count is reached, so one client holding 1,005 idle keep-alive
// connections had every other client reset for as long as it liked. Here, a new connection:
// - from an address holding CONNECTIONS_PER_ADDRESS already takes the place of that address's
//   longest-idle keep-alive connection, or is closed at once when none of its connections is idle;
// - when MAX_CONNECTIONS are open, takes the place of the longest-idle keep-alive connection of
//   anyone, or is closed at once when every connection is busy.
// "Idle" is a connection that has been answered and waits for its next request: a client that
// reuses it and finds it closed sends on a new one, as HTTP/1.1 clients do. A connection that has
// not sent its first request yet is never taken: its headers are due within HTTP_HEADERS_TIMEOUT_MS.
// Behind a trusted balancer (TRUST_PROXY) every connection comes from the balancer's address, so
// the per-address share is left to the balancer and only the overall one applies.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { watchConnections } from './connection-watch.ts';

export interface ConnectionShares {
  /** Open connections at most (MAX_CONNECTIONS). */
  max: number;
  /** Open connections one client address may hold (CONNECTIONS_PER_ADDRESS); null: no such share. */
  perAddress: number | null;
}

/** Applies the shares to `server`, in place of its `maxConnections`. */
export function shareConnections(server: Server, shares: ConnectionShares): void {
  server.maxConnections = Number.POSITIVE_INFINITY;
  const watch = watchConnections(server);
  const byAddress = new Map<string, Set<Socket>>();

  const forget = (socket: Socket, address: string) => {
    const mine = byAddress.get(address);
    mine?.delete(socket);
    if (mine?.size === 0) byAddress.delete(address);
  };

  /** Closes the longest-idle keep-alive connection among `sockets`; false when none is idle. */
  const closeLongestIdle = (sockets: Iterable<Socket>): boolean => {
    let oldest: Socket | null = null;
    let since = Number.POSITIVE_INFINITY;
    for (const socket of sockets) {
      const held = watch.open.get(socket);
      if (held && held.answered > 0 && held.answering.size === 0 && held.idleSince < since) {
        oldest = socket;
        since = held.idleSince;
      }
    }
    if (oldest === null) return false;
    const held = watch.open.get(oldest);
    watch.forget(oldest);
    if (held) forget(oldest, held.address);
    oldest.destroy();
    return true;
  };

  // Before Node's HTTP handling of the connection (and before the watch records it), so that a
  // refused one is never parsed.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const mine = byAddress.get(address);
    const full =
      (shares.perAddress !== null && (mine?.size ?? 0) >= shares.perAddress && !closeLongestIdle(mine ?? [])) ||
      (watch.open.size >= shares.max && !closeLongestIdle(watch.open.keys()));
    if (full) {
      socket.destroy();
      return;
    }
    const set = mine ?? new Set<Socket>();
    set.add(socket);
    byAddress.set(address, set);
    socket.once('close', () => forget(socket, address));
  });
}
