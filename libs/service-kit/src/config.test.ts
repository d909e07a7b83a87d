import { describe, expect, it } from 'vitest';
import { BaseEnv, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults and converts strings', () => {
    const config = loadConfig(BaseEnv, { PORT: '4000', TRUST_PROXY: 'true' });
    expect(config.PORT).toBe(4000);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.RATE_LIMIT_MAX).toBe(6000);
  });

  it('names each bad variable and the value it got', () => {
    try {
      loadConfig(BaseEnv, { PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.map((p) => p.variable).sort();
      expect(problems).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
      expect((error as Error).message).toContain('"eighty"');
    }
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig(BaseEnv, { DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
