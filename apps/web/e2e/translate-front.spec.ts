// The translation platform's public side: a visitor finds (misspelled) an entry a manager added in the backstage,
// leaves a message that shows as text, then, with approve-before-publish on, messages that show only once the
// manager approves them (the 6th in a minute is refused either way), and sees the manager's reply; /sort and
// /translate without a session.
import { expect, test } from './support/test.ts';
import { resumeSession, screenshot } from './support/session.ts';
import { apiGet, apiPost } from './support/api.ts';
import { closeOtherContexts } from './support/contexts.ts';

test.afterEach(closeOtherContexts);

test('a visitor finds a backstage entry by a misspelled query, and gets messages moderated and answered', async ({ page, browser }) => {
  test.slow(); // many steps on a shared, loaded machine
  const stamp = Date.now().toString(36);
  const chinese = `量子纠缠探针${stamp}`;
  const english = `quantum entanglement probe ${stamp}`;
  await resumeSession(page);
  await page.goto('/translation/entry');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('translate-entry-form');
  await form.getByLabel('中文').fill(chinese);
  await form.getByLabel('英文').fill(english);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row', { name: new RegExp(stamp) })).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await expect(visitor.getByTestId('front-page')).toBeVisible();
  await expect(visitor.getByTestId('front-site-name')).not.toBeEmpty();
  // One letter dropped: the fuzzy suggest still finds it, showing both languages and the score.
  await visitor.getByTestId('front-search').locator('input').fill(`quantum entanglment probe ${stamp}`);
  const suggestion = visitor.getByTestId('front-suggestion').filter({ hasText: chinese });
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toContainText(english);
  await expect(suggestion.getByTestId('front-score')).toContainText(/匹配度 \d+%/);
  await screenshot(visitor, 'translate-front-suggest');
  await suggestion.click();
  await expect(visitor.getByTestId('front-entry')).toContainText(chinese);

  await visitor.getByTestId('front-messages').click();
  const board = visitor.getByTestId('visitor-board');
  await board.getByRole('button', { name: '提交留言' }).click();
  await expect(board.getByTestId('message-form-error')).toHaveText('请输入内容');
  const message = `<b>e2e 留言 ${stamp}</b>`;
  await board.getByLabel('提交留言').fill(message);
  await board.getByRole('button', { name: '提交留言' }).click();
  await expect(visitor.getByTestId('toast').filter({ hasText: '留言成功' })).toBeVisible();
  // Stored and shown as text: the tags are visible characters, not markup.
  await expect(board.getByTestId('message-content').filter({ hasText: message })).toBeVisible();
  await screenshot(visitor, 'translate-visitor-board');
  // The switch goes back off whatever happens: the board is shared with the tests after this one.
  try {
    // 站点设置: new messages wait for approval. The visitor is told so, and the board does not show the message.
    await page.goto('/translation/site');
    // The switch shows the saved setting: it turns on once the server has it.
    await page.getByTestId('message-review-switch').locator('input').click();
    await expect(page.getByTestId('toast').filter({ hasText: '设置已保存' })).toBeVisible();
    await expect(page.getByTestId('message-review-switch').locator('input')).toBeChecked();
    const waiting = `e2e 待审核 ${stamp}`;
    await board.getByLabel('提交留言').fill(waiting);
    await board.getByRole('button', { name: '提交留言' }).click();
    await expect(board.getByTestId('message-pending-notice')).toHaveText('留言已提交,审核通过后显示');
    await expect(board.getByLabel('提交留言')).toHaveValue('');
    await visitor.reload();
    await visitor.getByTestId('front-messages').click();
    await expect(board.getByTestId('message-content').filter({ hasText: message })).toBeVisible();
    await expect(board.getByTestId('message-content').filter({ hasText: waiting })).toHaveCount(0);
    // Visitors may post 5 messages a minute per address, waiting or not: the 6th is refused with the server's
    // message, kept inline.
    for (let n = 3; n <= 5; n++) {
      await board.getByLabel('提交留言').fill(`e2e 第${n}条 ${stamp}`);
      await board.getByRole('button', { name: '提交留言' }).click();
      await expect(board.getByLabel('提交留言')).toHaveValue('');
    }
    await board.getByLabel('提交留言').fill(`e2e 第6条 ${stamp}`);
    await board.getByRole('button', { name: '提交留言' }).click();
    await expect(board.getByTestId('message-form-error')).toContainText('操作过于频繁');

    // The manager (a moderator: 审核 and 删除 of 留言管理) finds it in the 待审核 queue and approves it.
    const managerPage = await (await browser.newContext()).newPage();
    await resumeSession(managerPage, 'manager');
    await managerPage.goto('/translation/message');
    await managerPage.getByTestId('message-filter-pending').click();
    const queue = managerPage.getByTestId('pending-queue');
    await expect(queue.getByTestId('message-item').filter({ hasText: `e2e 第3条 ${stamp}` })).toBeVisible();
    await screenshot(managerPage, 'translate-message-queue');
    await queue.getByTestId('message-item').filter({ hasText: waiting }).getByTestId('message-approve-button').click();
    await expect(managerPage.getByTestId('toast').filter({ hasText: '已通过,留言已显示' })).toBeVisible();
    await expect(queue.getByTestId('message-item').filter({ hasText: waiting })).toHaveCount(0);

    await visitor.reload();
    await visitor.getByTestId('front-messages').click();
    await expect(board.getByTestId('message-content').filter({ hasText: waiting })).toBeVisible();
    await expect(board.getByTestId('message-content').filter({ hasText: `e2e 第3条 ${stamp}` })).toHaveCount(0);
  } finally {
    await apiPost(page, '/api/translate/site/message-review', { enabled: false });
  }

  const reply = `感谢留言 ${stamp}`;
  await page.goto('/translation/message');
  await page.getByTestId('message-item').filter({ hasText: message }).getByTestId('message-reply-button').click();
  const replyForm = page.getByTestId('reply-form');
  await replyForm.getByRole('textbox').fill(reply);
  await replyForm.getByRole('button', { name: '回复' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '回复成功' })).toBeVisible();
  await expect(page.getByTestId('message-reply').filter({ hasText: reply })).toBeVisible();

  await visitor.reload();
  await visitor.getByTestId('front-messages').click();
  await expect(visitor.getByTestId('visitor-board').getByTestId('message-reply').filter({ hasText: reply })).toBeVisible();
  await visitorContext.close();
});

test('without a session /translate leads to the front page, /sort shows the classifications, and English is a click away', async ({
  page,
}) => {
  test.slow(); // many steps on a shared, loaded machine
  await page.goto('/translate');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('front-page')).toBeVisible();
  // The tab reads the site's name, as the page does (not the back office's system.name).
  const siteName = page.getByTestId('front-site-name');
  await expect(siteName).not.toHaveText('');
  await expect.poll(async () => (await page.title()) === (await siteName.textContent())).toBe(true);
  await page.getByTestId('front-sort').click();
  await expect(page).toHaveURL(/\/sort$/);
  // The site's name as seeded or as translate-site.spec.ts renames it meanwhile: either way not system.name.
  await expect(page).toHaveTitle(/翻译平台/);
  await expect(page.getByTestId('classification-tree')).toBeVisible();
  await expect(page.getByTestId('sort-entries').or(page.getByTestId('sort-empty'))).toBeVisible();
  await page.getByTestId('sort-home').click();
  await expect(page.getByTestId('front-page')).toBeVisible();
  // The visitor's language switch: the front page and its answers in English.
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('front-search').locator('input')).toHaveAttribute('placeholder', 'Type a Chinese or English term');
  await page.getByTestId('front-search').locator('input').fill('zzqx-nothing-like-this');
  await expect(page.getByTestId('front-suggestions')).toContainText('No matching entry');
});

test('a visitor browses a class with the entries of the class below it, a page at a time', async ({ page, browser }) => {
  test.slow(); // many steps on a shared, loaded machine
  const stamp = Date.now().toString(36);
  await resumeSession(page);
  await page.goto('/translation/classification');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('translate-classification-form');
  await form.getByLabel('名称').fill(`e2e分类${stamp}`);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row', { name: new RegExp(stamp) })).toBeVisible();
  const tree = await apiGet<{ id: string; title: string }[]>(page, '/api/translate/classification/tree');
  const parentId = tree.find((n) => n.title === `e2e分类${stamp}`)!.id;
  await apiPost(page, '/api/translate/classification/submit', { name: `e2e子类${stamp}`, parentId });
  const child = (
    await apiGet<{ id: string; title: string; children?: { id: string; title: string }[] }[]>(page, '/api/translate/classification/tree')
  )
    .find((n) => n.id === parentId)!
    .children!.find((n) => n.title === `e2e子类${stamp}`)!.id;

  // One entry through the form in the parent class, 21 through the API in the child class.
  await page.goto('/translation/entry');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const entry = page.getByTestId('translate-entry-form');
  await entry.getByLabel('中文').fill(`分类词条${stamp}`);
  await entry.getByLabel('英文').fill(`classified term ${stamp}`);
  await entry.getByLabel('分类').click();
  await page.getByRole('option', { name: `e2e分类${stamp}` }).click();
  await entry.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  for (let i = 0; i < 21; i += 1) {
    await apiPost(page, '/api/translate/submit', {
      chinese: `子类词条${stamp}${String(i).padStart(2, '0')}`,
      english: `child term ${i}`,
      classificationId: child,
    });
  }

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/sort');
  await visitor
    .getByTestId('classification-node')
    .filter({ hasText: `e2e分类${stamp}` })
    .click();
  await expect(visitor.getByTestId('sort-total')).toHaveText('共 22 条');
  await expect(visitor.getByTestId('sort-entry')).toHaveCount(20);
  await visitor.getByTestId('sort-pages').getByRole('button', { name: 'page 2' }).click();
  await expect(visitor.getByTestId('sort-entry')).toHaveCount(2);
  await visitor
    .getByTestId('classification-node')
    .filter({ hasText: `e2e子类${stamp}` })
    .click();
  await expect(visitor.getByTestId('sort-total')).toHaveText('共 21 条');
  await expect(visitor.getByTestId('sort-entry').first()).toContainText(`子类词条${stamp}00`);
  await visitor.context().close();
});

test('Enter searches the words in the box, not the list still showing from the words before', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const first = { chinese: `回车甲${stamp}`, english: `enter alpha ${stamp}` };
  const second = { chinese: `回车乙${stamp}`, english: `enter bravo ${stamp}` };
  await resumeSession(page);
  for (const entry of [first, second]) await apiPost(page, '/api/translate/submit', entry);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const box = visitor.getByTestId('front-search').locator('input');
  await box.fill(first.english);
  await expect(visitor.getByTestId('front-suggestion').first()).toContainText(first.chinese);
  await box.press('Enter');
  await expect(visitor.getByTestId('front-entry')).toContainText(first.chinese);
  // New words and Enter at once, before the typing's own search has answered: the card shows the new match.
  await box.fill(second.english);
  await box.press('Enter');
  await expect(visitor.getByTestId('front-entry')).toContainText(second.chinese);
  // Words that match nothing: the old card goes and the list says so.
  await box.fill('zzqx-nothing-like-this');
  await box.press('Enter');
  await expect(visitor.getByTestId('front-entry')).toHaveCount(0);
  await expect(visitor.getByTestId('front-suggestions')).toContainText('没有找到匹配的词条');
});
