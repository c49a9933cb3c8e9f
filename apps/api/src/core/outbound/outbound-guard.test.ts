// The guard itself: a name is refused when any of its addresses is not public, metadata names are refused before
// any lookup, the operator's names and ranges are let through, and a request connects to the address that was
// checked (the socket never resolves the name again: no DNS-rebinding gap).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { sendHttp } from './http-call.ts';
import { createOutboundGuard, OutboundRefused } from './outbound-guard.ts';

const ZONE: Record<string, string[]> = {
  'public.test': ['93.184.215.14'],
  'split.test': ['93.184.215.14', '127.0.0.1'],
  'inside.test': ['10.0.0.7'],
  'loop.test': ['127.0.0.1'],
};
const lookups: string[] = [];
const resolve = async (host: string) => {
  lookups.push(host);
  const found = ZONE[host];
  if (!found) throw new Error(`ENOTFOUND ${host}`);
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const guardWith = (allow: string[]) => createOutboundGuard({ allow, log: () => {}, resolve });

let port = 0;
const hosts: string[] = [];
const server = createServer((req, res) => {
  hosts.push(req.headers.host ?? '');
  res.end('ok');
});
beforeAll(
  () =>
    new Promise<void>((done) =>
      server.listen(0, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        done();
      }),
    ),
);
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('check', () => {
  it('passes public names and addresses, pinned to the first address', async () => {
    const guard = guardWith([]);
    expect(await guard.check('public.test')).toEqual({ host: 'public.test', address: '93.184.215.14', family: 4 });
    expect(await guard.check('[2606:4700:4700::1111]')).toMatchObject({ address: '2606:4700:4700::1111', family: 6 });
  });

  it('refuses a name with any non-public address, literals in any form, metadata names and unknown names', async () => {
    const guard = guardWith([]);
    for (const host of [
      'split.test',
      'inside.test',
      'loop.test',
      '127.0.0.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '0.0.0.0',
      '169.254.169.254',
      'nowhere.test',
      '',
    ]) {
      await expect(guard.check(host), host).rejects.toBeInstanceOf(OutboundRefused);
    }
    lookups.length = 0;
    await expect(guard.check('metadata.google.internal')).rejects.toThrow('metadata');
    await expect(guard.check('Metadata.')).rejects.toThrow('metadata');
    expect(lookups).toEqual([]);
  });

  it('lets the operator allow names (whatever they resolve to) and ranges', async () => {
    expect(await guardWith(['inside.test']).check('inside.test')).toMatchObject({ address: '10.0.0.7' });
    expect(await guardWith(['10.0.0.0/24']).check('inside.test')).toMatchObject({ address: '10.0.0.7' });
    expect(await guardWith(['127.0.0.1']).check('[::ffff:127.0.0.1]')).toMatchObject({ address: '127.0.0.1', family: 4 });
    await expect(guardWith(['127.0.0.1']).check('split.test')).resolves.toMatchObject({ address: '93.184.215.14' });
    await expect(guardWith(['10.0.0.0/24']).check('10.0.1.1')).rejects.toBeInstanceOf(OutboundRefused);
  });

  it('answers every failure with the one generic message and logs the reason', () => {
    const logged: unknown[] = [];
    const guard = createOutboundGuard({ allow: [], log: (e) => logged.push(e), resolve });
    const error = guard.failure('SMS gateway', new OutboundRefused('127.0.0.1 is loopback'));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, key: 'outboundFailed' });
    expect(error.messageIn('zh')).toBe('外部服务连接失败');
    expect(String(logged[0])).toContain('127.0.0.1 is loopback');
  });
});

describe('requests through the guarded agents', () => {
  it('connect to the checked address: the name is never resolved again by the socket', async () => {
    // loop.test exists only in the guard's resolver: the request can only reach the server through the pinned address.
    lookups.length = 0;
    const status = await sendHttp(guardWith(['127.0.0.1']), `http://loop.test:${port}/x`, { method: 'GET', headers: {}, timeoutMs: 5000 });
    expect(status).toBe(200);
    expect(hosts.at(-1)).toBe(`loop.test:${port}`);
    expect(lookups).toEqual(['loop.test']);
  });

  it('refuse before connecting, literal addresses included', async () => {
    const before = hosts.length;
    await expect(
      sendHttp(guardWith([]), `http://loop.test:${port}/`, { method: 'GET', headers: {}, timeoutMs: 5000 }),
    ).rejects.toBeInstanceOf(OutboundRefused);
    await expect(
      sendHttp(guardWith([]), `http://127.0.0.1:${port}/`, { method: 'GET', headers: {}, timeoutMs: 5000 }),
    ).rejects.toBeInstanceOf(OutboundRefused);
    await expect(sendHttp(guardWith([]), 'file:///etc/passwd', { method: 'GET', headers: {}, timeoutMs: 5000 })).rejects.toThrow(
      'protocol',
    );
    expect(hosts.length).toBe(before);
  });
});
