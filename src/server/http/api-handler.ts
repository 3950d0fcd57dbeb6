// Serves /api/ calls straight from node:http, without the page renderer's
// pipeline: measured on this machine, that pipeline alone held a small catalog
// read to a tenth of a bare server's throughput (docs/benchmarks.md). Answers are
// compressed here; a cached catalog answer is compressed once, not per request.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  type ApiAnswer,
  answerKnownCall,
  dispatch,
  errorAnswer,
  isJsonType,
  knownCallKey,
  MAX_BODY_BYTES,
  type Router,
} from '../api/dispatch.ts';
import type { ApiRoute } from '../api/route.ts';
import type { ShopContext } from '../context.ts';
import { fail } from '../../domain/api/errors.ts';
import { said } from '../said.ts';
import { watchRequest } from '../db/availability.ts';
import { sendUnavailable } from './unavailable.ts';
import { COMPRESS_FROM_BYTES, chooseEncoding, compressBuffer, compressedCopyOf, type Encoding } from './compression.ts';
import { clientAddressOf, type ProxyTrust, shopOriginOf } from './request-origin.ts';
import { jsonSecurityHeadersOf } from './security-headers.ts';
import { reportUnexpected } from '../unexpected-errors.ts';

/** The client went away (or broke the framing) before its body was complete: nobody to answer. */
class BodyAborted extends Error {}

/**
 * Reads the body: `done` gets its text, or null as soon as it passes `maxBytes` (a chunked body is
 * not read to its end first, its length is not declared, so the 413 goes out while the client is
 * still sending, and what it sends after that is dropped unread); `gone` is called instead when
 * the client went away (or broke the framing) before its body was complete. Callbacks, not a
 * promise: a known call is answered from the body's end (decision 0305).
 */
function readBodyThen(
  req: IncomingMessage,
  maxBytes: number,
  done: (text: string | null) => void,
  gone: () => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const stop = () => {
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onAborted);
    req.off('close', onClose);
  };
  function onData(chunk: Buffer) {
    size += chunk.length;
    if (size <= maxBytes) {
      chunks.push(chunk);
      return;
    }
    stop();
    // Flowing with no listener: the rest is discarded as it arrives, never kept.
    req.on('error', () => undefined);
    req.resume();
    done(null);
  }
  function onEnd() {
    stop();
    done((chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)).toString('utf8'));
  }
  function onAborted() {
    stop();
    req.on('error', () => undefined);
    gone();
  }
  function onClose() {
    if (!req.complete) onAborted();
  }
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onAborted);
  req.on('close', onClose);
}

/** The body's text, or null past `maxBytes` (readBodyThen); rejects with BodyAborted when the client went away first. */
function readBody(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  return new Promise((resolve, reject) => readBodyThen(req, maxBytes, resolve, () => reject(new BodyAborted())));
}

/** The one line logged for a call whose body was refused or cut off (no stack: neither is a bug). */
function logBodyProblem(req: IncomingMessage, clientAddress: string | undefined, problem: string): void {
  const path = (req.url ?? '/').split('?', 1)[0];
  console.warn(`API ${req.method ?? 'POST'} ${path} from ${clientAddress ?? 'unknown'}: ${problem}`);
}

/** The call's path after /api/, without its query. */
function apiPathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).slice('/api/'.length);
}

/**
 * A catalogue call whose body is read with the usual limit (MAX_BODY_BYTES, the limit dispatch
 * would read it with): read before dispatch, so that a call seen lately is answered at once.
 */
function readsBodyFirst(route: ApiRoute | undefined): boolean {
  return route?.cacheable === true && (route.maxBodyBytes === null || route.maxBodyBytes <= MAX_BODY_BYTES);
}

/** Every call is a POST; any other method (TRACE, PUT, OPTIONS…) is refused whatever the path. */
const ALLOWED_METHOD = 'POST';

export function createApiHandler(
  router: Router,
  shop: () => Promise<ShopContext>,
  options: ProxyTrust & {
    /** True while the database is known to be unreachable: answer 503 at once, without trying. */
    databaseDown?: () => boolean;
  },
) {
  // The security headers every JSON answer carries, put in its list so that nothing is set before writeHead.
  const security = jsonSecurityHeadersOf(options.publicOrigin).flat();
  /** The shop's context once made: a call seen lately is answered from it without waiting (decision 0303). */
  let ready: ShopContext | null = null;
  /**
   * The path after /api/ of a catalogue call in JSON whose body the shop reads with its usual
   * limit, once the shop is open; undefined for any other call.
   */
  const knownCallPath = (req: IncomingMessage): string | undefined => {
    if (ready === null || req.method !== ALLOWED_METHOD || options.databaseDown?.()) return undefined;
    if (!isJsonType(req.headers['content-type'])) return undefined;
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return undefined;
    const path = apiPathOf(req);
    return readsBodyFirst(router.match(path)?.route) ? path : undefined;
  };

  /**
   * The general way of a call. `body`: its body when already read (null: past MAX_BODY_BYTES).
   * A catalogue call in JSON reads its body first, and one seen lately whose answer is in its
   * zone's cache is answered at once (decision 0303).
   */
  const answerCall = async (
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string | undefined,
    body?: { text: string | null },
  ): Promise<void> => {
    const head = { security, requestId };
    if (req.method !== ALLOWED_METHOD) {
      await send(
        req,
        res,
        errorAnswer(fail('method_not_allowed', said('saidUsePost')).error, { allow: ALLOWED_METHOD }),
        head,
      );
      return;
    }
    if (options.databaseDown?.()) {
      if (requestId !== undefined) res.setHeader('x-request-id', requestId);
      sendUnavailable(res, 'api', req.method);
      return;
    }
    const path = apiPathOf(req);
    const clientAddress = clientAddressOf(req, options);
    const declared = Number(req.headers['content-length'] ?? 0);
    let refusedBody = false;
    const readBodyOnce = async (maxBytes: number) => {
      const text = declared > maxBytes ? null : body ? body.text : await readBody(req, maxBytes);
      if (text === null) {
        refusedBody = true;
        logBodyProblem(req, clientAddress, `body over ${maxBytes} bytes, refused with 413`);
      }
      return text;
    };
    let known: string | undefined;
    let readBodyOf = readBodyOnce;
    const route = isJsonType(req.headers['content-type']) ? router.match(path)?.route : undefined;
    if (readsBodyFirst(route)) {
      const read = readBodyOnce(MAX_BODY_BYTES);
      try {
        const text = await read;
        if (text !== null) {
          known = knownCallKey(path, req.headers.cookie, req.headers.authorization, text);
          ready ??= await shop();
          const found = body ? null : answerKnownCall(ready, known);
          if (found) {
            if (requestId === undefined) await send(req, res, found, head);
            else await sendKept(req, res, found, head.security, requestId);
            return;
          }
        }
      } catch (error) {
        if (!(error instanceof BodyAborted)) throw error;
        logBodyProblem(req, clientAddress, 'the client went away before its body was complete');
        res.destroy();
        return;
      }
      readBodyOf = (maxBytes) => (maxBytes === MAX_BODY_BYTES ? read : readBodyOnce(maxBytes));
    }
    let watched: { value: ApiAnswer; unavailable: boolean };
    try {
      // The dispatcher turns every thrown error into 500 "internal"; the database errors met on
      // the way (availability.ts) tell an outage or a timeout apart, which answers 503.
      watched = await watchRequest(() =>
        dispatch(router, shop, {
          method: ALLOWED_METHOD,
          path,
          header: (name) => {
            const value = req.headers[name];
            return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
          },
          readBody: readBodyOf,
          clientAddress,
          shopOrigin: shopOriginOf(req, options),
          known,
        }),
      );
    } catch (error) {
      if (!(error instanceof BodyAborted)) throw error;
      logBodyProblem(req, clientAddress, 'the client went away before its body was complete');
      res.destroy();
      return;
    }
    const { value: answer, unavailable } = watched;
    if (unavailable && answer.status === 500) {
      if (requestId !== undefined) res.setHeader('x-request-id', requestId);
      sendUnavailable(res, 'api', req.method);
      return;
    }
    // The rest of a refused body is not waited for: the connection ends with this answer.
    await send(req, res, answer, head, refusedBody ? { connection: 'close' } : {});
  };

  /**
   * Answers one call; a promise while it is answered the general way, nothing when its answer
   * comes from the body's end. `requestId`: the request log's id, written into the answer's ready
   * header list (decision 0301: a header set before writeHead has Node merge and validate the list
   * again), or set on the answer first where another writer answers (the 503 screen); absent, the
   * caller set it.
   */
  return (req: IncomingMessage, res: ServerResponse, requestId?: string): Promise<void> | undefined => {
    if (requestId === undefined) return answerCall(req, res, requestId);
    const path = knownCallPath(req);
    if (path === undefined) return answerCall(req, res, requestId);
    // A call seen lately whose answer is in its zone's cache is answered from its body's end,
    // without a promise or an await: those were a third of such a call's time (decision 0305).
    readBodyThen(
      req,
      MAX_BODY_BYTES,
      (text) => {
        try {
          const found =
            text === null || ready === null
              ? null
              : answerKnownCall(ready, knownCallKey(path, req.headers.cookie, req.headers.authorization, text));
          const sending = found
            ? sendKept(req, res, found, security, requestId)
            : answerCall(req, res, requestId, { text });
          sending?.catch((error: unknown) => apiCallFailed(res, requestId, error));
        } catch (error) {
          apiCallFailed(res, requestId, error);
        }
      },
      () => {
        logBodyProblem(req, clientAddressOf(req, options), 'the client went away before its body was complete');
        res.destroy();
      },
    );
    return undefined;
  };
}

/** The answer of a call that threw on its way: English, as it is written before any labels are read. */
export const INTERNAL_BODY = JSON.stringify({ error: fail('internal', said('saidWentWrong')).error });

/** A call that threw on its way (a bug): logged, and answered 500 when nothing was sent yet. */
export function apiCallFailed(res: ServerResponse, requestId: string | undefined, error: unknown): void {
  reportUnexpected(error, { route: 'api', requestId });
  if (!res.headersSent) {
    if (requestId !== undefined) res.setHeader('x-request-id', requestId);
    res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
  }
  res.end(INTERNAL_BODY);
}

/**
 * Writes an answer, compressed when the client takes it and it is worth it, with one writeHead of
 * a flat list: the request's id, the security headers the answer does not carry itself, then its
 * own, in the order they went out when the id and those were set on the answer before writeHead.
 */
async function send(
  req: IncomingMessage,
  res: ServerResponse,
  answer: ApiAnswer,
  head: { security: readonly string[]; requestId: string | undefined },
  extra: OutgoingHttpHeaders = {},
): Promise<void> {
  // A kept answer is the same Buffer on every hit: its compressed copies are kept beside it.
  const cached = typeof answer.body !== 'string' && !answer.joined;
  let body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body;
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const compressed = encoding !== null && body.length >= COMPRESS_FROM_BYTES;
  if (compressed) body = await (cached ? compressedCopyOf(body, encoding) : compressBuffer(body, encoding));
  const list = headerListOf(answer, head.security, compressed ? encoding : null, body.length, extra);
  res.writeHead(answer.status, head.requestId === undefined ? list : ['x-request-id', head.requestId, ...list]);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * An answer's header list after the request id: the security headers the answer does not carry
 * itself (a JSON answer's), then its own, Vary, the encoding and the length, in the order they
 * went out when the id and those were set on the answer before writeHead.
 */
function headerListOf(
  answer: ApiAnswer,
  security: readonly string[],
  encoding: Encoding | null,
  length: number,
  extra: OutgoingHttpHeaders = {},
): string[] {
  const headers: OutgoingHttpHeaders = { ...answer.headers, vary: 'Accept-Encoding', ...extra };
  if (answer.cookies) headers['set-cookie'] = answer.cookies;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = length;
  const list: string[] = [];
  // The JSON policy is for JSON alone: any other answer's policy is SecuredResponse's to choose.
  if (isJsonType(answer.headers['content-type'])) {
    for (let at = 0; at < security.length; at += 2) {
      const name = security[at] as string;
      if (headers[name] === undefined) list.push(name, security[at + 1] as string);
    }
  }
  for (const name in headers) {
    const value = headers[name];
    // Each cookie on a line of its own, as Node writes an object's list of them.
    if (Array.isArray(value)) for (const one of value) list.push(name, one);
    else if (value !== undefined) list.push(name, String(value));
  }
  return list;
}

/** Where a ready header list holds the request's id, written by each answer (as a cached page's, decision 0301). */
const REQUEST_ID_AT = 1;

/**
 * Ready header lists of kept answers, by the answer's bytes (a zone's own, or a known call's
 * joined once: the same Buffer on every hit) and the encoding sent: the request id's slot first.
 */
const readyHeads = new WeakMap<Buffer, Partial<Record<Encoding | 'identity', string[]>>>();

/**
 * A known call's answer (decision 0303): its bytes, or their kept compressed copy, with its ready
 * header list, the same list on every answer: written by one writeHead, which reads it at once,
 * so SecuredResponse finds it complete once and Node's only work is to write it.
 */
function sendKept(
  req: IncomingMessage,
  res: ServerResponse,
  answer: ApiAnswer & { body: Buffer },
  security: readonly string[],
  requestId: string,
): Promise<void> | undefined {
  const encoding = answer.body.length >= COMPRESS_FROM_BYTES ? chooseEncoding(req.headers['accept-encoding']) : null;
  const write = (body: Buffer) => {
    let heads = readyHeads.get(answer.body);
    if (!heads) {
      heads = {};
      readyHeads.set(answer.body, heads);
    }
    const key = encoding ?? 'identity';
    let head = heads[key];
    if (!head) {
      head = ['x-request-id', '', ...headerListOf(answer, security, encoding, body.length)];
      heads[key] = head;
    }
    head[REQUEST_ID_AT] = requestId;
    res.writeHead(answer.status, head);
    res.end(body);
  };
  if (encoding === null) {
    write(answer.body);
    return undefined;
  }
  return compressedCopyOf(answer.body, encoding).then(write);
}
