// Access and refresh tokens with Blade's claims (blade-api §2.1), signed with the configured key.
import { textOf } from '@blade/contract';
import jwt from 'jsonwebtoken';
import type { KeyObject } from 'node:crypto';
import { createSecretKey } from 'node:crypto';
import type { TokenUser } from './current-user.ts';

const ISSUER = 'issuser';
const AUDIENCE = 'audience';
const ALGORITHM = 'HS512';

export type AccessClaims = {
  token_type: 'access_token';
  tenant_id: string;
  user_id: string;
  dept_id: string;
  post_id: string;
  role_id: string;
  role_name: string;
  account: string;
  user_name: string;
  nick_name: string;
  oauth_id: string;
  detail: Record<string, unknown>;
  client_id: string;
  /** Set when the token was narrowed to one role with the Role-Id header. */
  role_switch?: boolean;
  /** The server-side session (sessions.ts): the token is honoured only while it is open. */
  sid: string;
};

export type RefreshClaims = {
  token_type: 'refresh_token';
  user_id: string;
  tenant_id: string;
  dept_id: string;
  role_id: string;
  client_id: string;
  sid: string;
  /** This refresh token's id: the session accepts it once, then only its successor. */
  jti: string;
};

// jsonwebtoken turns a string secret into a KeyObject on every call, which dominated the cost of a request; build
// it once per secret instead.
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

export function signToken(claims: AccessClaims | RefreshClaims, secret: string, lifetimeSeconds: number): string {
  return jwt.sign(claims, keyOf(secret), {
    algorithm: ALGORITHM,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: lifetimeSeconds,
    notBefore: 0,
  });
}

function verify(token: string, secret: string): Record<string, unknown> | undefined {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
    return typeof payload === 'object' ? payload : undefined;
  } catch {
    return undefined;
  }
}

const list = (value: unknown) => (typeof value === 'string' && value ? value.split(',') : []);

/** The caller of an access token, or undefined for a forged, expired or non-access token. */
export function verifyAccessToken(token: string, secret: string): TokenUser | undefined {
  const c = verify(token, secret);
  // A token without a session (issued before sessions existed, or made by hand) can never be revoked: refused.
  if (
    !c ||
    c.token_type !== 'access_token' ||
    typeof c.user_id !== 'string' ||
    typeof c.tenant_id !== 'string' ||
    typeof c.sid !== 'string'
  ) {
    return undefined;
  }
  return {
    userId: c.user_id,
    tenantId: c.tenant_id,
    account: textOf(c.account),
    userName: textOf(c.user_name),
    nickName: textOf(c.nick_name),
    deptIds: list(c.dept_id),
    postIds: list(c.post_id),
    roleIds: list(c.role_id),
    roleAliases: list(c.role_name),
    clientId: textOf(c.client_id),
    roleSwitched: c.role_switch === true,
    sessionId: c.sid,
  };
}

export function verifyRefreshToken(token: string, secret: string): RefreshClaims | undefined {
  const c = verify(token, secret);
  if (!c || c.token_type !== 'refresh_token' || typeof c.user_id !== 'string' || typeof c.sid !== 'string' || typeof c.jti !== 'string') {
    return undefined;
  }
  return c as unknown as RefreshClaims;
}

/** Reads `Blade-Auth: bearer <jwt>`, or the `blade-auth` query parameter in any case, with or without `bearer `. */
export function extractToken(header: string | undefined, query: Record<string, unknown>): string | undefined {
  let raw = header;
  if (!raw) {
    const key = Object.keys(query).find((k) => k.toLowerCase() === 'blade-auth');
    const value = key ? query[key] : undefined;
    raw = typeof value === 'string' ? value : undefined;
  }
  if (!raw) return undefined;
  const token = raw
    .trim()
    .replace(/^bearer\s+/i, '')
    .trim();
  return token || undefined;
}
