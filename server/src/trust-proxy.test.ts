import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@marquee/core/config.js';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('TRUST_PROXY', () => {
  it('is off by default: the socket address is the client', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and ranges', () => {
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      'loopback',
      '::1',
    ]);
  });

  it('refuses true, which would trust every hop, with a message saying what to set', () => {
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*every X-Forwarded-For hop.*1 for one reverse proxy/,
    );
  });

  it('refuses what is neither a count nor addresses', () => {
    expect(() => load({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: .*yes/);
    expect(() => load({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
  });
});

describe('registration and pairing limits', () => {
  it('have defaults and can be set', () => {
    expect(load({}).registerLimits.perIp).toBe(10);
    expect(load({ REGISTER_MAX_PER_IP: '3' }).registerLimits.perIp).toBe(3);
    expect(load({}).pairingLimits).toMatchObject({
      perIp: 10,
      perNetwork: 30,
      failureDelayMs: 500,
    });
    expect(() => load({ REGISTER_MAX_PER_IP: '0' })).toThrow(/REGISTER_MAX_PER_IP/);
  });
});
