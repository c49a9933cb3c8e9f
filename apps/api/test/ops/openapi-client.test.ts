// A generated client works with the published document as it is: openapi-typescript turns the live
// /api/docs/openapi.json into types, the client of test/fixtures/openapi-client (openapi-fetch, nothing added by
// hand) type-checks against them under tsc --strict, then takes a captcha, signs in with it and lists users.
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';

const clientDir = path.resolve(import.meta.dirname, '../fixtures/openapi-client');
const generated = [path.join(clientDir, 'blade-api.ts'), path.join(clientDir, 'tsconfig.json')];
/** The client's module, by a path the API's own type-check does not follow (its types exist once generated). */
type ClientModule = {
  signInAndListUsers: (
    baseUrl: string,
    who: Record<'username' | 'md5Password' | 'tenantId' | 'clientId' | 'clientSecret', string>,
    readCaptcha: (key: string) => Promise<string>,
  ) => Promise<{ token: string; accounts: string[]; total: number }>;
};
/** TypeScript 5.9 by its path, as the contract's OpenAPI tests run it. */
const TSC = path.resolve(import.meta.dirname, '../../../../node_modules/typescript/bin/tsc');

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  const document = (await (await fetch(`${baseUrl}/api/docs/openapi.json`)).json()) as OpenAPI3;
  await writeFile(generated[0]!, astToString(await openapiTS(document)));
  const compilerOptions = {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['es2022', 'dom'],
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
  };
  await writeFile(generated[1]!, JSON.stringify({ compilerOptions, files: ['client.ts'] }));
}, 60_000);
afterAll(() => Promise.all(generated.map((file) => rm(file, { force: true }))));

describe('a client generated from the OpenAPI document', () => {
  it('type-checks under tsc --strict', async () => {
    const checked = await promisify(execFile)(process.execPath, [TSC, '-p', path.join(clientDir, 'tsconfig.json')]).catch(
      (e: { stdout: string }) => e,
    );
    expect(checked.stdout.trim()).toBe('');
  }, 60_000);

  it('takes a captcha, signs in with it and lists users', async () => {
    const { signInAndListUsers } = (await import(path.join(clientDir, 'client.ts'))) as ClientModule;
    // The captcha's answer as the browser tests read it: from the database.
    const readCaptcha = async (key: string) => (await t.db.captcha.findUniqueOrThrow({ where: { key } })).code;
    const result = await signInAndListUsers(
      baseUrl,
      {
        username: 'admin',
        md5Password: md5Hex('admin'),
        tenantId: '000000',
        clientId: 'saber',
        clientSecret: 'saber_secret',
      },
      readCaptcha,
    );
    expect(result.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(result.accounts).toEqual(expect.arrayContaining(['admin', 'hr']));
    expect(result.total).toBeGreaterThanOrEqual(result.accounts.length);
  });
});
