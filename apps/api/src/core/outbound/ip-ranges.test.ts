// The range checks of the outbound guard: every non-public IPv4 and IPv6 form refused, public ones passed, and the
// operator's allow list (host names, single addresses, CIDR ranges) parsed, validated and matched.
import { describe, expect, it } from 'vitest';
import { createAllowList, parseOutboundAllow } from './allow-list.ts';
import { ipv6Groups, notPublicReason, plainAddress } from './ip-ranges.ts';

describe('notPublicReason', () => {
  it('refuses loopback, unspecified, private, shared, link-local, multicast, broadcast and reserved IPv4', () => {
    for (const ip of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.255',
      '100.100.100.200',
      '169.254.169.254',
      '169.254.0.1',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '240.0.0.1',
      '198.18.0.1',
      '192.0.0.170',
    ]) {
      expect(notPublicReason(ip), ip).toBeDefined();
    }
    expect(notPublicReason('127.0.0.1')).toBe('loopback');
    expect(notPublicReason('169.254.169.254')).toContain('metadata');
  });

  it('passes public IPv4, including the neighbours of the refused ranges', () => {
    for (const ip of [
      '8.8.8.8',
      '1.1.1.1',
      '172.15.255.255',
      '172.32.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '11.0.0.1',
      '223.255.255.255',
      '169.253.255.255',
    ]) {
      expect(notPublicReason(ip), ip).toBeUndefined();
    }
  });

  it('refuses loopback, unspecified, unique-local, link-local, multicast IPv6', () => {
    for (const ip of ['::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'febf::1', 'ff02::1', '2001:db8::1', '::0:1']) {
      expect(notPublicReason(ip), ip).toBeDefined();
    }
    expect(notPublicReason('2606:4700:4700::1111')).toBeUndefined();
    expect(notPublicReason('2a00:1450:4001::200e')).toBeUndefined();
  });

  it('judges IPv6 forms carrying an IPv4 address by that address (mapped, NAT64, 6to4, compatible)', () => {
    for (const ip of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::FFFF:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '::ffff:10.0.0.1',
      '64:ff9b::127.0.0.1',
      '64:ff9b::a00:1',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
      '::127.0.0.1',
      '0:0:0:0:0:ffff:192.168.0.1',
    ]) {
      expect(notPublicReason(ip), ip).toBeDefined();
    }
    expect(notPublicReason('::ffff:8.8.8.8')).toBeUndefined();
    expect(notPublicReason('64:ff9b::808:808')).toBeUndefined();
    expect(plainAddress('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(plainAddress('::1')).toBe('::1');
  });

  it('reads IPv6 text into groups', () => {
    expect(ipv6Groups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(ipv6Groups('fe80::1%lo')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('is not fooled by anything that is not an address', () => {
    expect(notPublicReason('localhost')).toBe('not an IP address');
    expect(notPublicReason('')).toBe('not an IP address');
  });
});

describe('OUTBOUND_ALLOW', () => {
  it('accepts host names, addresses and CIDR ranges, and says what is wrong with anything else', () => {
    expect(parseOutboundAllow('')).toEqual({ entries: [], problems: [] });
    expect(parseOutboundAllow(' minio , 127.0.0.1,10.0.0.0/8,fd00::/8, sms.corp.example. ,::1 ,')).toEqual({
      entries: ['minio', '127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'sms.corp.example.', '::1'],
      problems: [],
    });
    const bad = parseOutboundAllow('10.0.0.0/33,::1/129,*.example.com,http://minio,10.0.0.0/8/1,a b,-bad-');
    expect(bad.problems).toHaveLength(7);
    expect(bad.problems[0]).toContain('0-32');
    expect(bad.problems[2]).toContain('neither a host name');
  });

  it('matches single addresses, ranges (IPv4-mapped forms included) and host names', () => {
    const allow = createAllowList(['127.0.0.1', '10.1.0.0/16', 'fd00::/8', 'MinIO']);
    expect(allow.allowsAddress('127.0.0.1')).toBe(true);
    expect(allow.allowsAddress('::ffff:127.0.0.1')).toBe(true);
    expect(allow.allowsAddress('127.0.0.2')).toBe(false);
    expect(allow.allowsAddress('10.1.255.1')).toBe(true);
    expect(allow.allowsAddress('10.2.0.1')).toBe(false);
    expect(allow.allowsAddress('fd12::1')).toBe(true);
    expect(allow.allowsAddress('fe80::1')).toBe(false);
    expect(allow.allowsHost('minio')).toBe(true);
    expect(allow.allowsHost('minio.')).toBe(true);
    expect(allow.allowsHost('other')).toBe(false);
    expect(createAllowList([]).allowsAddress('127.0.0.1')).toBe(false);
  });
});
