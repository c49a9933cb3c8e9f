// Which IP addresses count as public: an outbound call made for a user reaches only those (unless the operator's
// OUTBOUND_ALLOW says otherwise). Loopback, private, shared, link-local (the cloud metadata address 169.254.169.254),
// unspecified, multicast, broadcast and reserved ranges are not public, in IPv4 and IPv6 alike; IPv6 forms that
// carry an IPv4 address (mapped ::ffff:a.b.c.d, NAT64, 6to4) are judged by the IPv4 address they carry.
import { BlockList, isIP } from 'node:net';

const IPV4_NOT_PUBLIC: ReadonlyArray<readonly [string, number, string]> = [
  ['0.0.0.0', 8, 'unspecified ("this network")'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (carrier-grade NAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved or broadcast'],
];

const IPV6_NOT_PUBLIC: ReadonlyArray<readonly [string, number, string]> = [
  ['::', 96, 'unspecified, loopback or IPv4-compatible'],
  ['64:ff9b:1::', 48, 'local NAT64'],
  ['100::', 64, 'discard'],
  ['2001::', 32, 'Teredo'],
  ['2001:db8::', 32, 'documentation'],
  ['fc00::', 7, 'unique local (private)'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

function rangeList(family: 'ipv4' | 'ipv6', ranges: ReadonlyArray<readonly [string, number, string]>) {
  return ranges.map(([network, prefix, reason]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, reason };
  });
}

const IPV4_RANGES = rangeList('ipv4', IPV4_NOT_PUBLIC);
const IPV6_RANGES = rangeList('ipv6', IPV6_NOT_PUBLIC);

/** The eight 16-bit groups of an IPv6 address (a zone id dropped, a dotted IPv4 tail read as two groups). */
export function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  return tail === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/** The IPv4 address an IPv6 address carries (mapped, NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
function embeddedIpv4(groups: number[]): string | undefined {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return ipv4Of(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return ipv4Of(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return ipv4Of(groups[1]!, groups[2]!);
  return undefined;
}

/** An IPv4-mapped IPv6 address as the IPv4 address it is (what the socket really reaches); anything else unchanged. */
export function plainAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  return groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff ? ipv4Of(groups[6]!, groups[7]!) : address;
}

/** Why the address is not public (e.g. `loopback`), or undefined for a public unicast address. */
export function notPublicReason(address: string): string | undefined {
  const family = isIP(address);
  if (family === 4) return IPV4_RANGES.find((r) => r.list.check(address, 'ipv4'))?.reason;
  if (family !== 6) return 'not an IP address';
  const groups = ipv6Groups(address);
  const carried = embeddedIpv4(groups);
  if (carried) {
    const reason = notPublicReason(carried);
    if (reason) return `${reason} (as ${address})`;
  }
  return IPV6_RANGES.find((r) => r.list.check(address.split('%')[0]!, 'ipv6'))?.reason;
}
