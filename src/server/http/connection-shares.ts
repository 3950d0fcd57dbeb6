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

export interface ConnectionShares {
  /** Open connections at most (MAX_CONNECTIONS). */
  max: number;
  /** Open connections one client address may hold (CONNECTIONS_PER_ADDRESS); null: no such share. */
  perAddress: number | null;
}

interface Held {
  address: string;
  /** Requests answered on it; 0 until its first answer has gone. */
  answered: number;
  /** Answers under way on it. */
  answering: number;
  idleSince: number;
}

/** Applies the shares to `server`, in place of its `maxConnections`. */
export function shareConnections(server: Server, shares: ConnectionShares): void {
  server.maxConnections = Number.POSITIVE_INFINITY;
  const open = new Map<Socket, Held>();
  const byAddress = new Map<string, Set<Socket>>();

  const forget = (socket: Socket) => {
    const held = open.get(socket);
    if (!held) return;
    open.delete(socket);
    const mine = byAddress.get(held.address);
    mine?.delete(socket);
    if (mine?.size === 0) byAddress.delete(held.address);
  };

  /** Closes the longest-idle keep-alive connection among `sockets`; false when none is idle. */
  const closeLongestIdle = (sockets: Iterable<Socket>): boolean => {
    let oldest: Socket | null = null;
    let since = Number.POSITIVE_INFINITY;
    for (const socket of sockets) {
      const held = open.get(socket);
      if (held && held.answered > 0 && held.answering === 0 && held.idleSince < since) {
        oldest = socket;
        since = held.idleSince;
      }
    }
    if (oldest === null) return false;
    forget(oldest);
    oldest.destroy();
    return true;
  };

  // Before Node's HTTP handling of the connection, so that a refused one is never parsed.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const mine = byAddress.get(address);
    const full =
      (shares.perAddress !== null && (mine?.size ?? 0) >= shares.perAddress && !closeLongestIdle(mine ?? [])) ||
      (open.size >= shares.max && !closeLongestIdle(open.keys()));
    if (full) {
      socket.destroy();
      return;
    }
    open.set(socket, { address, answered: 0, answering: 0, idleSince: Date.now() });
    const set = mine ?? new Set<Socket>();
    set.add(socket);
    byAddress.set(address, set);
    socket.once('close', () => forget(socket));
  });

  server.prependListener('request', (req, res) => {
    const held = open.get(req.socket);
    if (!held) return;
    held.answering += 1;
    res.once('close', () => {
      held.answering -= 1;
      held.answered += 1;
      held.idleSince = Date.now();
    });
  });
}
