import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '@/lib/env';

describe('loadEnv', () => {
  it('has defaults that need no services', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: '.data',
      DATABASE_URL: undefined,
      RATE_LIMIT: { limit: 10, windowSeconds: 60 },
    });
  });

  it('reads every variable, treating empty strings as unset', () => {
    const env = loadEnv({
      PORT: '8080',
      SITE_URL: 'https://courts.example/',
      DATA_DIR: '/var/lib/leads',
      DATABASE_URL: 'postgresql://app@db:5432/leads',
      RATE_LIMIT: 'off',
      UNRELATED: '',
    });
    expect(env).toMatchObject({ PORT: 8080, SITE_URL: 'https://courts.example', DATA_DIR: '/var/lib/leads', RATE_LIMIT: null });
    expect(loadEnv({ SITE_URL: '', PORT: '4000' }).SITE_URL).toBe('http://localhost:4000');
  });

  it('names every bad variable at once', () => {
    expect(() => loadEnv({ PORT: '70000', RATE_LIMIT: '0/60' })).toThrowError(EnvError);
    try {
      loadEnv({ PORT: '70000', RATE_LIMIT: '0/60' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: .*\(got "70000"\)/);
      expect((error as Error).message).toMatch(/RATE_LIMIT: must be "off" or "<requests>\/<seconds>", e\.g\. 10\/60 \(got "0\/60"\)/);
    }
  });
});
