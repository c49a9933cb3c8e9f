// The account request dialog: the spec's checks one at a time and in order, the captcha the API asks of every
// registration, then register-guest; a refusal shows the server's reason and loads a new captcha.
import { expect, test, type Locator } from './support/test.ts';
import { captchaCode } from './support/captcha.ts';
import { fillLogin } from './support/session.ts';

/** Answers the captcha the dialog shows now (a new one after `not`, the key of a spent one). */
async function answerCaptcha(dialog: Locator, not?: string): Promise<string> {
  const image = dialog.getByTestId('captcha-image');
  await expect(image).toHaveAttribute('data-key', /.+/);
  if (not) await expect(image).not.toHaveAttribute('data-key', not);
  const key = (await image.getAttribute('data-key'))!;
  await dialog.getByLabel('验证码').fill(await captchaCode(key));
  return key;
}

test('checks in order, submits, and reports success or the server reason', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '申请账号' }).click();
  const dialog = page.getByRole('dialog', { name: '账号注册' });
  const submit = dialog.getByRole('button', { name: '提交' });
  const warning = (text: string) => expect(page.getByTestId('toast').filter({ hasText: text })).toBeVisible();

  // Tenant mode is off: the tenant id is the default 000000, so the first check to fail is the account.
  await submit.click();
  await warning('请先输入账号名称');
  await dialog.getByLabel('账号名称').fill('guest-e2e');
  await submit.click();
  await warning('请先输入密码');
  // The password policy, before anything is hashed and sent: too short.
  await dialog.getByLabel('密码', { exact: true }).fill('pass-1');
  await dialog.getByLabel('确认密码').fill('pass-1');
  await submit.click();
  await warning('密码至少需要8个字符');
  await dialog.getByLabel('密码', { exact: true }).fill('pass-word-1');
  await dialog.getByLabel('确认密码').fill('pass-word-2');
  await submit.click();
  await warning('两次密码输入不一致');

  await dialog.getByLabel('确认密码').fill('pass-word-1');
  await dialog.getByLabel('用户姓名').fill('访客');
  await submit.click();
  await warning('请先输入验证码');
  // A wrong code: refused by the server, and a new captcha replaces the spent one.
  const spent = (await dialog.getByTestId('captcha-image').getAttribute('data-key'))!;
  await dialog.getByLabel('验证码').fill('zzzzz');
  await submit.click();
  await warning('验证码不正确');
  await answerCaptcha(dialog, spent);
  await submit.click();
  await warning('注册申请已提交,请耐心等待管理员通过!');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/login/);

  // The same account again: refused with the server's message.
  await page.getByRole('button', { name: '申请账号' }).click();
  await dialog.getByLabel('账号名称').fill('guest-e2e');
  await dialog.getByLabel('密码', { exact: true }).fill('pass-word-1');
  await dialog.getByLabel('确认密码').fill('pass-word-1');
  await answerCaptcha(dialog);
  await submit.click();
  await warning('当前用户 [guest-e2e] 已存在!');
  await expect(dialog).toBeVisible();
});

test('the new account cannot sign in before an administrator approves it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '申请账号' }).click();
  const dialog = page.getByRole('dialog', { name: '账号注册' });
  await dialog.getByLabel('账号名称').fill('waiting1');
  await dialog.getByLabel('密码', { exact: true }).fill('pass-word-1');
  await dialog.getByLabel('确认密码').fill('pass-word-1');
  await answerCaptcha(dialog);
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog).toHaveCount(0);

  await fillLogin(page, 'waiting1', 'pass-word-1');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('账号正在等待管理员审核');
});
