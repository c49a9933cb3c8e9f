// The comparison server for the user/page figure: bare Express + pg running the page query and the count that
// Blade Console's user/page runs, with no auth, no envelope and no ORM. PORT and DATABASE_URL come from the env.
import express from 'express';
import pg from 'pg';
import { USER_PAGE_SQL } from './user-page-sql.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();
app.get('/user-page', async (req, res) => {
  const params = USER_PAGE_SQL.params(req.query);
  const [page, count] = await Promise.all([pool.query(USER_PAGE_SQL.page, params.page), pool.query(USER_PAGE_SQL.count, params.count)]);
  res.json({ records: page.rows, total: Number(count.rows[0].total) });
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
