// The workflow administration screens as admin: a model drawn in the bpmn-js modeler, saved and deployed; the
// deployed definition suspended and activated; a BPMN file uploaded (a wrong file type refused in the page); a
// deployment deleted; a running instance deleted with a reason. Deployments use the 报销流程 category (flow_2),
// so the leave stories running alongside keep their lists to themselves.
import { expect as baseExpect, test, type Browser, type Page } from './support/test.ts';
import { gridRows } from './support/grid.ts';
import { apiGet, apiPost } from './support/api.ts';
import { resumeSession, screenshot, signIn } from './support/session.ts';

// The modeler and viewer chunks load on this slow shared machine: longer than the default test time.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

async function chooseCategory(page: Page, scope: ReturnType<Page['getByTestId']>, name: string) {
  await scope.getByLabel('流程分类').click();
  await page.getByRole('option', { name }).click();
}

const uploadXml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <process id="${key}" name="上传流程" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

/**
 * Starts a one-day leave request (from 09:00 on `day`) whose first approver is the signed-in admin. The boss asks:
 * nobody approves their own request, and the boss's lists in the leave stories look at other tasks.
 */
async function startLeaveAskingAdmin(page: Page, browser: Browser, day: string, reason: string) {
  const defs = await apiGet<{ records: { id: string; key: string }[] }>(page, '/api/blade-flow/work/start-list?current=1&size=50');
  const leave = defs.records.find((d) => d.key === 'Leave')!;
  const me = await apiGet<{ id: string }>(page, '/api/blade-system/user/info');
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const applicant = await (await browser.newContext()).newPage();
  try {
    await resumeSession(applicant, 'boss');
    await apiPost(applicant, '/api/blade-desk/process/leave/start-process', {
      processDefinitionId: leave.id,
      taskUser: me.id,
      startTime: `${day} 09:00:00`,
      endTime: `${next} 09:00:00`,
      reason,
    });
  } finally {
    await applicant.context().close();
  }
}

test('a model drawn in the modeler is saved, deployed, suspended, activated and its deployment deleted', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/flow/model');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '创建' }).click();
  const editor = page.getByTestId('flow-model-editor');
  await expect(editor.getByTestId('bpmn-edit')).toHaveAttribute('data-state', 'ready');
  // The modeler's palette and the starting diagram are there.
  await expect(editor.locator('.djs-palette')).toBeVisible();
  await expect(editor.locator('.djs-element[data-element-id="start"]')).toHaveCount(1);
  await editor.getByLabel('模型名称').fill('E2E 模型');
  await editor.getByLabel('模型标识').fill('e2e_model');
  await screenshot(page, 'flow-model-editor');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
  const row = gridRows(page).filter({ hasText: 'e2e_model' });
  await expect(row).toHaveCount(1);

  // The saved XML carries the model key as the process id.
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(editor.getByTestId('bpmn-edit')).toHaveAttribute('data-state', 'ready');
  await expect(editor.getByLabel('模型名称')).toHaveValue('E2E 模型');
  await editor.getByRole('button', { name: '取消' }).click();

  await row.getByRole('button', { name: '部署' }).click();
  const deploy = page.getByTestId('flow-model-deploy');
  await deploy.getByRole('button', { name: '部署' }).click();
  await expect(toast(page, '请选择流程分类')).toBeVisible();
  await chooseCategory(page, deploy, '报销流程');
  await deploy.getByRole('button', { name: '部署' }).click();
  await expect(toast(page, '操作成功')).toBeVisible();

  await page.goto('/flow/manager');
  const definition = gridRows(page).filter({ hasText: 'e2e_model' });
  await expect(definition).toHaveCount(1);
  await expect(definition).toContainText('激活');
  await definition.getByRole('button', { name: '变更状态' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, /挂起ID为/)).toBeVisible();
  await expect(definition).toContainText('挂起');
  await definition.getByRole('button', { name: '变更状态' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, /激活ID为/)).toBeVisible();
  await expect(definition).toContainText('激活');

  await definition.getByRole('button', { name: '流程图' }).click();
  await expect(page.getByRole('dialog').getByTestId('bpmn-view')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('dialog').locator('.djs-element[data-element-id="end"]')).toHaveCount(1);
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();

  await definition.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(definition).toHaveCount(0);
});

test('the upload page deploys a .bpmn20.xml file and refuses other file types', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/flow/deploy');
  const form = page.getByTestId('flow-deploy-page');
  const input = page.getByTestId('flow-deploy-files');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(toast(page, '不是流程文件：notes.txt')).toBeVisible();
  await form.getByRole('button', { name: '部署' }).click();
  await expect(toast(page, '请选择流程分类')).toBeVisible();
  await chooseCategory(page, form, '报销流程');
  await form.getByRole('button', { name: '部署' }).click();
  await expect(toast(page, '请选择流程文件')).toBeVisible();
  await input.setInputFiles({ name: 'e2e_upload.bpmn20.xml', mimeType: 'text/xml', buffer: Buffer.from(uploadXml('e2e_upload')) });
  await expect(form).toContainText('e2e_upload.bpmn20.xml');
  await form.getByRole('button', { name: '部署' }).click();
  await expect(toast(page, '操作成功')).toBeVisible();

  await page.goto('/flow/manager');
  await expect(gridRows(page).filter({ hasText: 'e2e_upload' })).toHaveCount(1);
});

test('a leave task clicked before the flow dictionary arrived opens the leave page, not the generic one', async ({ page, browser }) => {
  await signIn(page, 'admin');
  // Admin is its first approver, so no other story's list sees it; it is deleted at the end.
  await startLeaveAskingAdmin(page, browser, '2026-12-20', '分类晚到');
  // The flow dictionary (which names each category's pages) is held until the row has been clicked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/blade-system\/dict\/dictionary\?code=flow/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/work/todo');
  const row = gridRows(page).filter({ hasText: '人事审批' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '办理' }).click();
  release();
  await expect(page).toHaveURL(/\/work\/process\/leave\/handle\//);
  await expect(page.getByTestId('leave-handle').getByTestId('leave-reason')).toHaveText('分类晚到');

  const instanceId = new URL(page.url()).pathname.split('/')[6]!;
  await apiPost(
    page,
    `/api/blade-flow/follow/delete-process-instance?processInstanceId=${instanceId}&deleteReason=${encodeURIComponent('测试结束')}`,
  );
});

test('a running instance is deleted from the follow list with a reason', async ({ page, browser }) => {
  await signIn(page, 'admin');
  // An instance of the leave process whose first approver is admin (so no other story's list sees it).
  await startLeaveAskingAdmin(page, browser, '2026-12-10', '跟踪删除');

  // Admin's todo list holds no other 人事审批 task: the leave stories ask hr.
  const todo = await apiGet<{ records: { taskName: string; processInstanceId: string }[] }>(page, '/api/blade-flow/work/todo-list');
  const instanceId = todo.records.find((t) => t.taskName === '人事审批')!.processInstanceId;

  await page.goto('/flow/follow');
  const search = page.getByTestId('crud-search');
  await search.getByLabel('流程实例ID').fill(instanceId);
  await search.getByRole('button', { name: '搜索' }).click();
  const row = gridRows(page).filter({ hasText: instanceId });
  await expect(row).toHaveCount(1);
  await expect(gridRows(page)).toHaveCount(1);
  await row.getByRole('button', { name: '流程图' }).click();
  await expect(page.getByRole('dialog').locator('.djs-element.flow-active[data-element-id="hrTask"]')).toHaveCount(1);
  await expect(page.getByRole('dialog').getByTestId('flow-history-item').first()).toContainText('老板');
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();

  await row.getByRole('button', { name: '删除' }).click();
  const dialog = page.getByTestId('flow-reason');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toContainText('请输入删除理由');
  await dialog.getByLabel('删除理由').fill('测试删除');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(gridRows(page)).toHaveCount(0);
});
