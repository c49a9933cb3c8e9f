// The console calls the API only through the typed client (client.ts) and the route table the build writes from the
// contract (src/generated/routes): no module types an API path by hand, and none but the client sends through the
// fetch wrapper itself. No exceptions: the error-log upload, too, is a declared route.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../', import.meta.url);
/** The table itself, and the client, which puts /api before the table's paths (route-href.ts: for the browser to go to). */
const EXEMPT = new Set(['api/client.ts', 'api/route-href.ts']);

function sources(dir = ''): string[] {
  return readdirSync(new URL(dir || '.', SRC), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return path === 'generated' ? [] : sources(`${path}/`);
    return /\.tsx?$/.test(entry.name) && !EXEMPT.has(path) ? [path] : [];
  });
}

/** A string literal starting with an API path: `/api...`, or a Blade service's `/blade-<name>/...`. */
const API_PATH = /['"`](\/api(?=[/'"`$])|\/blade-[\w-]+\/)/;

describe('the console calls the API through the typed client', () => {
  it('types no API path by hand', () => {
    const found = sources().flatMap((file) =>
      readFileSync(new URL(file, SRC), 'utf8')
        .split('\n')
        .flatMap((line, i) => (API_PATH.test(line) && !line.trimStart().startsWith('//') ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('sends through the fetch wrapper only from the client', () => {
    const importing = sources().filter((file) =>
      /import \{[^}]*\brequest\b[^}]*\} from '[./]*(api\/)?http\.ts'/.test(readFileSync(new URL(file, SRC), 'utf8')),
    );
    expect(importing).toEqual([]);
  });
});
