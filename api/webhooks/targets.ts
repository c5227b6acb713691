import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Addresses a webhook may never reach in production: this machine, private networks, link-local, and the like. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local: deprecated, but whatever still routes it is a private network.
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

const groupsOf = (part: string) => (part ? part.split(':') : []);

/** An IPv6 address's 16 bytes (a dotted IPv4 tail allowed, a zone ignored); undefined for anything else. */
function ipv6Bytes(address: string): Uint8Array | undefined {
  let text = address.replace(/%.*$/, '');
  if (isIP(text) !== 6) return undefined;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  const groups = tail === undefined ? before : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    const value = parseInt(group, 16);
    bytes[2 * i] = value >> 8;
    bytes[2 * i + 1] = value & 0xff;
  });
  return bytes;
}

/** Whether `bytes` lie in the IPv6 network `network`/`prefix`. */
function within(bytes: Uint8Array, network: Uint8Array, prefix: number): boolean {
  for (let bit = 0; bit < prefix; bit += 1) {
    const mask = 0x80 >> bit % 8;
    if ((bytes[bit >> 3]! & mask) !== (network[bit >> 3]! & mask)) return false;
  }
  return true;
}

const ipv4Of = (bytes: Uint8Array, at: readonly number[], xor = 0) => at.map((i) => bytes[i]! ^ xor).join('.');
const LAST_32_BITS = [12, 13, 14, 15] as const;

/**
 * The IPv6 ranges whose addresses carry an IPv4 address that a packet sent to them reaches (through this machine's own
 * IPv4 stack, a translator or a tunnel), and where each carries it: such an address is as private as what it carries.
 */
const CARRIERS: { network: Uint8Array; prefix: number; carried: (bytes: Uint8Array) => string[] }[] = [
  // IPv4-mapped (::ffff:0:0/96) and IPv4-compatible (::/96, :: and ::1 among them).
  { network: ipv6Bytes('::ffff:0:0')!, prefix: 96, carried: (b) => [ipv4Of(b, LAST_32_BITS)] },
  { network: ipv6Bytes('::')!, prefix: 96, carried: (b) => [ipv4Of(b, LAST_32_BITS)] },
  // SIIT's IPv4-translated addresses.
  { network: ipv6Bytes('::ffff:0:0:0')!, prefix: 96, carried: (b) => [ipv4Of(b, LAST_32_BITS)] },
  // NAT64's well-known prefix.
  { network: ipv6Bytes('64:ff9b::')!, prefix: 96, carried: (b) => [ipv4Of(b, LAST_32_BITS)] },
  // NAT64's local-use prefix: its operator chooses the translator's prefix length (/48, /56, /64 or /96), so the IPv4
  // address is read from each place RFC 6052 puts it, and must be public in every one.
  {
    network: ipv6Bytes('64:ff9b:1::')!,
    prefix: 48,
    carried: (b) => [ipv4Of(b, [6, 7, 9, 10]), ipv4Of(b, [7, 9, 10, 11]), ipv4Of(b, [9, 10, 11, 12]), ipv4Of(b, LAST_32_BITS)],
  },
  // 6to4: the tunnel's IPv4 end follows the prefix.
  { network: ipv6Bytes('2002::')!, prefix: 16, carried: (b) => [ipv4Of(b, [2, 3, 4, 5])] },
  // Teredo: its server's IPv4 address, and its client's with every bit inverted.
  { network: ipv6Bytes('2001::')!, prefix: 32, carried: (b) => [ipv4Of(b, [4, 5, 6, 7]), ipv4Of(b, LAST_32_BITS, 0xff)] },
];

/** Whether an IP address (v4, or v6 with whatever IPv4 address it carries) is on this machine or a private network; anything else counts as private. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) return PRIVATE.check(address, 'ipv4');
  const bytes = ipv6Bytes(address);
  if (!bytes) return true;
  const carrier = CARRIERS.find(({ network, prefix }) => within(bytes, network, prefix));
  if (carrier) return carrier.carried(bytes).some((ipv4) => PRIVATE.check(ipv4, 'ipv4'));
  return PRIVATE.check(address.replace(/%.*$/, ''), 'ipv6');
}

/** Host names that are this machine or a local network by their name alone. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/**
 * Whether an address's host is plainly on this machine or a private network (a name like `localhost`, or an IP
 * literal in a private range). Names that resolve there are caught when the delivery connects.
 */
export function isPrivateHost(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isPrivateAddress(host);
  return LOCAL_NAME.test(host.replace(/\.$/, ''));
}

/** The error a delivery's connection fails with when its name resolves to a private address. */
export class PrivateTargetError extends Error {
  override name = 'PrivateTargetError';
  readonly code = 'EPRIVATETARGET';
}

/**
 * A DNS lookup for the delivery's connection that refuses private addresses: the address checked is the one
 * connected to, so a name that changes its answer between the check and the connection cannot slip through.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.filter((a) => !isPrivateAddress(a.address));
    if (allowed.length === 0) return callback(new PrivateTargetError(`${hostname} resolves to a private address`), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
    callback(null, allowed[0]!.address, allowed[0]!.family);
  });
};
