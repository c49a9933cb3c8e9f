// The SMS screen in the browser: a configuration added and enabled, then a test send refused for a short number
// (the phone helper's message) and, for a good one, the log-only provider records it and says nothing was sent.
import { expect, test } from './support/test.ts';
import { apiGet } from './support/api.ts';
import { resumeSession } from './support/session.ts';

test.describe.configure({ timeout: 120_000 });

test('admin adds a log-only SMS configuration, enables it and sends a test message, told it was only logged', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/resource/sms');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('sms-form');
  await form.getByRole('combobox', { name: '分类' }).click();
  await page.getByRole('option', { name: '仅记录日志' }).click();
  await form.getByLabel('资源编号').fill('e2e-sms');
  await form.getByLabel('模板内容').fill('您的验证码是${code}');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();

  const row = page.getByRole('grid').getByRole('row', { name: /e2e-sms/ });
  await row.getByRole('button', { name: '启用' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '启用成功' })).toBeVisible();
  await expect(row).toContainText('是');

  await row.getByRole('button', { name: '发送测试' }).click();
  const dialog = page.getByTestId('sms-send');
  await dialog.getByLabel('手机号码').fill('1380013800');
  await dialog.getByLabel('模板参数(JSON)').fill('{"code":"2468"}');
  await dialog.getByRole('button', { name: '发送测试' }).click();
  await expect(dialog).toContainText('手机号码长度不为11位');
  await dialog.getByLabel('手机号码').fill('13800138000');
  await dialog.getByRole('button', { name: '发送测试' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '短信未发送: 当前配置只记录日志' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const list = await apiGet<{ records: Array<{ smsCode: string; status: number }> }>(page, '/api/blade-resource/sms/list?smsCode=e2e-sms');
  expect(list.records[0]!.status).toBe(2);
});
