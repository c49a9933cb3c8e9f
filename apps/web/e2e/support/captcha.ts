// Reads the code of a captcha the page shows from table blade_captcha: the test signs in through the real
// captcha flow without any test-only route or switch.
import { queryTestDatabase } from './database.ts';

/** The code of captcha `key`, or undefined once it is spent (a sign-in attempt uses it up, right or wrong). */
export async function unspentCaptchaCode(key: string): Promise<string | undefined> {
  const [row] = await queryTestDatabase<{ code: string }>('SELECT code FROM blade_captcha WHERE key = $1', [key]);
  return row?.code;
}

export async function captchaCode(key: string): Promise<string> {
  const code = await unspentCaptchaCode(key);
  if (code === undefined) throw new Error(`No captcha with key ${key}`);
  return code;
}
