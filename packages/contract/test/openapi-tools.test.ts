// The OpenAPI document is real: redocly lints it with no errors, and openapi-typescript turns it into types that
// compile under `tsc --strict`. Both run as the CLIs a client project would run, on the document written to disk.
// The 3.0 rendition Swagger UI reads passes redocly too, and swagger-parser's validation (a 3.0-only tool).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi, toOpenApi30 } from '../src/index.ts';

const run = promisify(execFile);
const contractDir = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.resolve(contractDir, '../../node_modules/.bin', name);
/** TypeScript 5.9 by its path: node_modules/.bin/tsc may be either of the two TypeScripts installed (see README). */
const TSC_5 = path.resolve(contractDir, '../../node_modules/typescript/bin/tsc');

let dir: string;
let documentFile: string;
let document30File: string;
const document = buildOpenApi({ version: 'test' });
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'blade-openapi-'));
  documentFile = path.join(dir, 'openapi.json');
  document30File = path.join(dir, 'openapi-3.0.json');
  await writeFile(documentFile, JSON.stringify(document, null, 2));
  await writeFile(document30File, JSON.stringify(toOpenApi30(document), null, 2));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs a CLI; a non-zero exit still answers its output (the assertions say what went wrong). */
async function cli(command: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: contractDir, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, output: `${stdout}\n${stderr}` };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, output: `${e.stdout ?? ''}\n${e.stderr ?? ''}` };
  }
}

// Each test runs command-line tools over a document of about 1 MB: seconds, not the milliseconds of a unit test.
const CLI_TIMEOUT = 60_000;

const redocly = (file: string) =>
  cli(bin('redocly'), ['lint', file, '--config', path.join(contractDir, 'redocly.yaml'), '--format', 'stylish']);

describe('the OpenAPI document', () => {
  it(
    'passes redocly lint (rules: redocly.yaml) with no errors',
    async () => {
      const { code, output } = await redocly(documentFile);
      expect(output).toContain('Your API description is valid');
      expect(code, output).toBe(0);
    },
    CLI_TIMEOUT,
  );

  it(
    'has a 3.0 rendition that passes redocly lint and swagger-parser',
    async () => {
      const { code, output } = await redocly(document30File);
      expect(output).toContain('Your API description is valid');
      expect(code, output).toBe(0);
      // validate() rejects with the first schema violation it finds (an empty `required`, a 3.1 keyword, ...).
      await expect(SwaggerParser.validate(structuredClone(toOpenApi30(document)) as never)).resolves.toMatchObject({ openapi: '3.0.3' });
    },
    CLI_TIMEOUT,
  );

  it(
    'gives openapi-typescript types that compile under tsc --strict',
    async () => {
      const typesFile = path.join(dir, 'api.d.ts');
      const generated = await cli(bin('openapi-typescript'), [documentFile, '--output', typesFile]);
      expect(generated.code, generated.output).toBe(0);
      // Only the generated file and the standard library: no @types of this repository can hide or cause an error.
      const tsconfig = {
        compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2022'], target: 'es2022', module: 'esnext' },
        files: [typesFile],
      };
      await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
      const checked = await cli(TSC_5, ['-p', path.join(dir, 'tsconfig.json')]);
      expect(checked.output.trim()).toBe('');
      expect(checked.code).toBe(0);
    },
    CLI_TIMEOUT,
  );
});
