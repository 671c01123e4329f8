import { describe, expect, it } from 'vitest';
import { formatIp, networkOf, parseIp, parseIpv4, parseIpv6 } from './ip.js';

describe('IPv4 (Rust std rules)', () => {
  it.each(['0.0.0.0', '192.0.2.1', '255.255.255.255'])('accepts %s', (text) => expect(parseIpv4(text)).toBeDefined());
  it.each(['256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1..2.3', '', '1.2.3.4 ', '1.2.3.-4', '1234.1.1.1'])('rejects %j', (text) =>
    expect(parseIpv4(text)).toBeUndefined(),
  );
});

describe('IPv6', () => {
  it.each(['::', '::1', '2001:db8::1', '2001:db8:0:0:0:0:0:1', '1:2:3:4:5:6:7::', '::ffff:192.0.2.1', '64:ff9b::192.0.2.33', 'FE80::1'])('accepts %s', (text) =>
    expect(parseIpv6(text)).toHaveLength(16),
  );
  it.each([':', ':::', '2001:db8:::1', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8::', '12345::1', '::g', 'fe80::1%eth0', '1:2', ':1::', '::1.2.3'])('rejects %j', (text) =>
    expect(parseIpv6(text)).toBeUndefined(),
  );
});

describe('formatting and networks', () => {
  it('writes the canonical form', () => {
    expect(formatIp(parseIp('2001:0db8:0000:0000:0000:0000:0000:0001')!)).toBe('2001:db8::1');
    expect(formatIp(parseIp('0:0:1:0:0:0:0:0')!)).toBe('0:0:1::');
    expect(formatIp(parseIp('1:0:1:0:1:0:1:0')!)).toBe('1:0:1:0:1:0:1:0');
  });

  it('clears host bits', () => {
    expect(formatIp(networkOf(parseIp('192.0.2.77')!, 24))).toBe('192.0.2.0');
    expect(formatIp(networkOf(parseIp('192.0.2.77')!, 27))).toBe('192.0.2.64');
    expect(formatIp(networkOf(parseIp('2001:db8::1')!, 32))).toBe('2001:db8::');
    expect(formatIp(networkOf(parseIp('10.1.2.3')!, 0))).toBe('0.0.0.0');
  });
});
