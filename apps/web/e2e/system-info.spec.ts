// The personal info page: the profile validated and saved (kept after a reload), the avatar's type and size
// checks and its upload, and a password change round trip (the new password signs in, the old one no longer does).
import { expect, test } from './support/test.ts';
import { createRole, createUser } from './support/fixtures.ts';
import { fillLogin, screenshot, signInFresh as signIn } from './support/session.ts';
import { closeOtherContexts } from './support/contexts.ts';

test.afterEach(closeOtherContexts);

test('a user updates their profile and changes their password', async ({ page, browser }) => {
  test.setTimeout(120_000); // admin and the user, three sign-ins
  await signIn(page, 'admin');
  await createUser(page, 'e2e_info', await createRole(page, 'E2E 个人信息', 'e2e_info'));

  const context = await browser.newContext();
  const me = await context.newPage();
  await signIn(me, 'e2e_info');
  await me.goto('/info/index');
  const profile = me.getByTestId('info-profile');
  await expect(profile.getByLabel('用户昵称')).toHaveValue('e2e_info');

  await profile.getByLabel('用户昵称').fill('');
  await profile.getByLabel('手机号').fill('');
  await profile.getByRole('button', { name: '提交' }).click();
  await expect(profile.getByText('请输入用户昵称')).toBeVisible();
  await expect(profile.getByText('手机号码不能为空')).toBeVisible();
  await profile.getByLabel('手机号').fill('1390000');
  await profile.getByRole('button', { name: '提交' }).click();
  await expect(profile.getByText('手机号码长度不为11位')).toBeVisible();
  await profile.getByLabel('手机号').fill('12345678901');
  await profile.getByLabel('邮箱').fill('not-an-email');
  await profile.getByRole('button', { name: '提交' }).click();
  await expect(profile.getByText('手机号码格式不正确')).toBeVisible();
  await expect(profile.getByText('邮箱格式不正确')).toBeVisible();

  // The avatar must be a JPG or PNG of at most 500 kB (checked before any upload).
  await profile.getByTestId('info-avatar-file').setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(me.getByTestId('toast').filter({ hasText: '上传头像图片只能是 JPG/PNG 格式!' })).toBeVisible();
  await profile.getByTestId('info-avatar-file').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(501 * 1024) });
  await expect(me.getByTestId('toast').filter({ hasText: '上传头像图片大小不能超过 500kb!' })).toBeVisible();

  // A small PNG is stored through put-file; its link becomes the avatar.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await profile.getByTestId('info-avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(profile.getByLabel('头像', { exact: true })).toHaveValue(/\.png$/);
  const avatar = await profile.getByLabel('头像', { exact: true }).inputValue();

  await profile.getByLabel('用户昵称').fill('E2E 新昵称');
  await profile.getByLabel('用户姓名').fill('张三');
  await profile.getByLabel('手机号').fill('13912345678');
  await profile.getByLabel('邮箱').fill('e2e@example.com');
  await profile.getByRole('button', { name: '提交' }).click();
  await expect(me.getByTestId('toast').filter({ hasText: '更新成功' })).toBeVisible();
  await screenshot(me, 'info-profile');
  await me.reload();
  await expect(me.getByTestId('info-profile').getByLabel('用户昵称')).toHaveValue('E2E 新昵称');
  await expect(me.getByTestId('info-profile').getByLabel('手机号')).toHaveValue('13912345678');
  await expect(me.getByTestId('info-profile').getByLabel('头像', { exact: true })).toHaveValue(avatar);
  expect((await me.request.get(avatar)).status()).toBe(200);

  await me.getByRole('tab', { name: '修改密码' }).click();
  const password = me.getByTestId('info-password');
  await password.getByLabel('原密码').fill('e2e_info');
  await password.getByLabel('新密码').fill('E2e-new-1');
  await password.getByLabel('确认密码').fill('E2e-new-2');
  await password.getByRole('button', { name: '提交' }).click();
  await expect(password.getByText('两次密码输入不一致')).toBeVisible();
  await password.getByLabel('原密码').fill('wrong-old');
  await password.getByLabel('确认密码').fill('E2e-new-1');
  await password.getByRole('button', { name: '提交' }).click();
  await expect(me.getByTestId('toast').filter({ hasText: '原密码不正确!' })).toBeVisible();
  await password.getByLabel('原密码').fill('e2e_info');
  await password.getByRole('button', { name: '提交' }).click();
  await expect(me.getByTestId('toast').filter({ hasText: '修改密码成功' })).toBeVisible();
  await screenshot(me, 'info-password');
  await context.close();

  // The old password is refused, the new one signs in.
  const again = await browser.newContext();
  const next = await again.newPage();
  await next.goto('/login');
  await fillLogin(next, 'e2e_info', 'e2e_info');
  await next.getByRole('button', { name: '登录' }).click();
  await expect(next.getByTestId('login-error')).toHaveText('用户名或密码不正确');
  await signIn(next, 'e2e_info', 'E2e-new-1');
  await again.close();
});
