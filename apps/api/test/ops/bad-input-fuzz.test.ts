// Bad input, every route: payloads derived from each route's own zod schemas (wrong types, huge strings, deep
// objects, arrays where one value belongs, SQL and HTML fragments, control characters and unpaired surrogates)
// and kept only when that schema rejects them. Every answer must be a 4xx in the route's error shape, never a 500,
// and the data must be exactly what it was before. Then every route again with ids a bigint column cannot hold
// and NUL bytes in every parameter, whether its schema would take the value or not: never a 500, never an error-log row.
import { textOf } from '@blade/contract';
import type { RouteSpec } from '@blade/contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { inner: deep(levels - 1) });
const NASTY_STRINGS = [
  "' OR 1=1; DROP TABLE blade_user; --",
  '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>',
  'ṩ̷̛ȗ̴ℵ𝕚ĉ𝗼𝕕𝖊 😀 \u202E\uFEFF 中文',
  'nul\u0000byte',
  'lone \uD800 surrogate',
];
/** Huge strings go in bodies; a URL that long is refused by Node's HTTP parser (431) before any route sees it. */
const HUGE_STRING = 'x'.repeat(100_000);
const LONG_QUERY_STRING = 'y'.repeat(2_000);
const WRONG_VALUES: unknown[] = [123456789012345, -1.5, true, { $gt: '' }, deep(60), ['a', 'b'], 'not-a-number', ...NASTY_STRINGS];
const WHOLE_BODIES: unknown[] = [deep(500), ['not', 'an', 'object'], 'just a string', 42];

/** Tables whose content any call may change on purpose (request logs, rate-limit counters). */
const CHANGING_TABLES = new Set(['blade_log_api', 'blade_log_usual', 'blade_log_error', 'blade_log_sign_in', 'rate_limit']);
/** Columns any call may move on purpose: a session's last-seen time (once a minute at most, on a request). */
const CHANGING_COLUMNS: Record<string, string> = { blade_auth_session: 'last_seen_at' };

let t: TestApp;
let admin: string;

function propertiesOf(schema: z.ZodType): Record<string, { type?: unknown }> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, { type?: unknown }> };
  return json.properties ?? {};
}

/** Candidate inputs for one schema: each property in turn given a wrong value, every other string a nasty one. */
function invalidInputs(schema: z.ZodType, asQuery: boolean): Array<Record<string, unknown>> {
  const props = propertiesOf(schema);
  const keys = Object.keys(props);
  const nastyFill = Object.fromEntries(
    keys.filter((k) => props[k]!.type === 'string').map((k, i) => [k, NASTY_STRINGS[i % NASTY_STRINGS.length]]),
  );
  const candidates: Array<Record<string, unknown>> = [];
  for (const key of keys) {
    for (const value of [...WRONG_VALUES, asQuery ? LONG_QUERY_STRING : HUGE_STRING]) {
      // A query string carries text only (and repeated keys as arrays): objects cannot be sent there.
      if (asQuery && typeof value === 'object' && !Array.isArray(value)) continue;
      const input = { ...nastyFill, [key]: asQuery && typeof value !== 'object' ? textOf(value) : value };
      if (!schema.safeParse(input).success) candidates.push(input);
    }
  }
  return candidates;
}

type Attempt = { query?: Record<string, unknown>; body?: unknown; raw?: string };

function attemptsFor(spec: RouteSpec): Attempt[] {
  const attempts: Attempt[] = [];
  if (spec.query) for (const query of invalidInputs(spec.query, true)) attempts.push({ query });
  const bodySchema = spec.body ?? spec.params;
  if (bodySchema && spec.method === 'POST') for (const body of invalidInputs(bodySchema, false)) attempts.push({ body });
  if (spec.params) for (const query of invalidInputs(spec.params, true)) attempts.push({ query });
  if (bodySchema && spec.method === 'POST')
    for (const body of WHOLE_BODIES) if (!bodySchema.safeParse(body).success) attempts.push({ body });
  if (spec.method === 'POST') attempts.push({ raw: '{"broken": ' });
  return attempts;
}

async function send(spec: RouteSpec, attempt: Attempt) {
  const url = `/api${spec.path}`;
  let req = spec.method === 'GET' ? request(t.server).get(url) : request(t.server).post(url);
  req = req.set('Blade-Auth', `bearer ${admin}`);
  if (attempt.query) req = req.query(attempt.query as Record<string, string>);
  const raw = attempt.raw ?? (attempt.body === undefined ? undefined : JSON.stringify(attempt.body));
  return raw === undefined ? req : req.set('Content-Type', 'application/json').send(raw);
}

/** A fingerprint of every table's content, to prove that nothing was written. */
async function dataFingerprint(): Promise<Record<string, string>> {
  const tables = await t.db.$queryRaw<Array<{ name: string }>>`
    SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`;
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    if (CHANGING_TABLES.has(name) || name.startsWith('_')) continue;
    // Table names come from the catalog above, never from input; quote_ident guards the identifier anyway.
    const column = CHANGING_COLUMNS[name];
    const row = column ? `(to_jsonb(x) - '${column}')::text` : 'x::text';
    const rows = await t.db.$queryRawUnsafe<Array<{ print: string | null }>>(
      `SELECT md5(string_agg(${row}, '|' ORDER BY ${row})) AS print FROM ${await quoteIdent(name)} x`,
    );
    prints[name] = rows[0]?.print ?? 'empty';
  }
  return prints;
}

async function quoteIdent(name: string): Promise<string> {
  const rows = await t.db.$queryRaw<Array<{ q: string }>>`SELECT quote_ident(${name}) AS q`;
  return rows[0]!.q;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t);
});

describe('bad input on every route', () => {
  it('answers 4xx in the error shape, never 500, and writes nothing', { timeout: 300_000 }, async () => {
    const before = await dataFingerprint();
    const wrong: string[] = [];
    let sent = 0;
    for (const spec of t.app.mountedRoutes) {
      for (const attempt of attemptsFor(spec)) {
        const res = await send(spec, attempt);
        sent++;
        const described = `${spec.method} ${spec.path} ${JSON.stringify(attempt).slice(0, 160)}`;
        if (res.status < 400 || res.status >= 500) {
          wrong.push(`${described} -> ${res.status}`);
          continue;
        }
        const message = spec.response === 'envelope' ? res.body.msg : res.body.error_description;
        if (
          typeof message !== 'string' ||
          !message ||
          (spec.response === 'envelope' && (res.body.success !== false || res.body.code !== res.status))
        ) {
          wrong.push(`${described} -> ${res.status} without the error shape: ${JSON.stringify(res.body).slice(0, 200)}`);
        }
        if (JSON.stringify(res.body).includes('    at ')) wrong.push(`${described} -> leaks a stack trace`);
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
    expect(await dataFingerprint()).toEqual(before);
  });
});

/** An id no bigint column holds, and the largest one that fits (it reaches the database and must find nothing). */
const EDGE_IDS = ['9223372036854775808', '9223372036854775807'];
/** Filter names list routes read as ids without declaring them (Blade's map filters). */
const FILTER_IDS = ['id', 'ids', 'parentId'];
const NUL_TEXT = 'nul\u0000byte';

/** Every id-like parameter given each edge id; one NUL byte in the query and one in the body (refused before any route). */
function idAndNulAttempts(spec: RouteSpec): Attempt[] {
  const inQuery = [spec.query, spec.params]
    .filter((x): x is z.ZodType => Boolean(x))
    .flatMap((schema) => Object.keys(propertiesOf(schema)));
  const inBody = [spec.body, spec.params].filter((x): x is z.ZodType => Boolean(x)).flatMap((schema) => Object.keys(propertiesOf(schema)));
  const idLike = (keys: string[]) => [...new Set(keys.filter((k) => /ids?$/i.test(k)))];
  const attempts: Attempt[] = [{ query: { [inQuery[0] ?? 'name']: NUL_TEXT } }];
  if (spec.method === 'POST') attempts.push({ body: { [inBody[0] ?? 'name']: NUL_TEXT, nested: ['ok', NUL_TEXT] } });
  for (const key of idLike(spec.method === 'GET' ? [...inQuery, ...FILTER_IDS] : inQuery))
    for (const id of EDGE_IDS) attempts.push({ query: { [key]: id } });
  if (spec.method === 'POST') for (const key of idLike(inBody)) for (const id of EDGE_IDS) attempts.push({ body: { [key]: id } });
  return attempts;
}

describe('out-of-range ids and NUL bytes on every route', () => {
  it('answers 4xx or success, never 500, and logs no error', { timeout: 300_000 }, async () => {
    await t.app.services.logs.flush();
    const errorsBefore = await t.db.logError.count();
    const wrong: string[] = [];
    let sent = 0;
    for (const spec of t.app.mountedRoutes) {
      for (const attempt of idAndNulAttempts(spec)) {
        const res = await send(spec, attempt);
        sent++;
        if (res.status >= 500) wrong.push(`${spec.method} ${spec.path} ${JSON.stringify(attempt).slice(0, 160)} -> ${res.status}`);
        const nul = JSON.stringify(attempt).includes('\\u0000');
        if (nul && res.status !== 400)
          wrong.push(`${spec.method} ${spec.path} ${JSON.stringify(attempt).slice(0, 160)} -> ${res.status}, not 400`);
      }
    }
    expect(sent).toBeGreaterThan(800);
    expect(wrong).toEqual([]);
    await t.app.services.logs.flush();
    expect(await t.db.logError.count()).toBe(errorsBefore);
  });
});

describe('the export of every entity', () => {
  it(
    "answers an .xlsx for each exportable entity, and a 4xx envelope, never a 500, for its list's bad filters",
    { timeout: 300_000 },
    async () => {
      // A session of its own: the routes above include sign-out, which may have ended the shared one.
      const admin = await accessToken(t);
      const listed = await request(t.server).get('/api/blade-export/entities').set('Blade-Auth', `bearer ${admin}`);
      const entities = new Map((listed.body.data as Array<{ entity: string; base: string }>).map((e) => [e.entity, e.base]));
      expect(entities.size).toBe(t.app.services.crudDeps.exportable.size);
      const wrong: string[] = [];
      for (const [entity, base] of entities) {
        // Without filters the export answers what its list does: the rows (as a file), or the list's refusal.
        const list = t.app.mountedRoutes.find((r) => r.method === 'GET' && (r.path === `${base}/list` || r.path === `${base}/page`));
        const listed = await request(t.server).get(`/api${list?.path}`).set('Blade-Auth', `bearer ${admin}`);
        const plain = await request(t.server)
          .get('/api/blade-export/xlsx')
          .query({ entity })
          .set('Blade-Auth', `bearer ${admin}`)
          .buffer(true);
        const file = plain.status === 200 && String(plain.headers['content-type']).includes('spreadsheetml');
        if (listed.status === 200 ? !file : plain.status !== listed.status || plain.body.msg !== listed.body.msg)
          wrong.push(`${entity} -> ${plain.status} (its list: ${listed.status})`);
        // The export takes its list's filters: every bad value the list refuses, the export refuses as well.
        for (const filters of list?.query ? invalidInputs(list.query, true) : []) {
          const res = await request(t.server)
            .get('/api/blade-export/xlsx')
            .query({ ...filters, entity })
            .set('Blade-Auth', `bearer ${admin}`)
            .buffer(true);
          const described = `${entity} ${JSON.stringify(filters).slice(0, 160)}`;
          if (res.status >= 500) wrong.push(`${described} -> ${res.status}`);
          else if (res.status >= 400 && (res.body.success !== false || res.body.code !== res.status || !res.body.msg))
            wrong.push(`${described} -> ${res.status} without the error shape`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
