// Who called and where they addressed the shop, as far as the server may believe the request
// (decision 0179). X-Forwarded-For, -Host and -Proto are
// whatever the sender wrote unless a load balancer we trust replaces or appends to them, so
// they count only with TRUST_PROXY=true, and then only their last entry (the one our balancer
// wrote). Without it a request names its host in Host alone and its scheme is the connection's.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { originOfHost } from '../api/session.ts';

export interface ProxyTrust {
  /** TRUST_PROXY=true: a load balancer we run sets the X-Forwarded-* headers. */
  trustProxy: boolean;
  /** PUBLIC_ORIGIN, when configured: the shop's one origin, whatever the request says. */
  publicOrigin?: string | undefined;
}

/** The last entry of a forwarded header (a balancer appends its own after what the client sent). */
function lastForwarded(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const list = Array.isArray(value) ? value.join(',') : value;
  return list?.split(',').at(-1)?.trim() || undefined;
}

/** The caller's address: the socket's peer, or behind a trusted balancer the X-Forwarded-For entry it appended. */
export function clientAddressOf(req: IncomingMessage, trust: ProxyTrust): string | undefined {
  return (trust.trustProxy ? lastForwarded(req, 'x-forwarded-for') : undefined) || req.socket.remoteAddress;
}

/**
 * The shop's origin for this request: PUBLIC_ORIGIN when configured; else the scheme and host it
 * was addressed to — the connection's scheme and the Host header, or behind a trusted balancer
 * X-Forwarded-Proto and X-Forwarded-Host. Null when the host named is not a valid host.
 */
export function shopOriginOf(req: IncomingMessage, trust: ProxyTrust): string | null {
  if (trust.publicOrigin) return trust.publicOrigin;
  const encrypted = (req.socket as Partial<TLSSocket>).encrypted === true;
  let scheme: 'http' | 'https' = encrypted ? 'https' : 'http';
  let host = req.headers.host;
  if (trust.trustProxy) {
    const proto = lastForwarded(req, 'x-forwarded-proto')?.toLowerCase();
    if (proto === 'http' || proto === 'https') scheme = proto;
    host = lastForwarded(req, 'x-forwarded-host') ?? host;
  }
  return originOfHost(scheme, host);
}

/**
 * All of the request that shopOriginOf's answer follows from, as one string (the connection's
 * scheme, Host, and behind a trusted balancer its X-Forwarded-Proto and -Host): requests with the
 * same inputs are addressed to the same origin (page-cache.ts knows requests by it, decision 0301).
 */
export function originInputsOf(req: IncomingMessage, trust: ProxyTrust): string {
  if (trust.publicOrigin) return trust.publicOrigin;
  const encrypted = (req.socket as Partial<TLSSocket>).encrypted === true ? 'https' : 'http';
  const host = req.headers.host ?? '';
  if (!trust.trustProxy) return `${encrypted} ${host}`;
  return `${encrypted} ${host} ${String(req.headers['x-forwarded-proto'])} ${String(req.headers['x-forwarded-host'])}`;
}
