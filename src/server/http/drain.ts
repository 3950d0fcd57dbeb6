// Leaving without dropping a request (decision 0050). Node's
// server.close() closes idle keep-alive connections at once, and a client that is just
// sending its next request on one of them gets a reset: under keep-alive load that cut
// about 10 requests per shutdown. Here, once draining:
// - every answer carries `Connection: close` (those already under way too, when their
//   headers are not sent yet), so each client learns to stop using its connection from the
//   answer to its own request, and Node closes the connection after that answer;
// - the listener stops accepting (new connections go to the other instances);
// - a connection that stays idle for IDLE_GRACE_MS is closed (a client that sends nothing
//   more is not waited for);
// - when every connection is gone the drain is over; at the deadline what is left is cut.
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { watchConnections } from './connection-watch.ts';

/** An idle keep-alive connection is closed once it has been idle this long while draining. */
const IDLE_GRACE_MS = 500;
const SWEEP_MS = 50;

export interface Connections {
  readonly draining: boolean;
  /**
   * Drains: after `delayMs` (still accepting, so that a load balancer sees /readyz fail first)
   * stops accepting and waits for the connections to close. Resolves with how many had to be
   * cut at `timeoutMs` (counted from the call, the delay included).
   */
  drain(options: { delayMs: number; timeoutMs: number }): Promise<{ cut: number }>;
}

export function trackConnections(server: Server): Connections {
  const watch = watchConnections(server);
  const open = watch.open;

  const closeIdle = (olderThan: number) => {
    for (const [socket, connection] of open) {
      if (connection.answering.size === 0 && connection.idleSince <= olderThan) socket.end(() => socket.destroy());
    }
  };

  return {
    get draining() {
      return watch.closing;
    },
    async drain({ delayMs, timeoutMs }) {
      const deadline = Date.now() + timeoutMs;
      watch.closing = true;
      for (const connection of open.values()) {
        for (const res of connection.answering) if (!res.headersSent) res.setHeader('connection', 'close');
      }
      if (delayMs > 0) await new Promise((done) => setTimeout(done, Math.min(delayMs, timeoutMs)));
      // net.Server's close, not http.Server's: that one also closes idle connections at once.
      const closed = new Promise<void>((done) => NetServer.prototype.close.call(server, () => done()));
      const sweep = setInterval(() => closeIdle(Date.now() - IDLE_GRACE_MS), SWEEP_MS);
      let timer: NodeJS.Timeout | undefined;
      const timeUp = new Promise<'time up'>((done) => {
        timer = setTimeout(() => done('time up'), Math.max(0, deadline - Date.now()));
      });
      const outcome = await Promise.race([closed, timeUp]);
      clearInterval(sweep);
      clearTimeout(timer);
      if (outcome !== 'time up') return { cut: 0 };
      const cut = open.size;
      for (const socket of open.keys()) socket.destroy();
      return { cut };
    },
  };
}
