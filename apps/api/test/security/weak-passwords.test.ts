// Attack: `1` (or `123456`, `password`) accepted as a password, even at the forced first change. Every path that sets a
// password refuses one too short or on the deny-list: the password itself is checked whole where it arrives (user
// creation, Saber's password change, self-registration); an md5 (the console, BladeX clients) against the md5 of the
// deny-list, as its length cannot be read from it. Each refusal is a 400 with a clear message, and nothing changes.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, captchaHeaders, createTestApp, signIn } from '../test-app.ts';

const HR_ROLE = '1123598816738675203';
const TOO_SHORT = '密码至少需要8个字符';
const TOO_COMMON = '该密码过于常见,容易被猜中,请换一个';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t);
});

const users = () => t.db.user.findMany({ orderBy: { id: 'asc' } });
const expectRefused = (res: request.Response, msg: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ code: 400, success: false, msg });
};

describe('weak passwords', () => {
  it('are refused when an administrator creates a user with one (the password itself)', async () => {
    const before = await users();
    const create = (password: string) =>
      request(t.server)
        .post('/api/blade-system/user/submit')
        .set('Blade-Auth', `bearer ${admin}`)
        .send({ account: 'weakling', name: 'weakling', password, roleId: HR_ROLE });
    expectRefused(await create('1'), TOO_COMMON);
    expectRefused(await create('Pass-1'), TOO_SHORT);
    expectRefused(await create('password'), TOO_COMMON);
    expectRefused(await create('12345678'), TOO_COMMON);
    const en = await create('Pass-1').set('Accept-Language', 'en');
    expect(en.body.msg).toBe('The password needs at least 8 characters');
    expect(await users()).toEqual(before);
  });

  it('are refused at the forced first change, from the console (md5) and from Saber (the password itself)', async () => {
    const id = nextId();
    await t.db.user.create({
      data: {
        id,
        tenantId: '000000',
        account: 'first-change',
        name: 'x',
        password: await t.app.services.passwords.hash(md5Hex('Handed-Over-9')),
        passwordChangeRequired: true,
      },
    });
    await t.db.userRole.create({ data: { id: nextId(), userId: id, roleId: BigInt(HR_ROLE) } });
    const token = (await signIn(t, 'first-change', 'Handed-Over-9')).body.access_token as string;
    const before = await t.db.user.findUniqueOrThrow({ where: { id } });
    const change = (to: string) =>
      request(t.server)
        .post('/api/blade-system/user/update-password')
        .set('Blade-Auth', `bearer ${token}`)
        .query({ oldPassword: md5Hex('Handed-Over-9'), newPassword: to, newPassword1: to });
    expectRefused(await change(md5Hex('1')), TOO_COMMON);
    expectRefused(await change(md5Hex('123456')), TOO_COMMON);
    expectRefused(await change(md5Hex('Password')), TOO_COMMON);
    // Saber 4.x sends the passwords themselves: the length is checked too.
    expectRefused(await change('1'), TOO_COMMON);
    expectRefused(await change('x7#k'), TOO_SHORT);
    expect(await t.db.user.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect((await change(md5Hex('a-good-own-one'))).body.success).toBe(true);
  });

  it("are refused when an administrator sets someone's password (md5)", async () => {
    const { id } = await t.db.user.findFirstOrThrow({ where: { account: 'hr', tenantId: '000000' } });
    const before = await t.db.user.findUniqueOrThrow({ where: { id } });
    const set = (plain: string) =>
      request(t.server)
        .post('/api/blade-system/user/updateUserPassword')
        .set('Blade-Auth', `bearer ${admin}`)
        .query({ userId: String(id), newPassword: md5Hex(plain), newPassword1: md5Hex(plain) });
    expectRefused(await set('123456'), TOO_COMMON);
    expectRefused(await set('qwerty123'), TOO_COMMON);
    expect(await t.db.user.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it('are refused at self-registration', async () => {
    const before = await users();
    const register = async (password: string) =>
      request(t.server)
        .post('/api/blade-system/user/register-guest')
        .set(await captchaHeaders(t))
        .query({ tenantId: '000000', name: 'guest', account: 'weak-guest', password });
    expectRefused(await register('p'), TOO_SHORT);
    expectRefused(await register('iloveyou'), TOO_COMMON);
    expectRefused(await register(md5Hex('123456')), TOO_COMMON);
    expect(await users()).toEqual(before);
  });
});
