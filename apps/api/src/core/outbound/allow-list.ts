// OUTBOUND_ALLOW: the operator's exceptions to the public-addresses-only rule of outbound calls. A comma-separated
// list of host names (`minio`, `sms.corp.example`: every address they resolve to is allowed) and IP addresses or
// CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `fd00::/8`). Empty (the default): only public addresses are reached.
import { BlockList, isIP } from 'node:net';
import { plainAddress } from './ip-ranges.ts';

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

type Entry = { host: string } | { network: string; prefix: number; family: 'ipv4' | 'ipv6' };

/** One entry of the list, or the reason it is not one. */
function parseEntry(raw: string): Entry | string {
  const text = raw.trim().toLowerCase();
  const [address, prefixText, extra] = text.split('/');
  const family = isIP(address ?? '');
  if (family) {
    const max = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (extra !== undefined || !(prefix >= 0 && prefix <= max)) return `"${raw}" has no valid prefix length (0-${max})`;
    return { network: address!, prefix, family: family === 4 ? 'ipv4' : 'ipv6' };
  }
  if (prefixText === undefined && HOST_NAME.test(text.replace(/\.$/, ''))) return { host: text.replace(/\.$/, '') };
  return `"${raw}" is neither a host name nor an IP address or CIDR range`;
}

/** Checks the variable's text: the entries (trimmed, empty ones dropped) and a problem per bad entry. */
export function parseOutboundAllow(text: string): { entries: string[]; problems: string[] } {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const problems = entries.map(parseEntry).filter((e): e is string => typeof e === 'string');
  return { entries, problems };
}

export type AllowList = { allowsHost(host: string): boolean; allowsAddress(address: string): boolean };

/** The matcher of checked entries (config.ts has refused bad ones at start-up; here they would be a programming error). */
export function createAllowList(entries: readonly string[]): AllowList {
  const hosts = new Set<string>();
  const ranges = new BlockList();
  for (const raw of entries) {
    const entry = parseEntry(raw);
    if (typeof entry === 'string') throw new Error(`OUTBOUND_ALLOW: ${entry}`);
    if ('host' in entry) hosts.add(entry.host);
    else ranges.addSubnet(entry.network, entry.prefix, entry.family);
  }
  return {
    allowsHost: (host) => hosts.has(host.toLowerCase().replace(/\.$/, '')),
    allowsAddress: (address) => {
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && ranges.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}
