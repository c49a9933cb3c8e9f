// The code generator's proof: a module generated from a real table, dropped into a copy of this repository with
// its install script (two edits: the schema and the entity index), has a default console screen calling its routes
// from the console's route table, builds (Prisma client, the route table, API and console type checks) and passes its
// own generated test.
import { stripVTControlCharacters } from 'node:util';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { auth, createBookTable, submitDatasource, submitModel } from './develop-fixtures.ts';
import { createTempProject, REPO, run } from './temp-project.ts';
import { extractZip } from './unzip.ts';

let t: TestApp;
let admin: string;
let project: string;
beforeAll(async () => {
  // The datasource is the test's own database on 127.0.0.1: outbound calls reach loopback only when allowed.
  t = await createTestApp({ config: { outboundAllow: ['127.0.0.1'] } });
  admin = await accessToken(t, 'admin');
  await createBookTable(t);
  project = createTempProject();
});
afterAll(() => {
  // BLADE_KEEP_GEN_PROJECT=1 keeps the copy for a look at what failed.
  if (project && !process.env.BLADE_KEEP_GEN_PROJECT) rmSync(project, { recursive: true, force: true });
});

async function generatedZip(): Promise<Buffer> {
  const datasourceId = await submitDatasource(t, admin);
  const modelId = await submitModel(t, admin, datasourceId, { modelClass: 'ShelfBook', modelCode: 'shelfBook', modelTable: 'demo_book' });
  const derived = (await request(t.server).get('/api/blade-develop/model/model-prototype').set(auth(admin)).query({ modelId })).body.data;
  // The developer's edits: search by title; the category picked from the notice dictionary.
  const prototypes = derived.map((p: Record<string, unknown>) =>
    p.jdbcName === 'title' ? { ...p, isQuery: 1 } : p.jdbcName === 'category' ? { ...p, componentType: 'select', dictCode: 'notice' } : p,
  );
  expect(
    (await request(t.server).post('/api/blade-develop/model-prototype/submit-list').set(auth(admin)).send(prototypes)).body.success,
  ).toBe(true);
  await request(t.server)
    .post('/api/blade-develop/code/submit')
    .set(auth(admin))
    .send({ modelId, codeName: '书架', serviceName: 'blade-shelf' });
  const codeId = (await request(t.server).get('/api/blade-develop/code/list').set(auth(admin)).query({ codeName: '书架' })).body.data
    .records[0].id;
  const res = await request(t.server)
    .post('/api/blade-develop/code/gen-code')
    .set(auth(admin))
    .query({ ids: codeId, system: 'saber' })
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.headers['content-type']).toBe('application/zip');
  return res.body as Buffer;
}

const node = process.execPath;
const bin = (p: string) => path.join(REPO, 'node_modules', p);
/** The workspaces' own type-check (`npm run typecheck`), run in the copy. */
const typecheck = path.join(REPO, 'scripts/typecheck.mjs');

/**
 * The generated test in the copy, run by a config of its own whose file scan covers only test/generated: the
 * copy's whole apps/api (its node_modules a link into this repository's) is not walked for one known file.
 */
function runGeneratedTest(): Promise<string> {
  const config =
    "import { defineConfig } from 'vitest/config';\nimport { apiTestOptions } from './vitest.config.ts';\n" +
    "export default defineConfig({ test: { ...apiTestOptions, include: ['test/generated/*.test.ts'] } });\n";
  writeFileSync(path.join(project, 'apps/api/vitest.generated.config.ts'), config);
  return run(node, [bin('vitest/vitest.mjs'), 'run', '--config', 'vitest.generated.config.ts'], path.join(project, 'apps/api'));
}

describe('generated module in a copy of the repository', () => {
  it('installs, builds and passes its generated test', async () => {
    extractZip(await generatedZip(), project);
    await run(node, ['blade-codegen/shelf-book/install.mjs'], project);
    expect(readFileSync(path.join(project, 'prisma/schema.prisma'), 'utf8')).toContain('model ShelfBook {');
    expect(readFileSync(path.join(project, 'packages/contract/src/entities/index.ts'), 'utf8')).toContain(
      "export * from './shelf-book.ts';",
    );
    // Installing twice changes nothing.
    expect(await run(node, ['blade-codegen/shelf-book/install.mjs'], project)).toBe('');

    // The console's screen of the module is its declaration's default screen: the search and the dictionary
    // select the developer asked for, labelled by the columns' comments and the properties' words.
    const copy = (await import(path.join(project, 'packages/contract/src/index.ts'))) as typeof import('@blade/contract');
    const screen = copy.defaultScreen(copy.entityNamed('shelf-book')!)!;
    expect(screen.search).toEqual([{ name: 'title', label: ['书名', 'Title'], type: 'text' }]);
    expect(screen.fields.find((f) => f.name === 'category')).toMatchObject({
      type: 'select',
      dict: 'notice',
      label: ['category', 'Category'],
    });

    await run(node, ['scripts/prisma.mjs', 'generate'], project);
    await run(node, ['apps/web/scripts/route-table.mjs'], project);
    expect(readFileSync(path.join(project, 'apps/web/src/generated/routes/shelf-book.ts'), 'utf8')).toContain("entity: 'shelf-book'");
    // Its default screen calls those routes, found by the entity's name.
    expect(readFileSync(path.join(project, 'apps/web/src/generated/routes/default-screens.ts'), 'utf8')).toContain(
      '"shelf-book": shelfBook,',
    );
    await Promise.all([
      run(node, [typecheck, 'apps/api/tsconfig.json'], project),
      run(node, [typecheck, 'apps/web/tsconfig.json'], project),
      runGeneratedTest().then((out) => {
        expect(stripVTControlCharacters(out)).toMatch(/Tests\s+6 passed \(6\)/);
      }),
    ]);
  }, 600_000);
});
