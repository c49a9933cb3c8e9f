// Single sign-on through a real OpenID Connect provider on loopback: the administrator adds it on 登录方式 (the
// issuer is discovered, the secret shown only as set), a visitor signs in with its button, meets the provider's own
// login and consent pages, registers an account the first time (the dialog, no captcha), is turned away until an
// administrator gives the account a role, then signs in again and lands in the console.
import { apiGet, apiPost } from './support/api.ts';
import { queryTestDatabase } from './support/database.ts';
import { startTestProvider, type TestProvider } from '../../api/test/support/oidc-test-provider.ts';
import { consoleShown, signIn } from './support/session.ts';
import { expect, test, type Page } from './support/test.ts';

const SOURCE = 'corp-e2e';
const USER_ROLE = '1123598816738675202';
// The seeded root department (刀锋科技), where an approved applicant starts.
const ROOT_DEPT = '1123598813738675201';

let idp: TestProvider;
test.beforeAll(async ({ baseURL }) => {
  idp = await startTestProvider([`${baseURL}/api/blade-auth/oauth/callback/${SOURCE}`]);
});
test.afterAll(() => idp.close());

/** The sign-in page's provider button; the first time, the provider's login and consent pages too. */
async function throughProvider(visitor: Page, firstTime: { login: string } | undefined) {
  await visitor.goto('/login');
  await visitor.getByRole('link', { name: '使用 企业账号 登录' }).click();
  if (!firstTime) return;
  await visitor.getByPlaceholder('Enter any login').fill(firstTime.login);
  await visitor.getByPlaceholder('and password').fill('any password');
  await visitor.getByRole('button', { name: 'Sign-in' }).click();
  await visitor.getByRole('button', { name: 'Continue' }).click();
}

test('a visitor signs in with the provider: registers, waits for approval in 待审核, then lands in the console', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  await page.goto('/system/oidc-provider');
  await page.getByRole('button', { name: '新增' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('名称').fill('企业账号');
  await form.getByLabel('标识').fill(SOURCE);
  await form.getByLabel('签发者地址(Issuer)').fill(idp.issuer);
  await form.getByLabel('客户端ID').fill(idp.clientId);
  await form.getByLabel('客户端密钥').fill(idp.clientSecret);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: SOURCE });
  await expect(row).toContainText('已设置');
  await expect(row).not.toContainText(idp.clientSecret);

  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const visitor = await context.newPage();
  try {
    await throughProvider(visitor, { login: 'erin' });
    const dialog = visitor.getByRole('dialog', { name: '账号注册' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('验证码')).toHaveCount(0);
    await dialog.getByLabel('用户姓名').fill('艾琳');
    await dialog.getByLabel('账号名称').fill('erin-sso');
    await dialog.getByLabel('密码', { exact: true }).fill('erin-pass-word-1');
    await dialog.getByLabel('确认密码').fill('erin-pass-word-1');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(visitor.getByTestId('toast').filter({ hasText: '注册申请已提交,请耐心等待管理员通过!' })).toBeVisible();
    await expect(visitor).toHaveURL(/\/login$/);

    // Awaiting approval: the provider knows the browser and its consent now, the console still turns the account away.
    await throughProvider(visitor, undefined);
    await expect(visitor.getByTestId('oidc-landing')).toContainText('账号正在等待管理员审核');

    // The administrator approves the application in 待审核 (its own spec drives that screen).
    const [user] = await queryTestDatabase<{ id: string }>('SELECT id::text AS id FROM blade_user WHERE account = $1', ['erin-sso']);
    await apiPost(page, '/api/blade-system/user-approval/approve', { id: user!.id, roleId: USER_ROLE, deptId: ROOT_DEPT });

    await throughProvider(visitor, undefined);
    await consoleShown(visitor);
    await expect(visitor.getByTestId('layout')).toContainText('艾琳');
  } finally {
    await context.close();
    const [provider] = await queryTestDatabase<{ id: string }>('SELECT id::text AS id FROM blade_oidc_provider WHERE source = $1', [
      SOURCE,
    ]);
    if (provider) await apiPost(page, `/api/blade-system/oidc-provider/remove?id=${provider.id}`);
  }
});

test('with a second tenant, the provider buttons are those of the tenant id typed in the form', async ({ page, browser, baseURL }) => {
  const source = 'corp-e2e-typed';
  await signIn(page);
  await apiPost(page, '/api/blade-system/oidc-provider/submit', {
    name: '集团账号',
    source,
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
  });
  // A second tenant, without a provider of its own: the sign-in form asks for a tenant id.
  const tenantName = `e2e登录方式${Date.now().toString(36)}`;
  await apiPost(page, '/api/blade-system/tenant/submit', { tenantName, linkman: '联系人' });
  const tenants = await apiGet<{ tenantId: string; tenantName: string }[]>(page, '/api/blade-system/tenant/select');
  const otherTenant = tenants.find((t) => t.tenantName === tenantName)!.tenantId;

  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const visitor = await context.newPage();
  try {
    await visitor.goto('/login');
    const button = visitor.getByRole('link', { name: '使用 集团账号 登录' });
    await expect(button).toBeVisible();
    await visitor.getByLabel('租户ID').fill(otherTenant);
    await expect(button).toHaveCount(0);
    await visitor.getByLabel('租户ID').fill('000000');
    await expect(button).toBeVisible();
  } finally {
    await context.close();
    const [provider] = await queryTestDatabase<{ id: string }>('SELECT id::text AS id FROM blade_oidc_provider WHERE source = $1', [
      source,
    ]);
    if (provider) await apiPost(page, `/api/blade-system/oidc-provider/remove?id=${provider.id}`);
  }
});
