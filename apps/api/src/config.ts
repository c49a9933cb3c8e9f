// The one place that reads process.env. Parsed once at start-up; a bad key stops the server with every problem listed.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '@blade/contract';
import { parseOutboundAllow } from './core/outbound/allow-list.ts';

/** bcrypt's cost of password hashes when PASSWORD_HASH_COST is unset, and the least production accepts (~75 ms a hash). */
export const DEFAULT_HASH_COST = 10;

/** The secrets of .env.example: a copy of the example file must be edited before it guards real data. */
export const EXAMPLE_SECRETS = {
  JWT_SECRET: 'change-me-to-a-long-random-string-of-at-least-32-characters',
  POSTGRES_PASSWORD: 'change-me-postgres',
};

/** A rate limit written `hits/seconds`, e.g. `20/60`: at most 20 calls per client address in 60 seconds. */
const ZRate = z
  .string()
  .regex(/^\d+\/\d+$/, 'must be written hits/seconds, e.g. 20/60')
  .transform((v) => {
    const [hits, windowSeconds] = v.split('/').map(Number) as [number, number];
    return { hits, windowSeconds };
  });

/** What put-file accepts by default: images, office documents, text, archives, audio and video (no html, svg or scripts). */
const DEFAULT_UPLOAD_EXTENSIONS =
  'jpg,jpeg,png,gif,webp,bmp,ico,pdf,txt,csv,md,doc,docx,xls,xlsx,ppt,pptx,zip,rar,7z,gz,mp3,mp4,wav,json,xml';

/** Express's `trust proxy`: a hop count, true/false, or comma-joined names, addresses and CIDR ranges. */
function isTrustProxy(value: string): boolean {
  if (/^(?:\d+|true|false)$/.test(value)) return true;
  return value.split(',').every((entry) => {
    const [address = '', prefix, extra] = entry.trim().split('/');
    if (extra !== undefined) return false;
    if (prefix === undefined) return ['loopback', 'linklocal', 'uniquelocal'].includes(address) || isIP(address) !== 0;
    const version = isIP(address);
    const bits = Number(prefix);
    return version !== 0 && /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
  });
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('.data'),
    // Unset outside production: the server makes a random key on first start and keeps it in DATA_DIR/jwt-secret.
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // The key the TOTP secrets are sealed with at rest (second-factor/secret-box.ts). Unset: derived from the signing key.
    SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    // The SM2 private key (64 hex digits) open-source Blade consoles (Saber) encrypt sign-in passwords for. Unset: the
    // server makes one on first start and keeps it in DATA_DIR/sm2-private-key.
    AUTH_SM2_PRIVATE_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits')
      .optional(),
    TIME_ZONE: z.string().refine(isTimeZone, 'is not an IANA time zone').default('Asia/Shanghai'),
    // Written as Express reads it (bytes, or kb, mb, gb); checked here so a typo stops the start before anything is written.
    BODY_LIMIT: z
      .string()
      .regex(/^\d+(?:\.\d+)?\s*(?:b|kb|mb|gb)?$/i, 'must be a size such as 1mb, 512kb or 1048576')
      .default('1mb'),
    WEB_DIST: z.string().optional(),
    // Resources: the largest object put-file accepts, and the extensions it accepts (comma-joined, no dots).
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(100 * 1024 * 1024),
    // Demo mode, a throwaway trial (and the test tiers): the first start seeds the trial accounts (admin/admin,
    // hr/hr, manager/manager, boss/boss), and the secrets of .env.example are accepted. Anything else refuses both.
    DEMO: z.enum(['true', 'false']).default('false'),
    // The administrator's password of the first start (account admin, tenant 000000) outside demo mode. Unset: the
    // first start makes one, prints it once and keeps it in DATA_DIR/admin-password until it is changed.
    // (Empty counts as unset: docker compose passes an empty value for a setting .env leaves out.)
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .superRefine((password, ctx) => {
        const problem = password === undefined ? null : passwordProblem(password);
        if (problem === 'tooShort') ctx.addIssue({ code: 'custom', message: `must be at least ${MIN_PASSWORD_LENGTH} characters` });
        if (problem === 'common') ctx.addIssue({ code: 'custom', message: 'is one of the common passwords guessed first: choose another' });
      }),
    // A fresh install is seeded with reference data (every Chinese administrative division down to the townships,
    // a welcome notice) and a starter term base (CC-CEDICT); `false` leaves each out (the test tiers bring data of
    // their own).
    SEED_REFERENCE_DATA: z.enum(['true', 'false']).default('true'),
    SEED_STARTER_TERMS: z.enum(['true', 'false']).default('true'),
    // Express `trust proxy`: set it (e.g. `loopback` or `1`) when a proxy in front sets X-Forwarded-For, so rate
    // limits and logs see the real client address.
    TRUST_PROXY: z
      .string()
      .refine(isTrustProxy, 'must be a hop count, true, or comma-joined loopback / linklocal / uniquelocal / addresses / CIDR ranges')
      .optional(),
    RATE_LIMIT_SIGN_IN: ZRate.prefault('20/60'),
    RATE_LIMIT_CAPTCHA: ZRate.prefault('60/60'),
    RATE_LIMIT_PUBLIC_WRITE: ZRate.prefault('5/60'),
    // Console error-log entries one user may upload per window (counted in entries, not calls).
    RATE_LIMIT_ERROR_UPLOAD: ZRate.prefault('1000/3600'),
    // Self-registrations (register-guest) per client address: each one costs a bcrypt hash and a row.
    RATE_LIMIT_REGISTER: ZRate.prefault('5/3600'),
    // Logs: usual, api and error rows older than this many days are pruned.
    LOG_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    // Outbound calls made for users (SMS gateway, object storage, datasources) reach public addresses only, plus
    // these host names and IP addresses / CIDR ranges (comma-separated), e.g. `minio,10.0.0.0/8`.
    OUTBOUND_ALLOW: z
      .string()
      .default('')
      .superRefine((text, ctx) => {
        for (const problem of parseOutboundAllow(text).problems) ctx.addIssue({ code: 'custom', message: problem });
      }),
    // `npm run bench` only (bench/flow.mjs): SIGUSR2 forces a garbage collection (lib/bench-gc.ts). Refused in production.
    BENCH_GC: z.enum(['true', 'false']).default('false'),
    // bcrypt's cost of new password hashes (each step doubles a sign-in's CPU); a hash of a lower cost is replaced when
    // its owner signs in. Below 10 only outside production: the test tiers hash at 4.
    PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(DEFAULT_HASH_COST),
    // Passkeys (WebAuthn): the relying party's domain and the console's origin(s), comma-joined, e.g. `console.example.com`
    // and `https://console.example.com`. Unset: taken from each request's host (Express's view of it, so behind a proxy
    // with TRUST_PROXY). A passkey belongs to its domain: changing WEBAUTHN_RP_ID leaves the enrolled ones unusable.
    WEBAUTHN_RP_ID: z
      .string()
      .regex(/^[a-z0-9.-]+$/i, 'must be a domain name such as console.example.com')
      .optional()
      .transform((v) => v?.toLowerCase() || undefined),
    WEBAUTHN_ORIGIN: z
      .string()
      .optional()
      .transform(
        (v) =>
          v
            ?.split(',')
            .map((o) => o.trim())
            .filter(Boolean) ?? [],
      )
      .refine(
        (origins) => origins.every((o) => URL.canParse(o) && new URL(o).origin === o),
        'must be origins such as https://console.example.com (comma-joined)',
      ),
    UPLOAD_EXTENSIONS: z
      .string()
      .regex(/^[a-z0-9]{1,8}(,[a-z0-9]{1,8})*$/, 'must be comma-joined lower-case extensions')
      .default(DEFAULT_UPLOAD_EXTENSIONS),
  })
  .superRefine((c, ctx) => {
    // Production runs several instances or rebuilt containers: one key for all of them must be given, not made.
    if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set to a secret of your own in production' });
    }
    if (c.NODE_ENV === 'production' && c.BENCH_GC === 'true') {
      ctx.addIssue({ code: 'custom', path: ['BENCH_GC'], message: 'is for npm run bench only, never in production' });
    }
    if (c.NODE_ENV === 'production' && c.PASSWORD_HASH_COST < DEFAULT_HASH_COST) {
      ctx.addIssue({ code: 'custom', path: ['PASSWORD_HASH_COST'], message: `must be at least ${DEFAULT_HASH_COST} in production` });
    }
    if (c.DEMO === 'true') return;
    if (c.JWT_SECRET === EXAMPLE_SECRETS.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is the example value of .env.example: choose your own (or set DEMO=true for a throwaway trial)',
      });
    }
    if (
      c.DATABASE_URL &&
      URL.canParse(c.DATABASE_URL) &&
      decodeURIComponent(new URL(c.DATABASE_URL).password) === EXAMPLE_SECRETS.POSTGRES_PASSWORD
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'uses the example password of .env.example: choose your own (or set DEMO=true for a throwaway trial)',
      });
    }
  });

/** Every environment variable loadConfig reads: the README's configuration table names exactly these (and LOG_LEVEL). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ZConfig.shape);

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The token signing key: JWT_SECRET, or the key kept in DATA_DIR (modules/auth/signing-key.ts). */
  jwtSecret: string;
  /** SECRET_KEY: what the TOTP secrets are sealed under; undefined means the signing key (second-factor/secret-box.ts). */
  secretKey: string | undefined;
  /** The SM2 private key of the open-source sign-in: AUTH_SM2_PRIVATE_KEY, or the key kept in DATA_DIR (modules/auth/sm2-key.ts). */
  sm2PrivateKey: string;
  timeZone: string;
  bodyLimit: string;
  webDist: string | undefined;
  uploadMaxBytes: number;
  uploadExtensions: string[];
  logRetentionDays: number;
  trustProxy: string | undefined;
  /** Seed the reference data (regions, starter terms, welcome notice) on a fresh install. */
  seedReferenceData: boolean;
  seedStarterTerms: boolean;
  /** Compare every answer with its route's declared schema and record mismatches (core/answer-check.ts): the API tests. */
  checkAnswers: boolean;
  /** OUTBOUND_ALLOW's entries: host names and IP addresses or CIDR ranges outbound calls may reach besides public ones. */
  outboundAllow: string[];
  /** bench/flow.mjs may force a garbage collection with SIGUSR2 (lib/bench-gc.ts); never in production. */
  benchGc: boolean;
  /** bcrypt's cost of new password hashes (modules/auth/password.ts). */
  passwordHashCost: number;
  /** DEMO=true: the first start seeds the trial accounts, whose passwords are their names (seed/first-admin.ts). */
  demo: boolean;
  /** ADMIN_PASSWORD: the administrator's password of the first start outside demo mode; unset, one is generated. */
  adminPassword: string | undefined;
  /** The passkeys' relying party (WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN); unset parts come from the request (modules/auth/passkeys). */
  webauthn: { rpId: string | undefined; origins: string[] };
  rateLimits: Record<'signIn' | 'captcha' | 'publicWrite' | 'errorUpload' | 'register', RateLimit>;
};

export type RateLimit = { hits: number; windowSeconds: number };

export class ConfigError extends Error {}

/** The configuration as the environment gives it: the signing key may still have to be read from DATA_DIR. */
export type LoadedConfig = Omit<AppConfig, 'jwtSecret' | 'sm2PrivateKey'> & {
  jwtSecret: string | undefined;
  sm2PrivateKey: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: path.resolve(c.DATA_DIR),
    jwtSecret: c.JWT_SECRET,
    secretKey: c.SECRET_KEY,
    sm2PrivateKey: c.AUTH_SM2_PRIVATE_KEY?.toLowerCase(),
    timeZone: c.TIME_ZONE,
    bodyLimit: c.BODY_LIMIT,
    webDist: c.WEB_DIST,
    uploadMaxBytes: c.UPLOAD_MAX_BYTES,
    uploadExtensions: c.UPLOAD_EXTENSIONS.split(','),
    logRetentionDays: c.LOG_RETENTION_DAYS,
    trustProxy: c.TRUST_PROXY,
    seedReferenceData: c.SEED_REFERENCE_DATA === 'true',
    seedStarterTerms: c.SEED_STARTER_TERMS === 'true',
    checkAnswers: false,
    outboundAllow: parseOutboundAllow(c.OUTBOUND_ALLOW).entries,
    benchGc: c.BENCH_GC === 'true',
    passwordHashCost: c.PASSWORD_HASH_COST,
    demo: c.DEMO === 'true',
    adminPassword: c.ADMIN_PASSWORD,
    webauthn: { rpId: c.WEBAUTHN_RP_ID, origins: c.WEBAUTHN_ORIGIN },
    rateLimits: {
      signIn: c.RATE_LIMIT_SIGN_IN,
      captcha: c.RATE_LIMIT_CAPTCHA,
      publicWrite: c.RATE_LIMIT_PUBLIC_WRITE,
      errorUpload: c.RATE_LIMIT_ERROR_UPLOAD,
      register: c.RATE_LIMIT_REGISTER,
    },
  };
}

/** bcrypt's least cost: the tests' (testConfig, the test tiers' seeds and servers). */
export const TEST_HASH_COST = 4;
/** The signing key of testConfig(): random, and the same for every app of one test process (a restart keeps it). */
const TEST_JWT_SECRET = randomBytes(64).toString('hex');
/** The SM2 private key of testConfig(), likewise (tests of the open-source sign-in give a key pair of their own). */
const TEST_SM2_PRIVATE_KEY = randomBytes(32).toString('hex');

/**
 * A configuration for tests: defaults plus overrides, without reading process.env. Passwords are hashed at bcrypt's
 * least cost: a test checks what a hash accepts and refuses, and at the default cost the API tier's 550 hashes and
 * compares took a sixth of its CPU.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // DEMO: the test tiers sign in as the trial accounts.
  return {
    ...loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: String(TEST_HASH_COST), DEMO: 'true' }),
    jwtSecret: TEST_JWT_SECRET,
    sm2PrivateKey: TEST_SM2_PRIVATE_KEY,
    ...overrides,
  };
}
