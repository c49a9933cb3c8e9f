// Shared steps of the developer-tool tests: a datasource pointing at the test's own database, a table with
// comments in it, and a model of that table.
import request from 'supertest';
import type { TestApp } from '../test-app.ts';

export const auth = (token: string) => ({ 'Blade-Auth': `bearer ${token}` });

/** The test database as a datasource form: URL without credentials, user and password apart. */
export function datasourceForm(t: TestApp, name = '测试库') {
  const url = new URL(t.url);
  const form = {
    name,
    url: `postgresql://${url.host}${url.pathname}`,
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
  return form;
}

/**
 * demo_book: a table with every common PostgreSQL column type, with lengths, precision, nullability and defaults the
 * generator must carry (the generated module's own test writes and reads a row holding each).
 */
export async function createBookTable(t: TestApp) {
  await t.db.$executeRawUnsafe(`CREATE TABLE demo_book (
    id BIGINT PRIMARY KEY, tenant_id VARCHAR(12) NOT NULL DEFAULT '000000', title VARCHAR(100) NOT NULL, pages INTEGER, price NUMERIC(10, 2), isbn_code VARCHAR(20),
    published TIMESTAMP, create_time TIMESTAMP, is_deleted INTEGER NOT NULL DEFAULT 0,
    summary TEXT, on_sale BOOLEAN NOT NULL DEFAULT true, weight REAL, rating DOUBLE PRECISION, copies SMALLINT NOT NULL DEFAULT 1,
    stock_no BIGINT, release_date DATE, shelf_code CHAR(4), ref_uuid UUID, checked_at TIMESTAMPTZ(3), edition VARCHAR(32) NOT NULL DEFAULT 'first',
    category INTEGER)`);
  await t.db.$executeRawUnsafe(`COMMENT ON TABLE demo_book IS '图书'`);
  await t.db.$executeRawUnsafe(`COMMENT ON COLUMN demo_book.title IS '书名'`);
  await t.db.$executeRawUnsafe(`COMMENT ON COLUMN demo_book.pages IS '页数'`);
}

export async function submitDatasource(t: TestApp, token: string, form = datasourceForm(t)): Promise<string> {
  const res = await request(t.server).post('/api/blade-develop/datasource/submit').set(auth(token)).send(form);
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  const list = await request(t.server).get('/api/blade-develop/datasource/list').set(auth(token)).query({ name: form.name });
  return list.body.data.records[0].id as string;
}

export async function submitModel(
  t: TestApp,
  token: string,
  datasourceId: string,
  model: { modelClass: string; modelCode: string; modelTable: string },
) {
  const res = await request(t.server)
    .post('/api/blade-develop/model/submit')
    .set(auth(token))
    .send({ datasourceId, modelName: '图书', ...model });
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  const list = await request(t.server).get('/api/blade-develop/model/list').set(auth(token)).query({ modelCode: model.modelCode });
  return list.body.data.records[0].id as string;
}
