// What every log row says about the request and the server that handled it (Blade's LogAbstract columns).
import type { Request } from 'express';
import { hostname, networkInterfaces } from 'node:os';
import type { AuthUser } from '../../lib/request-context.ts';

/** Query keys whose values never reach a log: the token endpoint takes passwords and tokens in the query string. */
const SECRET_KEY = /pass|secret|token|auth|captcha|code_verifier/i;
const cut = (text: string | undefined, max: number) => (text === undefined ? null : text.slice(0, max));

function firstIpv4(): string | null {
  for (const list of Object.values(networkInterfaces())) {
    for (const address of list ?? []) if (address.family === 'IPv4' && !address.internal) return address.address;
  }
  return null;
}

export type ServerFacts = { serviceId: string; serverHost: string; serverIp: string | null; env: string };

export function serverFacts(env: string): ServerFacts {
  return { serviceId: 'blade-api', serverHost: hostname().slice(0, 255), serverIp: firstIpv4(), env };
}

/** The query string as JSON, with secrets masked; null when empty. */
export function safeParams(query: Record<string, unknown>): string | null {
  const entries = Object.entries(query ?? {}).map(([k, v]) => [k, SECRET_KEY.test(k) ? '******' : v] as const);
  return entries.length ? JSON.stringify(Object.fromEntries(entries)).slice(0, 20_000) : null;
}

export function requestFacts(req: Request, user: AuthUser | undefined) {
  return {
    tenantId: user?.tenantId ?? '000000',
    method: req.method.slice(0, 10),
    requestUri: cut(req.path, 255),
    userAgent: cut(req.get('user-agent'), 1000),
    remoteIp: cut(req.ip ?? req.socket.remoteAddress, 255),
    params: safeParams(req.query),
    createBy: cut(user?.account, 64),
  };
}
