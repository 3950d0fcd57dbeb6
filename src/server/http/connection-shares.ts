// Fair shares of the server's connections (decisions 0288 and 0320). Node's own `maxConnections`
// closes every new connection once the count is reached, so one client holding 1,005 idle
// keep-alive connections would have every other client reset for as long as it liked, and 1,000
// connections from 10 addresses that never finish their headers would do the same for the 10 s of
// HTTP_HEADERS_TIMEOUT_MS, wave after wave. Here, a new connection:
// - from an address holding `openingPerAddress` connections still sending their first request
//   takes the place of the oldest of them;
// - from an address holding CONNECTIONS_PER_ADDRESS already takes the place of that address's
//   oldest slow opening connection (its first request unfinished after `slowOpeningMs`), else of its
//   longest-idle keep-alive one, or is closed at once when all of its connections are busy;
// - when MAX_CONNECTIONS are open, takes the place of the oldest slow opening connection of anyone,
//   else of the longest-idle keep-alive one of anyone, or is closed at once when every one is busy.
// "Idle" is a connection that has been answered and waits for its next request: a client that
// reuses it and finds it closed sends on a new one, as HTTP/1.1 clients do. "Opening" is one that
// has not sent the whole head of its first request; a browser sends it within milliseconds of
// connecting, so one still opening after a few seconds is the first to go.
// Behind a trusted balancer (TRUST_PROXY) every connection comes from the balancer's address, so
// the per-address shares are left to the balancer and only the overall one applies.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { type WatchedConnection, watchConnections } from './connection-watch.ts';

export interface ConnectionShares {
  /** Open connections at most (MAX_CONNECTIONS). */
  max: number;
  /** Open connections one client address may hold (CONNECTIONS_PER_ADDRESS); null: no such share. */
  perAddress: number | null;
  /** Connections still sending their first request one client address may hold; null: no such share. */
  openingPerAddress: number | null;
  /** After how long a connection still sending its first request is slow, and the first to give way. */
  slowOpeningMs: number;
}

/** A browser opens six connections to a site at most; a few addresses share one carrier's address. */
export const OPENING_CONNECTIONS_PER_ADDRESS = 20;
/** Far beyond the head of a request sent from a phone on a poor network; well inside the headers' timeout. */
export const SLOW_OPENING_MS = 3_000;

const isOpening = (held: WatchedConnection): boolean => held.answered === 0 && held.answering.size === 0;
const isIdle = (held: WatchedConnection): boolean => held.answered > 0 && held.answering.size === 0;

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

  const close = (socket: Socket) => {
    const held = watch.open.get(socket);
    watch.forget(socket);
    if (held) forget(socket, held.address);
    socket.destroy();
  };

  /**
   * The connection of `sockets` (in the order they came) that `wanted` picks, kept the longest in
   * its state: opening since it came, idle since its last answer.
   */
  const oldest = (sockets: Iterable<Socket>, wanted: (held: WatchedConnection) => boolean): Socket | null => {
    let found: Socket | null = null;
    let since = Number.POSITIVE_INFINITY;
    for (const socket of sockets) {
      const held = watch.open.get(socket);
      if (held && wanted(held) && held.idleSince < since) {
        found = socket;
        since = held.idleSince;
      }
    }
    return found;
  };

  /** Makes room among `sockets`: a slow opening connection first, else the longest-idle one; false when all are busy. */
  const makeRoom = (sockets: Iterable<Socket>): boolean => {
    const slowSince = Date.now() - shares.slowOpeningMs;
    const list = [...sockets];
    const chosen = oldest(list, (held) => isOpening(held) && held.idleSince <= slowSince) ?? oldest(list, isIdle);
    if (chosen === null) return false;
    close(chosen);
    return true;
  };

  // Before Node's HTTP handling of the connection (and before the watch records it), so that a
  // refused one is never parsed.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const mine = byAddress.get(address);
    if (shares.openingPerAddress !== null && mine) {
      const opening = [...mine].filter((held) => {
        const watched = watch.open.get(held);
        return watched !== undefined && isOpening(watched);
      });
      if (opening.length >= shares.openingPerAddress) {
        const first = oldest(opening, isOpening);
        if (first) close(first);
      }
    }
    const full =
      (shares.perAddress !== null && (mine?.size ?? 0) >= shares.perAddress && !makeRoom(mine ?? [])) ||
      (watch.open.size >= shares.max && !makeRoom(watch.open.keys()));
    if (full) {
      socket.destroy();
      return;
    }
    const set = byAddress.get(address) ?? new Set<Socket>();
    set.add(socket);
    byAddress.set(address, set);
    socket.once('close', () => forget(socket, address));
  });
}
