// Reads the code of a captcha the page shows from table blade_captcha: the test signs in through the real
// captcha flow without any test-only route or switch.
import { queryTestDatabase } from './database.ts';

export async function captchaCode(key: string): Promise<string> {
  const [row] = await queryTestDatabase<{ code: string }>('SELECT code FROM blade_captcha WHERE key = $1', [key]);
  if (!row) throw new Error(`No captcha with key ${key}`);
  return row.code;
}
