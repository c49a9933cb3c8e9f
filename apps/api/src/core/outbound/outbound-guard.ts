// The one gate of every connection the server opens on a user's behalf (SMS gateway, object storage endpoint,
// datasource): the host is resolved (every address), and refused unless each address is public or the operator
// allowed it (OUTBOUND_ALLOW); the connection then goes to the very address that was checked, so a name that
// resolves differently a moment later (DNS rebinding) cannot slip through. Whatever goes wrong, the caller answers
// one generic message (`failure`): the reason (refused range, closed port, timeout, TLS) only reaches the server
// log, so the answers cannot be used to map the server's network.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import { isIP } from 'node:net';
import { AppError } from '../app-error.ts';
import type { AllowList } from './allow-list.ts';
import { createAllowList } from './allow-list.ts';
import { notPublicReason, plainAddress } from './ip-ranges.ts';

/** Cloud metadata services by name (their addresses are link-local or shared, refused by range as well). */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
  'metadata.azure.internal',
  'metadata.oraclecloud.com',
]);

/**
 * A refusal of the guard: the host is not one the server may connect to. `unresolved`: the name has no address now
 * (it may have one later); any other refusal is for what the host is (an address or a name the guard refuses).
 */
export class OutboundRefused extends Error {
  constructor(
    message: string,
    readonly unresolved = false,
  ) {
    super(message);
  }
}

/** A checked destination: connect to `address` (the host name stays for TLS and the Host header). */
export type OutboundTarget = { host: string; address: string; family: 4 | 6 };

type Resolver = (host: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** A `lookup` that answers only the checked address: the socket cannot resolve the name a second time. */
export function pinnedLookup(target: OutboundTarget): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

type ConnectOptions = http.ClientRequestArgs & { host?: string; lookup?: LookupFunction };
type OnCreate = (error: Error | null, socket?: Socket) => void;

export function createOutboundGuard(options: { allow: readonly string[]; log: (error: unknown) => void; resolve?: Resolver }) {
  const allow: AllowList = createAllowList(options.allow);
  const resolve = options.resolve ?? systemResolver;

  /** Resolves and checks a host (a name or an IP literal, brackets allowed); throws OutboundRefused. */
  async function check(rawHost: string): Promise<OutboundTarget> {
    const host = rawHost
      .trim()
      .replace(/^\[(.*)\]$/, '$1')
      .toLowerCase()
      .replace(/\.$/, '');
    if (!host) throw new OutboundRefused('no host');
    const literal = isIP(host) !== 0;
    const allowedByName = !literal && allow.allowsHost(host);
    if (!literal && METADATA_HOSTS.has(host) && !allowedByName) throw new OutboundRefused(`${host} is a cloud metadata service`);
    const found = literal
      ? [{ address: host, family: isIP(host) }]
      : await resolve(host).catch((error: unknown) => {
          throw new OutboundRefused(`${host} does not resolve: ${error instanceof Error ? error.message : String(error)}`, true);
        });
    const addresses = found.map((a) => plainAddress(a.address));
    if (addresses.length === 0) throw new OutboundRefused(`${host} has no address`, true);
    for (const address of addresses) {
      if (allowedByName || allow.allowsAddress(address)) continue;
      const reason = notPublicReason(address);
      if (reason) throw new OutboundRefused(`${host} is ${address}: ${reason}, not in OUTBOUND_ALLOW`);
    }
    const address = addresses[0]!;
    return { host, address, family: isIP(address) as 4 | 6 };
  }

  /** Opens each socket of an HTTP(S) agent only after `check`, pinned to the checked address. */
  function guarded<A extends http.Agent>(agent: A): A {
    const open = agent.createConnection.bind(agent) as (o: ConnectOptions) => Socket;
    (agent as unknown as { createConnection: (o: ConnectOptions, done: OnCreate) => undefined }).createConnection = (connect, done) => {
      check(connect.host ?? 'localhost').then(
        (target) => done(null, open({ ...connect, lookup: pinnedLookup(target) })),
        (error: Error) => done(error),
      );
      return undefined;
    };
    return agent;
  }

  const agents = { httpAgent: guarded(new http.Agent()), httpsAgent: guarded(new https.Agent()) };

  return {
    check,
    /** Whether OUTBOUND_ALLOW names the host (by name, or an address literal by its ranges). */
    allows: (rawHost: string) => {
      const host = rawHost
        .trim()
        .replace(/^\[(.*)\]$/, '$1')
        .toLowerCase()
        .replace(/\.$/, '');
      return isIP(host) !== 0 ? allow.allowsAddress(host) : allow.allowsHost(host);
    },
    /** Agents for http.request or an SDK's request handler: every connection passes `check`. */
    agents,
    /**
     * The generic answer to a failed outbound call (refused, unreachable, closed port, bad status, timeout...): the
     * reason goes to the server log only. `status`: 502 for a gateway the server calls, 400 for a user's test.
     */
    failure(what: string, error: unknown, status = 502): AppError {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      options.log(new Error(`outbound ${what} failed: ${reason}`));
      return new AppError(status, 'outboundFailed');
    },
  };
}

export type OutboundGuard = ReturnType<typeof createOutboundGuard>;
