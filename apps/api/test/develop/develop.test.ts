// Developer tools: datasources (write-only password, connection test), tables and columns read from the
// datasource's information_schema, model prototypes, code configurations (copy) and the generated zip.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { auth, createBookTable, datasourceForm, submitDatasource, submitModel } from './develop-fixtures.ts';
import { readZip } from './unzip.ts';

let t: TestApp;
let admin: string;
let datasourceId: string;
beforeAll(async () => {
  // The datasource is the test's own database on 127.0.0.1: outbound calls reach loopback only when allowed.
  t = await createTestApp({ config: { outboundAllow: ['127.0.0.1'] } });
  admin = await accessToken(t, 'admin');
  await createBookTable(t);
  datasourceId = await submitDatasource(t, admin);
});

const get = (p: string, query: object = {}, token = admin) =>
  request(t.server).get(`/api/blade-develop/${p}`).set(auth(token)).query(query);
const post = (p: string, query: object = {}, token = admin) =>
  request(t.server).post(`/api/blade-develop/${p}`).set(auth(token)).query(query);

describe('datasources', () => {
  it('never answers the password, and a masked submit keeps it', async () => {
    const detail = await get('datasource/detail', { id: datasourceId });
    expect(detail.body.data.password).toBe('******');
    expect(JSON.stringify(detail.body)).not.toContain(`"password":"${datasourceForm(t).password}"`);
    const update = await post('datasource/submit').send({ ...detail.body.data, remark: '改了备注' });
    expect(update.body.success).toBe(true);
    const row = await t.db.datasource.findFirstOrThrow({ where: { id: BigInt(datasourceId) } });
    expect(row.password).toBe(datasourceForm(t).password);
    expect(row.remark).toBe('改了备注');
    const select = await get('datasource/select');
    expect(select.body.data).toContainEqual({ id: datasourceId, name: '测试库' });
  });

  it('tests a connection, with the stored password when the form sends the mask', async () => {
    const form = datasourceForm(t);
    expect((await post('datasource/test').send(form)).body).toMatchObject({ success: true, msg: '连接成功' });
    expect((await post('datasource/test').send({ ...form, id: datasourceId, password: '******' })).body.success).toBe(true);
    const wrong = await post('datasource/test').send({ ...form, password: 'wrong-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('外部服务连接失败');
    const english = await post('datasource/test')
      .set('Accept-Language', 'en')
      .send({ ...form, url: 'postgresql://127.0.0.1:1/x' });
    expect(english.status).toBe(400);
    expect(english.body.msg).toBe('Could not reach the external service');
  });

  it('refuses a non-PostgreSQL URL and other tenants', async () => {
    const bad = await post('datasource/submit').send({ ...datasourceForm(t, 'x'), url: 'jdbc:mysql://localhost/x' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('url');
    expect((await request(t.server).post('/api/blade-develop/datasource/test').send(datasourceForm(t))).status).toBe(401);
  });
});

describe('models and prototypes', () => {
  let modelId: string;
  beforeAll(async () => {
    modelId = await submitModel(t, admin, datasourceId, { modelClass: 'DemoBook', modelCode: 'demoBook', modelTable: 'demo_book' });
  });

  it('lists the tables of the datasource with their comments', async () => {
    const res = await get('model/table-list', { datasourceId });
    expect(res.body.data).toContainEqual({ name: 'demo_book', comment: 'demo_book: 图书' });
    expect(res.body.data.map((r: { name: string }) => r.name)).toContain('blade_user');
  });

  it('reads one table by model or by name, and says when it does not exist', async () => {
    const byModel = await get('model/table-info', { modelId });
    expect(byModel.body.data.name).toBe('demo_book');
    expect(byModel.body.data.fields[0]).toMatchObject({ name: 'id', type: 'int8', keyFlag: true });
    expect(byModel.body.data.fields[2]).toMatchObject({ name: 'title', type: 'varchar', comment: '书名', nullable: false, keyFlag: false });
    const byName = await get('model/table-info', { datasourceId, tableName: 'demo_book' });
    expect(byName.body.data.fields).toEqual(byModel.body.data.fields);
    // A name is a bound value: an injection attempt is just a table that does not exist (or fails validation).
    const missing = await get('model/table-info', { datasourceId, tableName: 'no_such_table' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('数据表 [no_such_table] 不存在');
    expect((await get('model/table-info', { datasourceId, tableName: "x'; drop table demo_book; --" })).status).toBe(400);
    expect((await get('model/table-info', {})).status).toBe(400);
  });

  it('derives prototypes from the columns until some are saved, then answers the saved ones', async () => {
    const derived = await get('model/model-prototype', { modelId });
    const fields = derived.body.data as Array<Record<string, unknown>>;
    expect(fields.map((f) => f.propertyName)).toEqual([
      'id',
      'tenantId',
      'title',
      'pages',
      'price',
      'isbnCode',
      'published',
      'createTime',
      'isDeleted',
      'summary',
      'onSale',
      'weight',
      'rating',
      'copies',
      'stockNo',
      'releaseDate',
      'shelfCode',
      'refUuid',
      'checkedAt',
      'edition',
      'category',
    ]);
    expect(fields[2]).toMatchObject({
      jdbcName: 'title',
      jdbcType: 'varchar(100)',
      propertyType: 'String',
      isRequired: 1,
      isList: 1,
      isForm: 1,
      componentType: 'input',
      queryType: 'like',
    });
    expect(fields[0]).toMatchObject({ jdbcName: 'id', isList: 0, isForm: 0 });
    expect(fields.find((f) => f.jdbcName === 'pages')).toMatchObject({ propertyType: 'Int', isRequired: 0 });
    // Each column's type is kept with its modifiers and default, and offered the input that suits it.
    const byColumn = Object.fromEntries(fields.map((f) => [f.jdbcName, f]));
    expect(byColumn.price).toMatchObject({ jdbcType: 'numeric(10,2)', propertyType: 'Decimal', componentType: 'number' });
    expect(byColumn.summary).toMatchObject({ jdbcType: 'text', componentType: 'textarea' });
    expect(byColumn.on_sale).toMatchObject({
      jdbcType: 'bool',
      propertyType: 'Boolean',
      componentType: 'switch',
      jdbcDefault: 'true',
      isRequired: 1,
    });
    expect(byColumn.weight).toMatchObject({ jdbcType: 'float4', propertyType: 'Float' });
    expect(byColumn.copies).toMatchObject({ jdbcType: 'int2', jdbcDefault: '1' });
    expect(byColumn.stock_no).toMatchObject({ jdbcType: 'int8', propertyType: 'BigInt' });
    expect(byColumn.release_date).toMatchObject({ jdbcType: 'date', propertyType: 'DateTime', componentType: 'date' });
    expect(byColumn.published).toMatchObject({ jdbcType: 'timestamp', componentType: 'datetime' });
    expect(byColumn.checked_at).toMatchObject({ jdbcType: 'timestamptz(3)', componentType: 'datetime' });
    expect(byColumn.shelf_code).toMatchObject({ jdbcType: 'char(4)' });
    expect(byColumn.ref_uuid).toMatchObject({ jdbcType: 'uuid' });
    expect(byColumn.edition).toMatchObject({ jdbcType: 'varchar(32)', jdbcDefault: "'first'::character varying" });

    const withQuery = fields.map((f) => (f.jdbcName === 'title' ? { ...f, isQuery: 1 } : f));
    expect((await post('model-prototype/submit-list').send(withQuery)).body.success).toBe(true);
    // Sent again without ids, the same columns are updated, not repeated.
    expect((await post('model-prototype/submit-list').send(withQuery)).body.success).toBe(true);
    const saved = await get('model/model-prototype', { modelId });
    expect(saved.body.data).toHaveLength(fields.length);
    expect(saved.body.data[2]).toMatchObject({ jdbcName: 'title', isQuery: 1 });
    const select = await get('model-prototype/select', { modelId });
    expect(select.body.data[2].jdbcComment).toBe('title: 书名');
    expect((await post('model-prototype/submit-list').send([{ ...withQuery[2], modelId: '42' }])).status).toBe(400);
    expect((await post('model-prototype/submit-list').send([])).status).toBe(400);
  });

  it('selects models as "table: name" and removes a model with its prototypes', async () => {
    const other = await submitModel(t, admin, datasourceId, { modelClass: 'Scratch', modelCode: 'scratch', modelTable: 'demo_book' });
    const select = await get('model/select');
    expect(select.body.data.map((m: { modelName: string }) => m.modelName)).toContain('demo_book: 图书');
    const derived = (await get('model/model-prototype', { modelId: other })).body.data;
    await post('model-prototype/submit-list').send(derived);
    expect(await t.db.modelPrototype.count({ where: { modelId: BigInt(other) } })).toBe(derived.length);
    expect((await post('model/remove', { ids: other })).body.success).toBe(true);
    expect(await t.db.modelPrototype.count({ where: { modelId: BigInt(other) } })).toBe(0);
    const missingSource = await post('model/submit').send({
      datasourceId: '42',
      modelName: 'x',
      modelCode: 'x',
      modelTable: 'x',
      modelClass: 'X',
    });
    expect(missingSource.status).toBe(400);
    expect(missingSource.body.msg).toBe('数据源不存在或已被删除');
  });
});

describe('code configurations', () => {
  let modelId: string;
  let codeId: string;
  beforeAll(async () => {
    modelId = await submitModel(t, admin, datasourceId, { modelClass: 'LibraryBook', modelCode: 'libraryBook', modelTable: 'demo_book' });
    await post('code/submit').send({ modelId, codeName: '图书管理', serviceName: 'blade-library' });
    codeId = (await get('code/list', { codeName: '图书管理' })).body.data.records[0].id;
  });

  it('copies a configuration as "<name>-copy"', async () => {
    expect((await post('code/copy', { id: codeId })).body.success).toBe(true);
    const copies = (await get('code/list', { codeName: '图书管理-copy' })).body.data.records;
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ modelId, serviceName: 'blade-library' });
    expect((await post('code/copy', { id: '42' })).status).toBe(400);
  });

  it('generates a zip of the module for this stack', async () => {
    const res = await post('code/gen-code', { ids: codeId, system: 'saber' })
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="blade-codegen-\d+\.zip"$/);
    const files = readZip(res.body as Buffer); // checks every entry's CRC and sizes
    const listing = [...files.keys()];
    expect(listing).toEqual(
      expect.arrayContaining([
        'packages/contract/src/entities/library-book.ts',
        'apps/api/test/generated/library-book.test.ts',
        'blade-codegen/library-book/library-book.prisma',
        'blade-codegen/library-book/install.mjs',
      ]),
    );
    // The declaration is the module: no API module, menu file or console screen beside it (the console derives the
    // screen from the declaration).
    expect(listing.filter((p) => p.startsWith('apps/api/src/') || p.startsWith('prisma/seed/') || p.startsWith('apps/web/'))).toEqual([]);
    expect(listing.some((p) => /^prisma\/migrations\/\d{14}_demo_book\/migration\.sql$/.test(p))).toBe(true);
    const entity = files.get('packages/contract/src/entities/library-book.ts')!.toString('utf8');
    expect(entity).toContain('base: "/blade-library/library-book"');
    // Each field once: its submit schema, its labels (the column's comment, the property's words) and its screen.
    expect(entity).toContain('title: field(z.string().trim().min(1).max(100), ["书名", "Title"], { list: true }),');
    expect(entity).toContain('price: field(zBlank(zDecimal(10, 2)), ["price", "Price"], { list: true }),');
    expect(entity).toContain('onSale: field(zBoolean, ["onSale", "On sale"], { list: true, initial: true }),');
    expect(entity).toContain(
      'releaseDate: field(zBlank(z.string().trim().regex(/^\\d{4}-\\d{2}-\\d{2}$/, \'v.date\')), ["releaseDate", "Release date"], { list: true, input: \'date\' }),',
    );
    expect(entity).toContain('edition: field(z.string().trim().min(1).max(32), ["edition", "Edition"], { list: true, initial: "first" }),');
    const model = files.get('blade-codegen/library-book/library-book.prisma')!.toString('utf8');
    for (const line of [
      'title String @db.VarChar(100)',
      'price Decimal? @db.Decimal(10, 2)',
      'onSale Boolean @default(true) @map("on_sale")',
      'copies Int @default(1) @db.SmallInt',
      'releaseDate DateTime? @db.Date @map("release_date")',
      'checkedAt DateTime? @db.Timestamptz(3) @map("checked_at")',
      'edition String @default("first") @db.VarChar(32)',
      'summary String? @db.Text',
      'refUuid String? @db.Uuid @map("ref_uuid")',
    ]) {
      expect(model).toContain(line);
    }
    expect(entity).toContain("scope: 'tenant',"); // the table has tenant_id
    expect(entity).toContain('model: "LibraryBook",');
    expect(entity).toContain('days: ["releaseDate"],');
    const edits = JSON.parse(files.get('blade-codegen/library-book/install.json')!.toString('utf8')) as { file: string }[];
    expect(edits.map((e) => e.file)).toEqual(['prisma/schema.prisma', 'packages/contract/src/entities/index.ts']);
  });

  it('refuses a class name the project already uses, and unknown ids', async () => {
    const taken = await submitModel(t, admin, datasourceId, { modelClass: 'User', modelCode: 'userCopy', modelTable: 'demo_book' });
    await post('code/submit').send({ modelId: taken, codeName: '用户重复' });
    const id = (await get('code/list', { codeName: '用户重复' })).body.data.records[0].id;
    const res = await post('code/gen-code', { ids: id });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('类名 [User] 已被本项目使用,请修改模型类名');
    expect((await post('code/gen-code', { ids: '42' })).status).toBe(400);
    expect((await post('code/gen-code', { ids: 'x' })).status).toBe(400);
  });
});
