// Notices: content sanitized on the server, Blade's map filters (title, category, release time range), demo notices.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceApp } from './helpers.ts';

let r: Awaited<ReturnType<typeof resourceApp>>;
beforeAll(async () => {
  r = await resourceApp();
});

async function save(body: Record<string, unknown>) {
  const res = await r.post('/api/blade-desk/notice/submit').send(body);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, success: true });
  return (await r.get('/api/blade-desk/notice/list').query({ title: body.title })).body.data.records[0];
}

describe('notices', () => {
  it('stores sanitized HTML: no script, handler, style or javascript: link survives', async () => {
    const dirty =
      '<h2>标题</h2><p onclick="steal()" style="color:red">正文<script>alert(1)</script><strong>粗体</strong></p>' +
      '<a href="javascript:alert(2)">坏链接</a><a href="https://example.com" target="_blank">好链接</a><img src="x" onerror="alert(3)"><iframe src="https://evil"></iframe>';
    const row = await save({ title: '安全通知', category: 1, releaseTime: '2026-03-01 09:00:00', content: dirty });
    expect(row.content).toBe(
      '<h2>标题</h2><p>正文<strong>粗体</strong></p><a rel="noopener noreferrer">坏链接</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">好链接</a><img src="x" />',
    );
    expect(row.content).not.toMatch(/script|onerror|onclick|javascript|iframe|style/);
    expect(row).toMatchObject({ categoryName: '发布通知', releaseTime: '2026-03-01 09:00:00' });
  });

  it('filters by title, category and release time range', async () => {
    await save({ title: '春季通知', category: 2, releaseTime: '2026-04-01 08:00:00', content: '<p>a</p>' });
    await save({ title: '秋季通知', category: 3, releaseTime: '2026-10-01 08:00:00', content: '<p>b</p>' });
    const titles = async (query: Record<string, string>) =>
      ((await r.get('/api/blade-desk/notice/list').query(query)).body.data.records as Array<{ title: string }>).map((n) => n.title).sort();
    expect(await titles({ title: '季通' })).toEqual(['春季通知', '秋季通知']);
    expect(await titles({ category_equal: '3' })).toEqual(['秋季通知']);
    expect(await titles({ releaseTime_datege: '2026-03-15 00:00:00', releaseTime_datelt: '2026-05-01 00:00:00' })).toEqual(['春季通知']);
  });

  it('keeps tables and linked pictures, and drops data: pictures (they are stored through put-file instead)', async () => {
    const html =
      '<table><tbody><tr><th colspan="2">部门</th></tr><tr><td><p>研发部</p></td><td><p>季度总结</p></td></tr></tbody></table>' +
      '<p><img src="/api/blade-resource/oss/local/upload/20261124/a.png" alt="图" /><img src="data:image/png;base64,iVBORw0KGgo=" /></p>';
    const row = await save({ title: '表格通知', category: 1, content: html });
    expect(row.content).toBe(
      '<table><tbody><tr><th colspan="2">部门</th></tr><tr><td><p>研发部</p></td><td><p>季度总结</p></td></tr></tbody></table>' +
        '<p><img src="/api/blade-resource/oss/local/upload/20261124/a.png" alt="图" /></p>',
    );
  });

  it('counts the 2000-character limit on the visible text, not the markup', async () => {
    // A one-page notice: 1,350 visible characters in a 3-column table, over 5,000 characters of HTML.
    const cell = (text: string) => `<td><p><strong>${text}</strong></p></td>`;
    const rows = Array.from(
      { length: 50 },
      (_, i) => `<tr>${cell(`第${String(i).padStart(2, '0')}行文字内容`)}${cell('一二三四五六七八九十').repeat(2)}</tr>`,
    ).join('');
    const table = `<table><tbody>${rows}</tbody></table>`;
    expect(table.length).toBeGreaterThan(5000);
    const row = await save({ title: '长表格通知', category: 1, content: table });
    expect(row.content).toContain('第49行文字内容');
    const tooLong = await r
      .post('/api/blade-desk/notice/submit')
      .send({ title: 'x', category: 1, content: `<p>${'字'.repeat(1990)}&amp;${'x'.repeat(10)}</p>` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe('通知内容不能超过2000个字(不计格式)');
    // Exactly 2000 visible characters, an entity counting as one, pass.
    await save({ title: '刚好两千字', category: 1, content: `<p>${'字'.repeat(1990)}&amp;${'x'.repeat(9)}</p>` });
  });

  it('refuses bad input with a 400 and a clear message', async () => {
    const tooLong = await r.post('/api/blade-desk/notice/submit').send({ title: 'x', category: 1, content: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    const badDate = await r.post('/api/blade-desk/notice/submit').send({ title: 'x', category: 1, releaseTime: 'tomorrow' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.msg).toContain('releaseTime');
  });

  it('answers the demo notices of the top bar to a signed-in user only', async () => {
    const res = await r.get('/api/blade-desk/notice/notices');
    expect(res.body.data.length).toBeGreaterThan(0);
    expect((await request(r.t.server).get('/api/blade-desk/notice/my-notices')).status).toBe(401);
  });
});
