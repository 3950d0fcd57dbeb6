// What the connection shares (decision 0288) and the drain (decision 0050) know of each open
// connection: its client's address, the answers under way on it, how many it has answered and
// since when it has been idle. One record per connection, kept by one 'request' listener for both,
// whose 'close' handler is one function shared by every answer, where each of the two kept its own
// records with a listener of its own and made two closures for every answer.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface WatchedConnection {
  address: string;
  /** Answers under way on it (more than one when the client pipelines). */
  answering: Set<ServerResponse>;
  /** Requests answered on it; 0 until its first answer has gone. */
  answered: number;
  idleSince: number;
}

export interface ConnectionWatch {
  /** The open connections, in the order they came. */
  readonly open: ReadonlyMap<Socket, WatchedConnection>;
  /** From now on every answer carries `Connection: close` (the drain). */
  closing: boolean;
  /** Forgets a connection at once (one about to be destroyed), before its 'close'. */
  forget(socket: Socket): void;
}

const watches = new WeakMap<Server, ConnectionWatch>();

/** `server`'s watch, begun by the first caller; every later caller gets the same one. */
export function watchConnections(server: Server): ConnectionWatch {
  const known = watches.get(server);
  if (known) return known;
  const open = new Map<Socket, WatchedConnection>();
  const watch: ConnectionWatch = {
    open,
    closing: false,
    forget: (socket) => {
      open.delete(socket);
    },
  };
  watches.set(server, watch);

  server.on('connection', (socket: Socket) => {
    // A connection refused by a listener before this one is never watched.
    if (socket.destroyed) return;
    open.set(socket, { address: socket.remoteAddress ?? '', answering: new Set(), answered: 0, idleSince: Date.now() });
    socket.once('close', () => open.delete(socket));
  });

  function answered(this: ServerResponse): void {
    const connection = open.get(this.req.socket);
    if (!connection) return;
    connection.answering.delete(this);
    connection.answered += 1;
    connection.idleSince = Date.now();
  }

  // Before the server's own handler, which may answer synchronously.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (watch.closing) res.setHeader('connection', 'close');
    const connection = open.get(req.socket);
    if (!connection) return;
    connection.answering.add(res);
    res.on('close', answered);
  });
  return watch;
}
