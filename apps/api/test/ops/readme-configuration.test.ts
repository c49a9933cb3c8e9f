// The README's configuration table is the operator's reference: it names exactly the environment variables the
// server reads, no more (a row for a setting that no longer exists) and no fewer (a setting nobody can find).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../src/config.ts';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const README = path.resolve(API, '../../README.md');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

/** Variables read outside config.ts (`process.env.NAME`): the logger's level, the bench's heap snapshots. */
function readElsewhere(): string[] {
  return sourceFiles(path.join(API, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!),
  );
}

/** The first column of the table under `## Configuration`. */
function documented(): string[] {
  const readme = readFileSync(README, 'utf8');
  const section = readme.slice(readme.indexOf('\n## Configuration'), readme.indexOf('\n## ', readme.indexOf('\n## Configuration') + 1));
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]!);
}

describe('README configuration table', () => {
  it('names every variable the server reads, and nothing else', () => {
    const read = [...new Set([...CONFIG_VARIABLES, ...readElsewhere()])].sort();
    expect(documented().sort()).toEqual(read);
  });
});
