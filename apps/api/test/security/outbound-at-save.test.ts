// Attack (and trap): a datasource, object storage or SMS configuration naming an address the outbound guard refuses
// (loopback, private, the cloud metadata address, the platform's own database) used to save fine and fail at every
// use with the generic message. It is refused at save with a message naming the address and OUTBOUND_ALLOW, and
// saved once OUTBOUND_ALLOW names it. (The guard at use stays the control: outbound-ssrf.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/app-error.ts';
import { createOutboundGuard } from '../../src/core/outbound/outbound-guard.ts';
import { assertDatasourceAddress } from '../../src/modules/develop/datasource-save.ts';
import { datasourceForm } from '../develop/develop-fixtures.ts';
import { resourceApp } from '../resource/helpers.ts';

type App = Awaited<ReturnType<typeof resourceApp>>;
const HOSTS = ['127.0.0.1', '10.1.2.3', '169.254.169.254', '[::1]'];
const refusal = (what: string, host: string) =>
  `${what}地址 ${host} 属于内网或本机地址,服务器不会连接;如需连接请在 OUTBOUND_ALLOW 中加入该地址`;

let codes = 0;
const forms = {
  datasource: (host: string) => ({
    path: 'blade-develop/datasource',
    body: { name: `ds${(codes += 1)}`, url: `postgresql://${host}:5432/x`, username: 'u', password: 'p' },
  }),
  oss: (host: string) => ({
    path: 'blade-resource/oss',
    body: {
      category: 1,
      ossCode: `o${(codes += 1)}`,
      endpoint: `http://${host}:9000`,
      accessKey: 'AKID',
      secretKey: 'a-long-secret-key-0001',
      bucketName: 'files',
    },
  }),
  sms: (host: string) => ({
    path: 'blade-resource/sms',
    body: { category: 5, smsCode: `s${(codes += 1)}`, endpoint: `http://${host}/send`, accessKey: 'token-1', template: '${code}' },
  }),
};
const WHAT = { datasource: '数据源', oss: '对象存储', sms: '短信网关' };
const save = (r: App, kind: keyof typeof forms, host: string, language = 'zh') => {
  const { path, body } = forms[kind](host);
  return r.post(`/api/${path}/submit`).set('Accept-Language', language).send(body);
};

describe('at save', () => {
  let closed: App;
  let open: App;
  beforeAll(async () => {
    closed = await resourceApp();
    open = await resourceApp({ outboundAllow: ['127.0.0.1', '10.0.0.0/8', '169.254.169.254', '::1'] });
  });

  for (const kind of ['datasource', 'oss', 'sms'] as const) {
    it(`refuses ${kind} settings at a loopback, private or metadata address, naming OUTBOUND_ALLOW, and stores nothing`, async () => {
      const model = { datasource: closed.t.db.datasource, oss: closed.t.db.oss, sms: closed.t.db.sms }[kind] as {
        count(): Promise<number>;
      };
      const before = await model.count();
      for (const host of HOSTS) {
        const res = await save(closed, kind, host);
        expect(res.status, host).toBe(400);
        expect(res.body, host).toEqual({ code: 400, success: false, data: null, msg: refusal(WHAT[kind], host.replace(/[[\]]/g, '')) });
      }
      expect((await save(closed, kind, 'metadata.google.internal')).body.msg).toContain('OUTBOUND_ALLOW');
      expect((await save(closed, kind, '127.0.0.1', 'en')).body.msg).toMatch(
        /^The .* address 127\.0\.0\.1 is a private or local address .* OUTBOUND_ALLOW$/,
      );
      expect(await model.count()).toBe(before);
    });

    it(`saves ${kind} settings at those addresses once OUTBOUND_ALLOW names them`, async () => {
      for (const host of HOSTS) expect((await save(open, kind, host)).body, host).toMatchObject({ success: true });
    });
  }

  it("refuses the platform database's own address, unless allowed", async () => {
    const own = datasourceForm(closed.t, '平台库副本');
    const refused = await closed.post('/api/blade-develop/datasource/submit').send(own);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('OUTBOUND_ALLOW');
    expect((await open.post('/api/blade-develop/datasource/submit').send(datasourceForm(open.t, '平台库副本'))).body.success).toBe(true);
  });

  it('refuses the platform database at a public address too: the built-in datasource reads it', async () => {
    const resolve = async (host: string) =>
      host === 'db.example.com' ? [{ address: '93.184.215.14', family: 4 }] : Promise.reject(new Error('ENOTFOUND'));
    const platformCatalog = { host: 'db.example.com', port: 5432 } as never;
    const guard = createOutboundGuard({ allow: [], log: () => {}, resolve });
    const error = await assertDatasourceAddress({ outbound: guard, platformCatalog }, 'jdbc:postgresql://DB.example.com:5432/blade').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).messageIn('zh')).toBe(
      '数据源地址 db.example.com 是平台自身的数据库,请使用内置数据源「平台数据库」;如需另行连接请在 OUTBOUND_ALLOW 中加入该地址',
    );
    await expect(
      assertDatasourceAddress({ outbound: guard, platformCatalog }, 'postgresql://db.example.com:6543/other'),
    ).resolves.toBeUndefined();
    const allowed = createOutboundGuard({ allow: ['db.example.com'], log: () => {}, resolve });
    await expect(
      assertDatasourceAddress({ outbound: allowed, platformCatalog }, 'postgresql://db.example.com/blade'),
    ).resolves.toBeUndefined();
    // A name that does not resolve now is judged when used (the guard checks every connection).
    await expect(
      assertDatasourceAddress({ outbound: guard, platformCatalog }, 'postgresql://later.example.com/blade'),
    ).resolves.toBeUndefined();
  });
});
