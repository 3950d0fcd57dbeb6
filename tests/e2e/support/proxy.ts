// A small round-robin reverse proxy for the deployment test (docs/deploy.md): as a load
// balancer in front of N instances would, it sends each request to the next instance,
// appends the client's address to X-Forwarded-For and names the host and scheme the client
// used in X-Forwarded-Host and X-Forwarded-Proto (the instances run with TRUST_PROXY=true).
// Listens on 127.0.0.1 only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  baseURL: string;
  /** Requests sent to each upstream so far, in the order given. */
  counts(): number[];
  stop(): Promise<void>;
}

export async function roundRobinProxy(upstreams: readonly string[], port = 0): Promise<RoundRobinProxy> {
  const counts = upstreams.map(() => 0);
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const index = next++ % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      target,
      {
        method: req.method,
        agent,
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-for': forwardedFor,
          'x-forwarded-host': req.headers.host ?? '',
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway\n');
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${listening}`,
    counts: () => [...counts],
    async stop() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
