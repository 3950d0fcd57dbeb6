// Request logs (decision 0028): one JSON object per request with
// LOG_FORMAT=json, a request id on every answer, a proxy's id only behind a trusted proxy.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestLog, type RequestLogEntry } from '../../../../src/server/http/request-log.ts';

let server: http.Server | null = null;
afterEach(async () => {
  await new Promise((done) => server?.close(done) ?? done(undefined));
  server = null;
});

async function serve(config: Parameters<typeof createRequestLog>[0], lines: string[]): Promise<string> {
  const log = createRequestLog(config, (line) => lines.push(line));
  server = http.createServer((req, res) => {
    log(req, res);
    res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, { 'content-type': 'text/plain' });
    res.end('hello');
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('request logs', () => {
  it('LOG_FORMAT=json writes one object per request without the query string', async () => {
    const lines: string[] = [];
    const base = await serve({ LOG_FORMAT: 'json', TRUST_PROXY: undefined }, lines);
    const answer = await fetch(`${base}/missing?lat=18.5&lng=73.8`);
    await answer.text();
    await new Promise((done) => setTimeout(done, 20));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '') as RequestLogEntry;
    expect(entry).toMatchObject({ method: 'GET', route: '/missing', status: 404 });
    expect(entry.request_id).toBe(answer.headers.get('x-request-id'));
    expect(entry.duration_ms).toBeGreaterThanOrEqual(0);
    expect(entry.bytes).toBeGreaterThan(5);
    expect(Date.parse(entry.time)).not.toBeNaN();
  });

  it('keeps a proxy request id only with TRUST_PROXY=true, and logs nothing with none', async () => {
    const lines: string[] = [];
    const id = 'lb-1234567890abcdef';
    let base = await serve({ LOG_FORMAT: 'none', TRUST_PROXY: undefined }, lines);
    const untrusted = await fetch(`${base}/`, { headers: { 'x-request-id': id } });
    expect(untrusted.headers.get('x-request-id')).not.toBe(id);
    expect(untrusted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((done) => server?.close(done));
    base = await serve({ LOG_FORMAT: 'text', TRUST_PROXY: 'true' }, lines);
    const trusted = await fetch(`${base}/`, { headers: { 'x-request-id': id } });
    await trusted.text();
    expect(trusted.headers.get('x-request-id')).toBe(id);
    await new Promise((done) => setTimeout(done, 20));
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^GET / 200 [0-9.]+ms \\d+B ${id}$`))]);
  });

  it('answers the id, and leaves the header to a caller that sends it itself', async () => {
    const lines: string[] = [];
    const log = createRequestLog({ LOG_FORMAT: 'json', TRUST_PROXY: undefined }, (line) => lines.push(line));
    const ids: string[] = [];
    server = http.createServer((req, res) => {
      const own = req.url === '/own';
      const id = log(req, res, !own);
      ids.push(id);
      if (own) res.writeHead(200, ['x-request-id', id, 'content-type', 'text/plain']);
      else res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(String(res.getHeader('x-request-id') ?? 'none'));
    });
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const set = await fetch(`${base}/set`);
    const own = await fetch(`${base}/own`);
    // Set on the answer by the log, or only in the list the caller wrote.
    expect(await set.text()).toBe(ids[0]);
    expect(await own.text()).toBe('none');
    expect(set.headers.get('x-request-id')).toBe(ids[0]);
    expect(own.headers.get('x-request-id')).toBe(ids[1]);
    expect(ids[0]).not.toBe(ids[1]);
    await new Promise((done) => setTimeout(done, 20));
    expect(lines.map((line) => (JSON.parse(line) as RequestLogEntry).request_id)).toEqual(ids);
  });
});
