// Reads the code of a captcha the page shows from table blade_captcha: the test signs in through the real
// captcha flow without any test-only route or switch.
import pg from 'pg';

export async function captchaCode(key: string): Promise<string> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set (global setup did not run)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string }>('SELECT code FROM blade_captcha WHERE key = $1', [key]);
    if (!rows[0]) throw new Error(`No captcha with key ${key}`);
    return rows[0].code;
  } finally {
    await client.end();
  }
}
