// The console's route table (written by the build from the contract, src/api/route-table-source.ts) holds every
// declared route once, with the declaration's method, path and way of answering, and nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeCatalog } from '@blade/contract';
import { refText, routeTableFiles } from './route-table-source.ts';

const DIR = new URL('../generated/routes/', import.meta.url);
const isRef = (value: unknown): value is string => typeof value === 'string' && /^(GET|POST) \//.test(value);

/** Every route the written table names, plain or as an entity's action. */
async function tableRefs(): Promise<string[]> {
  const modules = await Promise.all(
    readdirSync(DIR).map((name) => import(/* @vite-ignore */ new URL(name, DIR).href) as Promise<Record<string, unknown>>),
  );
  return modules.flatMap((module) =>
    Object.values(module).flatMap((value) => (isRef(value) ? [value] : Object.values(value as object).filter(isRef))),
  );
}

describe('the route table', () => {
  it('is the one the current declarations give (run `npm run generate` in apps/web after changing a route)', () => {
    const files = routeTableFiles();
    expect(readdirSync(DIR).sort()).toEqual([...files.keys()].sort());
    for (const [name, text] of files) expect(readFileSync(new URL(name, DIR), 'utf8'), name).toBe(text);
  });

  it('holds each declared route with its method, path and answer kind, and no other', async () => {
    const declared = routeCatalog()
      .map(({ spec }) => refText(spec))
      .sort();
    expect([...new Set(await tableRefs())].sort()).toEqual(declared);
    expect(declared).toContain('POST /blade-auth/oauth/token bare');
    expect(declared).toContain('GET /blade-export/xlsx binary');
  });
});
