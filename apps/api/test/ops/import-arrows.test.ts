// The arrows inside the API point down: lib (context, files, secrets) <- db <- core <- modules <- app. A file that
// imports upwards fails here, named with what it imports. Inside modules the domains point down too: log <- auth
// (who may sign in, sessions, passwords) <- system (tenants, users, roles, ...) <- the feature domains (flow,
// translate, resource, develop, report, ops), which never import each other; what two of them share lives below. And no source file reaches out of the package by a
// relative path: what the API needs of the repository (the seed data, the migrations) comes through a workspace
// package it depends on (`@blade/prisma`), so the bundle and the image carry it the same way. Multipart bodies are
// read in one place.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const LAYERS = ['lib', 'db', 'core', 'modules'] as const;
type Layer = (typeof LAYERS)[number];
/** What each layer may not import. */
const FORBIDDEN: Record<Layer, Layer[]> = { lib: ['db', 'core', 'modules'], db: ['core', 'modules'], core: ['modules'], modules: [] };

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith('.ts') ? [full] : [];
  });

/** The src layers a file imports, by relative import specifiers. */
function importedLayers(file: string): { spec: string; layer: string }[] {
  const specs = [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((spec) => ({ spec, layer: path.relative(SRC, path.resolve(path.dirname(file), spec)).split(path.sep)[0]! }));
}

/** The domains of modules/ from the bottom up; a domain imports only domains of a lower rank. */
const DOMAIN_RANK: Record<string, number> = {
  log: 0,
  auth: 1,
  system: 2,
  flow: 3,
  translate: 3,
  resource: 3,
  develop: 3,
  report: 3,
  ops: 3,
};
const MODULES = path.join(SRC, 'modules');

describe('import arrows', () => {
  it.each(LAYERS)('%s imports no layer above it', (layer) => {
    const upward = filesUnder(path.join(SRC, layer)).flatMap((file) =>
      importedLayers(file)
        .filter((i) => (FORBIDDEN[layer] as string[]).includes(i.layer))
        .map((i) => `${path.relative(SRC, file)} -> ${i.spec}`),
    );
    expect(upward).toEqual([]);
  });

  it('every domain of modules has a rank', () => {
    const domains = readdirSync(MODULES, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(domains.filter((d) => !(d in DOMAIN_RANK))).toEqual([]);
  });

  it('a domain imports only the domains below it', () => {
    const crossing = filesUnder(MODULES).flatMap((file) => {
      const from = path.relative(MODULES, file).split(path.sep)[0]!;
      return importedLayers(file).flatMap((i) => {
        const target = path.relative(MODULES, path.resolve(path.dirname(file), i.spec));
        const to = target.split(path.sep)[0]!;
        if (target.startsWith('..') || to === from || !(to in DOMAIN_RANK)) return [];
        return DOMAIN_RANK[to]! < DOMAIN_RANK[from]! ? [] : [`${path.relative(SRC, file)} -> ${i.spec}`];
      });
    });
    expect(crossing).toEqual([]);
  });

  it('src imports nothing outside apps/api by a relative path', () => {
    const PACKAGE = path.resolve(SRC, '..');
    const outside = filesUnder(SRC)
      .filter((file) => !file.includes(`${path.sep}generated${path.sep}`))
      .flatMap((file) =>
        importedLayers(file)
          .filter((i) => path.relative(PACKAGE, path.resolve(path.dirname(file), i.spec)).startsWith('..'))
          .map((i) => `${path.relative(SRC, file)} -> ${i.spec}`),
      );
    expect(outside).toEqual([]);
  });

  it('multipart bodies are read by the one upload module only', () => {
    // Every upload route's limits, name checks and refusal messages go through core/upload/receive-upload.ts.
    const readers = filesUnder(SRC)
      .filter((file) => /from\s+['"]multer['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'));
    expect(readers).toEqual(['core/upload/receive-upload.ts']);
  });
});
