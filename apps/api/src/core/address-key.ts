// The part of a client address that counts as one client for rate limits and the sign-in lockout. An IPv4 client
// is its address. An IPv6 client is its /64: one subscriber or host usually holds a whole /64 and can pick any of its
// 2^64 addresses per request, so counting per address would count nothing. IPv4-mapped IPv6 (::ffff:a.b.c.d, what a
// dual-stack socket reports for an IPv4 peer) is the IPv4 address it carries.
import { isIPv4, isIPv6 } from 'node:net';

/** The 8 groups of an IPv6 address (zone id dropped, `::` expanded, a trailing dotted IPv4 as two groups). */
function ipv6Groups(address: string): number[] {
  const bare = address.split('%')[0]!.toLowerCase();
  const [head = '', tail] = bare.split('::');
  const part = (text: string) =>
    text
      .split(':')
      .filter(Boolean)
      .flatMap((g) => {
        if (!g.includes('.')) return [parseInt(g, 16)];
        const [a, b, c, d] = g.split('.').map(Number) as [number, number, number, number];
        return [(a << 8) | b, (c << 8) | d];
      });
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
