// Attack: a notice whose tags are left open, one inside the other. sanitize-html's time grows with the square of the
// depth of open tags: `<b><i>` repeated up to the 200 000 characters the route takes held the server for seconds
// (700 kB of `<b><i>&` for 23 s before the length cap), and its visible text is empty, so nothing else refused it.
// Now tags nested deeper than NOTICE_MAX_DEPTH are refused by one linear pass before sanitising; a Word notice with
// a table inside a table is far from that depth.
import { NOTICE_HTML_MAX } from '@blade/contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_MAX_DEPTH } from '../../src/modules/resource/notice-html.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t);
});

const submit = (content: string) =>
  request(t.server)
    .post('/api/blade-desk/notice/submit')
    .set('Blade-Auth', `bearer ${admin}`)
    .send({ title: '嵌套攻击', category: 1, content });
const notices = () => t.db.notice.count();

/** Tags left open up to the largest content the route takes. */
const NESTED = '<b><i>'.repeat(Math.floor((NOTICE_HTML_MAX - 10) / 6)) + '通知';

describe('notice HTML nested past the depth limit', () => {
  it('is refused with a clear message before sanitising, storing nothing', async () => {
    const before = await notices();
    const res = await submit(NESTED);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg: `通知内容的格式嵌套过深,最多${NOTICE_MAX_DEPTH}层` });
    expect((await submit(NESTED).set('Accept-Language', 'en')).body.msg).toBe(
      `The notice formatting is nested too deeply (at most ${NOTICE_MAX_DEPTH} levels)`,
    );
    expect(await notices()).toBe(before);
  });

  it('counts tags closed implicitly as closed: 5 000 list items and 10 000 paragraphs without end tags are stored', async () => {
    const res = await submit(`<ul>${'<li>'.repeat(5_000)}</ul>${'<p>'.repeat(10_000)}`);
    expect(res.body, JSON.stringify(res.body).slice(0, 300)).toMatchObject({ code: 200, success: true });
  });

  it('stores markup just within the limit (a table in a table, formatted, at the limit)', async () => {
    const open = '<table><tbody><tr><td>'.repeat(10) + '<span>'.repeat(NOTICE_MAX_DEPTH - 40);
    const res = await submit(`${open}正文`);
    expect(res.body, JSON.stringify(res.body).slice(0, 300)).toMatchObject({ code: 200, success: true });
    const deeper = await submit(`${open}<span>正文`);
    expect(deeper.body).toMatchObject({ code: 400, success: false });
  });
});
