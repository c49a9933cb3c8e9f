// A client created without naming its grant types (the console's form, or a script that leaves the field out) can
// serve every sign-in the console offers: the captcha form, the refresh, social sign-in.
import { DEFAULT_CLIENT_GRANTS } from '@blade/contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, captchaHeaders, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
});

const createClient = (body: object) =>
  request(t.server)
    .post('/api/blade-system/client/submit')
    .set('Blade-Auth', `bearer ${admin}`)
    .send({ clientSecret: 'kiosk_secret', accessTokenValidity: 3600, refreshTokenValidity: 604800, ...body });

describe('client default grant types', () => {
  it('include the captcha, refresh and social grants when the submit names none', async () => {
    expect((await createClient({ clientId: 'kiosk' })).body.success).toBe(true);
    expect((await createClient({ clientId: 'kiosk2', authorizedGrantTypes: '' })).body.success).toBe(true);
    for (const clientId of ['kiosk', 'kiosk2']) {
      const row = await t.db.client.findFirstOrThrow({ where: { clientId } });
      expect(row.authorizedGrantTypes.split(',')).toEqual(expect.arrayContaining(['password', 'captcha', 'refresh_token', 'social']));
    }
    expect(DEFAULT_CLIENT_GRANTS.split(',')).toEqual(expect.arrayContaining(['captcha', 'refresh_token']));
  });

  it("let the console's captcha sign-in through such a client, and its refresh", async () => {
    const basic = `Basic ${Buffer.from('kiosk:kiosk_secret').toString('base64')}`;
    const signedIn = await request(t.server)
      .post('/api/blade-auth/oauth/token')
      .set('Authorization', basic)
      .set(await captchaHeaders(t))
      .query({ grant_type: 'captcha', tenantId: '000000', username: 'hr', password: md5Hex('hr'), scope: 'all', type: 'account' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.access_token).toEqual(expect.any(String));
    const refreshed = await request(t.server)
      .post('/api/blade-auth/oauth/token')
      .set('Authorization', basic)
      .query({ grant_type: 'refresh_token', refresh_token: signedIn.body.refresh_token, tenantId: '000000', scope: 'all' });
    expect(refreshed.status).toBe(200);
  });

  it('still refuses a grant type that does not exist', async () => {
    const res = await createClient({ clientId: 'kiosk3', authorizedGrantTypes: 'password,telepathy' });
    expect(res.status).toBe(400);
  });
});
