// The run's own database (E2E_DATABASE_URL, made by global-setup), for what no route of ours writes or shows: the
// captcha code a person reads off the image, the report files UReport's designer saves beside Blade.
import pg from 'pg';

export async function queryTestDatabase<Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set (global setup did not run)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
