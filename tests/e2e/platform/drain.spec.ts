// SIGTERM drains (decision 0050). Under 20 keep-alive connections kept busy, the instance stops
// accepting, answers every request already sent (a slow upload under way included) with
// `Connection: close`, and exits 0: no request is reset. During SHUTDOWN_DELAY_MS its /readyz
// answers 503 while it still accepts; idle keep-alive connections do not hold the exit back. On the shared test PostgreSQL (a fresh
// schema), or the embedded database when none answers.
import { request as httpRequest, Agent, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { expect, test } from '../fixtures.ts';
import { type FreshSchema, freshSchema, type Instance, sleep, spawnInstance } from '../support/instances.ts';

const CONNECTIONS = 20;
const LOAD_BEFORE_SIGTERM_MS = 1_500;
/** Bounds: no loop sends more than this, and the test gives up on a drain after this. */
const MAX_REQUESTS_PER_CONNECTION = 2_000;
const DRAIN_LIMIT_MS = 10_000;

test.describe.configure({ mode: 'serial' });
// Alone (fixtures.ts): 20 connections kept busy load both cores, and the drain is timed.
test.use({ runsAlone: true });

let schema: FreshSchema | null = null;
const started: Instance[] = [];

test.beforeAll(async () => {
  schema = await freshSchema('e2e_drain');
});

test.afterAll(async () => {
  await Promise.all(started.map((instance) => instance.stop()));
  await schema?.drop();
});

async function startInstance(delayMs: number): Promise<Instance> {
  const instance = await spawnInstance({
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    SHUTDOWN_DELAY_MS: String(delayMs),
    SHUTDOWN_TIMEOUT_MS: String(DRAIN_LIMIT_MS),
  });
  started.push(instance);
  await instance.waitReady();
  return instance;
}

interface Answer {
  status: number;
  closes: boolean;
}

/** One request on `agent`'s connection, its whole body read. */
function send(agent: Agent, instance: Instance, path: string): Promise<Answer> {
  const api = path.startsWith('/api/');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${instance.baseURL}${path}`,
      { agent, method: api ? 'POST' : 'GET', headers: api ? { 'content-type': 'application/json' } : {} },
      (res: IncomingMessage) => {
        res.resume();
        res.once('end', () => resolve({ status: res.statusCode ?? 0, closes: res.headers.connection === 'close' }));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(api ? '{}' : undefined);
  });
}

/** A request whose body arrives in two halves `pauseMs` apart, on a connection of its own. */
function slowUpload(instance: Instance, pauseMs: number): Promise<string> {
  // `{}` padded with spaces: a valid, empty body long enough to send in two halves.
  const body = `{${' '.repeat(2_000)}}`;
  return new Promise((resolve, reject) => {
    const socket = connect(instance.port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.once('error', reject);
    socket.once('close', () => resolve(answer));
    socket.once('connect', () => {
      socket.write(
        `POST /api/get-settings HTTP/1.1\r\nHost: 127.0.0.1:${instance.port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 1_000)}`,
      );
      setTimeout(() => socket.write(body.slice(1_000)), pauseMs);
    });
  });
}

test('SIGTERM under 20 keep-alive connections: every request sent is answered, then exit 0', async () => {
  // No delay: the listener closes at once, while every connection is busy or about to send its next request.
  const instance = await startInstance(0);
  const paths = ['/api/get-settings', '/stores/farmcart-kothrud', '/healthz', '/offline'];
  let stopping = false;
  const tally = {
    answered: 0,
    closedByServer: 0,
    refused: 0,
    resets: [] as string[],
    statuses: {} as Record<number, number>,
  };

  const loops = Array.from({ length: CONNECTIONS }, async (_, index) => {
    // One connection per loop, as a load balancer keeps one per upstream request slot.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let turn = 0; turn < MAX_REQUESTS_PER_CONNECTION; turn++) {
        const path = paths[(index + turn) % paths.length] ?? '/healthz';
        let answer: Answer;
        try {
          answer = await send(agent, instance, path);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code ?? String(error);
          // A new connection refused once the listener is closed is a request never sent.
          if (code === 'ECONNREFUSED' && stopping) tally.refused++;
          else tally.resets.push(`${path}: ${code}`);
          return;
        }
        tally.answered++;
        tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
        if (answer.closes) {
          tally.closedByServer++;
          return; // told to go elsewhere
        }
      }
    } finally {
      agent.destroy();
    }
  });

  await sleep(LOAD_BEFORE_SIGTERM_MS);
  const upload = slowUpload(instance, 1_000);
  await sleep(200);
  stopping = true;
  const signalled = Date.now();
  instance.child.kill('SIGTERM');
  const code = await instance.exited;
  const took = Date.now() - signalled;
  await Promise.all(loops);
  const uploaded = await upload;
  console.log(
    `SIGTERM under ${CONNECTIONS} keep-alive connections: ${tally.answered} answers ${JSON.stringify(tally.statuses)}, ` +
      `${tally.closedByServer} connections closed after an answer, ${tally.resets.length} resets, ` +
      `${tally.refused} refused new connections; exit ${code} after ${took} ms`,
  );
  expect(tally.resets, instance.output()).toEqual([]);
  expect(code, instance.output()).toBe(0);
  expect(took).toBeLessThan(DRAIN_LIMIT_MS);
  expect(tally.closedByServer).toBe(CONNECTIONS);
  expect(Object.keys(tally.statuses)).toEqual(['200']);
  expect(uploaded, 'the upload under way is answered').toMatch(/^HTTP\/1\.1 200 OK/);
  expect(uploaded.toLowerCase()).toContain('connection: close');
  expect(instance.output()).toContain('every answer sent');
});

test('during SHUTDOWN_DELAY_MS /readyz answers 503; idle keep-alive connections do not hold the exit back', async () => {
  const instance = await startInstance(1_000);
  const agents = Array.from({ length: 5 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
  for (const agent of agents) expect((await send(agent, instance, '/healthz')).closes).toBe(false);
  const signalled = Date.now();
  instance.child.kill('SIGTERM');
  // The listener still accepts during the delay: a load balancer polling /readyz sees the instance leave.
  let readiness: unknown = null;
  while (readiness === null && Date.now() - signalled < 1_000) {
    const answer = await fetch(`${instance.baseURL}/readyz`).catch(() => null);
    if (!answer) break; // the listener is closed: too late to look
    if (answer.status === 503) readiness = await answer.json();
    else await sleep(50);
  }
  expect(readiness).toEqual({ status: 'not_ready', reason: 'draining' });
  expect(await instance.exited).toBe(0);
  const took = Date.now() - signalled;
  for (const agent of agents) agent.destroy();
  // The 1 s delay, then idle connections are closed after 0.5 s without a request.
  expect(took).toBeLessThan(3_500);
});
