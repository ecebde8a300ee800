import { describe, expect, it } from 'vitest';
import { readConfig } from './readConfig';

const ROOT = '/srv/portolan';

describe('readConfig', () => {
  it('has the README defaults', () => {
    expect(readConfig({}, ROOT)).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: '/srv/portolan/.data/pglite',
      env: 'development',
      seedDemo: true,
      seedRefused: false,
      webDir: '/srv/portolan/dist/web',
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads PORT, HOST, DATABASE_URL and PORTOLAN_DATA_DIR (relative to the project)', () => {
    const config = readConfig({ PORT: '9000', HOST: '127.0.0.1', DATABASE_URL: 'postgres://u@db/p', PORTOLAN_DATA_DIR: 'var/db' }, ROOT);
    expect(config).toMatchObject({ port: 9000, host: '127.0.0.1', databaseUrl: 'postgres://u@db/p', dataDir: '/srv/portolan/var/db' });
    expect(readConfig({ DATABASE_URL: '' }, ROOT).databaseUrl).toBeUndefined();
    expect(() => readConfig({ PORT: 'eighty' }, ROOT)).toThrow(/PORT/);
  });

  it('seeds demo data unless told not to; production only when PORTOLAN_SEED_DEMO=1', () => {
    expect(readConfig({ PORTOLAN_SEED_DEMO: '0' }, ROOT).seedDemo).toBe(false);
    expect(readConfig({ NODE_ENV: 'test' }, ROOT)).toMatchObject({ env: 'test', seedDemo: true });
    expect(readConfig({ NODE_ENV: 'production' }, ROOT)).toMatchObject({ env: 'production', seedDemo: false, seedRefused: true });
    expect(readConfig({ NODE_ENV: 'production', PORTOLAN_SEED_DEMO: '1' }, ROOT)).toMatchObject({ seedDemo: true, seedRefused: false });
    expect(readConfig({ NODE_ENV: 'production', PORTOLAN_SEED_DEMO: '0' }, ROOT)).toMatchObject({ seedDemo: false, seedRefused: false });
    expect(() => readConfig({ PORTOLAN_SEED_DEMO: 'yes' }, ROOT)).toThrow(/PORTOLAN_SEED_DEMO/);
  });
});
