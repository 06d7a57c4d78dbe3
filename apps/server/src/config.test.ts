import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 8080, embedded database in ./data', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.TRUSTED_PROXIES).toEqual([]);
    expect(c.CORS_ORIGINS).toEqual([]);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const e = err as ConfigError;
      expect(e.message).toMatch(/^Invalid environment variables/);
      expect(e.issues.map((i) => i.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
    }
  });

  it('splits lists', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 10.0.1.0/24' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
    ]);
  });
});

describe('DOCS_ENABLED', () => {
  it('serves the API reference by default except in production', () => {
    expect(loadConfig({}).DOCS_ENABLED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).DOCS_ENABLED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).DOCS_ENABLED).toBe(false);
  });

  it('is the operator’s choice when set', () => {
    expect(loadConfig({ NODE_ENV: 'production', DOCS_ENABLED: 'true' }).DOCS_ENABLED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DOCS_ENABLED: 'false' }).DOCS_ENABLED).toBe(false);
    expect(() => loadConfig({ DOCS_ENABLED: 'maybe' })).toThrow(/DOCS_ENABLED/);
  });
});
