// Where a push may go (decision 0277). A subscription's endpoint was checked when it was saved
// (domain/notifications/push.ts pushEndpointRefusal: https, a public host name, on the allowlist);
// when a push is sent, the name is resolved and every address it resolves to must be a public
// one. The check runs inside the connection's own lookup, so the address checked is the address
// connected to: a name that resolved to a public address when it was saved and to 127.0.0.1 now
// (DNS rebinding) is refused, and no second lookup can differ from the one checked.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import {
  BROWSER_PUSH_SERVICES,
  PUSH_ENDPOINT_RULES,
  type PushEndpointRules,
} from '../../../domain/notifications/push.ts';
import type { ServerConfig } from '../../config.ts';

/** The endpoint rules of the configuration: PUSH_SERVICE_HOSTS, else the browsers' push services. */
export function pushEndpointRulesOf(config: Pick<ServerConfig, 'PUSH_SERVICE_HOSTS'>): PushEndpointRules {
  const hosts = config.PUSH_SERVICE_HOSTS?.trim().toLowerCase();
  if (hosts === undefined || hosts === '') return { ...PUSH_ENDPOINT_RULES, hosts: BROWSER_PUSH_SERVICES };
  if (hosts === 'any') return { ...PUSH_ENDPOINT_RULES, hosts: null };
  return {
    ...PUSH_ENDPOINT_RULES,
    hosts: hosts
      .split(',')
      .map((host) => host.trim().replace(/\.$/, ''))
      .filter((host) => host !== ''),
  };
}

/** Addresses that are not on the public internet: this host, private networks, link-local (cloud metadata), reserved. */
const NOT_PUBLIC = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, bits, 'ipv4');
}
/** IPv6 outside the global unicast block, and the special blocks inside it (Teredo, documentation, 6to4). */
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');
for (const [network, bits] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  NOT_PUBLIC.addSubnet(network, bits, 'ipv6');
}

/** The 16 bytes of an IPv6 address (node:net's isIP has said it is one). */
function ipv6Bytes(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side === '' ? [] : side.split(':').map((group) => Number.parseInt(group, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const groups = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

/**
 * Whether `address` is on the public internet. An IPv6 address carrying an IPv4 one (mapped
 * ::ffff:a.b.c.d, or NAT64 64:ff9b::/96) is judged by the IPv4 address it reaches.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const bytes = ipv6Bytes(address);
  const prefix = (values: readonly number[]) => values.every((value, index) => bytes[index] === value);
  const mapped = prefix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]);
  const nat64 = prefix([0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0]);
  if (mapped || nat64) return isPublicAddress(bytes.slice(12).join('.'));
  const plain = address.split('%')[0] ?? '';
  return GLOBAL_UNICAST.check(plain, 'ipv6') && !NOT_PUBLIC.check(plain, 'ipv6');
}

/** Resolves a host name to every address it has (dns.lookup by default; a test may stand in). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/** A push was refused because its host resolves to an address that is not public. */
export class NotPublicAddressError extends Error {
  readonly code = 'EPUSHNOTPUBLIC';
}

/**
 * The lookup a push's connection uses: the host's addresses, refused as a whole when ANY of them
 * is not public (a name with a public and a private address could otherwise be connected to the
 * private one).
 */
export function publicOnlyLookup(resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((entry) => !isPublicAddress(entry.address));
        if (addresses.length === 0 || refused) {
          const error = new NotPublicAddressError(
            `${hostname} resolves to ${refused?.address ?? 'no address'}, which is not a public address`,
          );
          callback(error as NodeJS.ErrnoException, '', 0);
          return;
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted === 0 ? addresses : addresses.filter((entry) => entry.family === wanted);
        if (options.all) {
          (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, usable);
          return;
        }
        const first = usable[0];
        if (!first) {
          callback(Object.assign(new Error(`${hostname} has no IPv${wanted} address`), { code: 'ENOTFOUND' }), '', 0);
          return;
        }
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
