// A process drawn in our own modeler runs: start (with a form field) → exclusive gateway → two user tasks → end,
// drawn with the context pad (each task ends in an end event of its own), each step set up in the properties panel (a candidate group picked by role name, an
// assignee picked by user name, the conditions of the gateway's flows, a form field), checked when saved (a
// condition the engine cannot read is shown on its field), viewed and edited as XML, deployed, started through its
// generated form and completed by the right people on each path.
import { expect as baseExpect, test, type Browser, type Locator, type Page } from './support/test.ts';
import { gridRows } from './support/grid.ts';
import { resumeSession, screenshot } from './support/session.ts';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

/** The modeler's handles: elements, the context pad of the selected one, the panel and its groups. */
function modeler(page: Page, editor: Locator) {
  const panel = editor.getByTestId('bpmn-properties');
  const el = (id: string) => editor.locator(`.djs-element[data-element-id="${id}"]`);
  const pad = (action: string) => editor.locator(`.djs-context-pad .entry[data-action="${action}"]`);
  const connections = () => editor.locator('.djs-connection').evaluateAll((all) => all.map((c) => c.getAttribute('data-element-id')!));
  const open = async (group: string) => {
    const box = panel.locator(`[data-group-id="group-${group}"]`);
    const header = box.locator('.bio-properties-panel-group-header');
    if (!(await header.getAttribute('class'))?.includes(' open')) await header.click();
    return box;
  };
  /** Sets the selected element's id (to find it again) and name; the canvas shows the name once it is written. */
  const identify = async (id: string, name?: string) => {
    // The panel shows the element just selected (appended or replaced) before anything is typed into it.
    const selected = await editor.locator('.djs-shape.selected').getAttribute('data-element-id');
    await open('general');
    await expect(panel.locator('#bio-properties-panel-id')).toHaveValue(selected!);
    await panel.locator('#bio-properties-panel-id').fill(id);
    await expect(el(id)).toHaveCount(1);
    if (name) {
      await panel.locator('#bio-properties-panel-name').fill(name);
      // An event's or a gateway's name is drawn beside it, as a label element of its own.
      await expect(editor.locator(`[data-element-id="${id}"], [data-element-id="${id}_label"]`).filter({ hasText: name })).toHaveCount(1);
    }
  };
  /** Appends after the selected element and gives the new one an id; answers the new sequence flow's id. */
  const append = async (action: string, id: string, name?: string, userTask = false) => {
    const before = await connections();
    await pad(action).click();
    if (userTask) {
      await pad('replace').click();
      await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
    }
    await identify(id, name);
    return (await connections()).find((c) => !before.includes(c))!;
  };
  /**
   * Clicks a sequence flow on its path where, once the pointer is over it, no bend or end handle is on top (a
   * hovered flow shows them; they move the flow's ends instead of selecting it).
   */
  const clickFlow = async (flowId: string) => {
    const hit = editor.locator(`.djs-connection[data-element-id="${flowId}"] .djs-hit`);
    const points = await hit.evaluate((node) => {
      const path = node as SVGPathElement;
      const m = path.getScreenCTM()!;
      return Array.from({ length: 19 }, (_, i) => {
        const point = path.getPointAtLength((path.getTotalLength() * (i + 1)) / 20);
        return { x: point.x * m.a + m.e, y: point.y * m.d + m.f };
      });
    });
    for (const { x, y } of points) {
      await page.mouse.move(x, y);
      const free = await page.evaluate(
        ({ x, y, id }) => {
          const top = document.elementFromPoint(x, y);
          // The flow itself, or the handle over a segment (which selects on a click); not a bend or an end.
          const owner = top?.closest('.djs-connection, .djs-bendpoints')?.getAttribute('data-element-id');
          return owner === id && !top!.closest('.djs-bendpoint');
        },
        { x, y, id: flowId },
      );
      if (!free) continue;
      await page.mouse.click(x, y);
      break;
    }
    await expect(editor.locator(`.djs-connection.selected[data-element-id="${flowId}"]`)).toHaveCount(1);
  };
  const setCondition = async (flowId: string, expression: string) => {
    await clickFlow(flowId);
    await open('CamundaPlatform__Condition');
    await panel.locator('#bio-properties-panel-conditionType').selectOption('expression');
    await panel.locator('#bio-properties-panel-conditionExpression').fill(expression);
  };
  return { panel, el, pad, open, identify, append, clickFlow, setCondition };
}

async function as(browser: Browser, account: 'admin' | 'hr' | 'manager' | 'boss') {
  const page = await (await browser.newContext()).newPage();
  await resumeSession(page, account);
  return page;
}

/** Starts the drawn process through its generated start form with the amount. */
async function startWithAmount(page: Page, amount: string) {
  await page.goto('/work/start');
  await gridRows(page).filter({ hasText: 'e2e_drawn' }).getByRole('button', { name: '发起' }).click();
  const form = page.getByTestId('start-form');
  await expect(form).toContainText('E2E 报销审批');
  await form.getByLabel('金额').fill(amount);
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/work\/send$/);
}

/** Completes the only open task named `taskName`: its way out reads no decision, so it is 提交, with no 驳回. */
async function completeOnly(page: Page, taskName: string) {
  await page.goto('/work/todo');
  const row = gridRows(page).filter({ hasText: taskName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '办理' }).click();
  const handle = page.getByTestId('task-handle');
  await handle.getByLabel('批复意见').fill('同意报销');
  await expect(handle.getByRole('button', { name: '驳回' })).toHaveCount(0);
  await handle.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(gridRows(page).filter({ hasText: taskName })).toHaveCount(0);
}

test('a process drawn with a gateway and two user tasks is deployed, started through its form and completed by the right people', async ({
  page,
  browser,
}) => {
  await resumeSession(page);
  await page.goto('/flow/model');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '创建' }).click();
  const editor = page.getByTestId('flow-model-editor');
  await expect(editor.getByTestId('bpmn-edit')).toHaveAttribute('data-state', 'ready');
  await editor.getByLabel('模型名称').fill('E2E 报销审批');
  await editor.getByLabel('模型标识').fill('e2e_drawn');
  const m = modeler(page, editor);

  // The new model's start → end: the end goes, the start asks for an amount.
  await m.el('end').click();
  await m.pad('delete').click();
  await m.el('start').click();
  const form = await m.open('CamundaPlatform__Form');
  await form.locator('#bio-properties-panel-formType').selectOption('formData');
  const fields = await m.open('CamundaPlatform__FormData');
  await fields.locator('.bio-properties-panel-group-header .bio-properties-panel-add-entry').click();
  // Typed values are written after a pause: the id last, whose write shows as the field's title, so every value
  // has been written before the diagram changes again.
  await m.panel.locator('[id$="formField-0-formFieldLabel"]').fill('金额');
  await m.panel.locator('[id$="formField-0-formFieldID"]').fill('amount');
  await expect(fields.locator('.bio-properties-panel-collapsible-entry-header-title')).toHaveText('amount');
  await m.panel.locator('[id$="formField-0-formFieldType"]').selectOption('long');

  await m.append('append.gateway', 'gate', '金额判断');
  // Named unlike any task of the leave process: the manager's lists are shared with flow-leave.spec.ts.
  const toManager = await m.append('append.append-task', 'managerTask', '主管复核', true);
  // The manager group, picked by the role's name; stored as its alias.
  await (await m.open('CamundaPlatform__UserAssignment')).getByLabel('候选组(角色)').selectOption({ label: '经理' });
  await m.append('append.end-event', 'done', '结束');
  await m.el('gate').click();
  const toBoss = await m.append('append.append-task', 'bossTask', '老板审批', true);
  // The boss in person, picked by name; stored as Blade's task user.
  await (await m.open('CamundaPlatform__UserAssignment')).getByLabel('办理人', { exact: true }).selectOption({ label: '老板' });
  await m.append('append.end-event', 'bossDone', '结束');

  // A condition the engine cannot read is refused at save, on its field.
  await m.setCondition(toManager, '${amount <= }');
  await m.setCondition(toBoss, '${amount > 1000}');
  await screenshot(page, 'flow-modeler-panel');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `连线 [${toManager}] 的条件无效`)).toBeVisible();
  await expect(editor.locator(`.djs-connection.selected[data-element-id="${toManager}"]`)).toHaveCount(1);
  await expect(m.panel.locator('[data-entry-id="conditionExpression"] .bio-properties-panel-error')).toContainText('条件无效');
  await m.panel.locator('#bio-properties-panel-conditionExpression').fill('${amount <= 1000}');
  await expect(m.panel.locator('.bio-properties-panel-error')).toHaveCount(0);

  // The XML tab shows what the panel wrote, and reads pasted XML back into the diagram.
  await editor.getByRole('tab', { name: 'XML' }).click();
  const xml = editor.getByTestId('flow-model-xml');
  await expect(xml).toContainText('camunda:candidateGroups="manager"');
  await expect(xml).toContainText(/camunda:assignee="taskUser_\d+"/);
  await expect(xml).toContainText('${amount &gt; 1000}');
  await xml.fill((await xml.inputValue()).replace('name="老板审批"', 'name="老板终审"'));
  await editor.getByRole('tab', { name: '流程图' }).click();
  await expect(m.el('bossTask')).toContainText('老板终审');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '操作成功')).toBeVisible();

  const row = gridRows(page).filter({ hasText: 'e2e_drawn' });
  await row.getByRole('button', { name: '部署' }).click();
  const deploy = page.getByTestId('flow-model-deploy');
  await deploy.getByLabel('流程分类').click();
  await page.getByRole('option', { name: '报销流程' }).click();
  await deploy.getByRole('button', { name: '部署' }).click();
  await expect(toast(page, '操作成功')).toBeVisible();

  // hr applies twice: 5000 goes to the boss in person, 500 to the manager group.
  const hr = await as(browser, 'hr');
  const boss = await as(browser, 'boss');
  const manager = await as(browser, 'manager');
  try {
    await startWithAmount(hr, '5000');
    await completeOnly(boss, '老板终审');
    await startWithAmount(hr, '500');
    await manager.goto('/work/claim');
    await expect(gridRows(manager).filter({ hasText: '老板终审' })).toHaveCount(0);
    const claim = gridRows(manager).filter({ hasText: '主管复核' });
    await claim.getByRole('button', { name: '签收' }).click();
    await expect(toast(manager, '签收事务成功')).toBeVisible();
    await completeOnly(manager, '主管复核');
    await hr.goto('/work/send');
    await expect(gridRows(hr).filter({ hasText: 'E2E 报销审批' }).filter({ hasText: '已完成' })).toHaveCount(2);
  } finally {
    await Promise.all([hr, boss, manager].map((p) => p.context().close()));
  }
});
