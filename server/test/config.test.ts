import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration from the environment', () => {
  it('defaults to port 8080 on 127.0.0.1 with PGlite in ./data and DEMO off', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', demo: false, databaseUrl: undefined });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('keeps memory:// as a throw-away database and PORT=0 as "pick a free port"', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', PORT: '0' })).toMatchObject({ dataDir: 'memory://', port: 0 });
  });

  it('stores ingested videos in VIDEOS_DIR, by default ./videos', () => {
    expect(loadConfig({}).paths.videos).toMatch(/[/\\]videos$/);
    expect(loadConfig({ VIDEOS_DIR: '/srv/ddi/videos' }).paths.videos).toBe('/srv/ddi/videos');
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' true ' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('rejects a bad PORT, DATABASE_URL or LOG_LEVEL with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads the timed attempts\' settings once, at the start: defaults 25 min (assessments), 20 min (DNA), 1.5 s report delay, 5 s sweeps', () => {
    expect(loadConfig({})).toMatchObject({
      assessments: { timeLimitSeconds: 1500, reportDelayMs: 1500, sweepIntervalMs: 5000 },
      dna: { timeLimitSeconds: 1200, reportDelayMs: 1500, sweepIntervalMs: 5000 },
    });
    const config = loadConfig({ ASSESSMENT_TIME_LIMIT_SECONDS: '5', DNA_TIME_LIMIT_SECONDS: '7', REPORT_DELAY_MS: '0', ASSESSMENT_SWEEP_INTERVAL_MS: '500' });
    expect(config.assessments).toEqual({ timeLimitSeconds: 5, reportDelayMs: 0, sweepIntervalMs: 500 });
    expect(config.dna).toEqual({ timeLimitSeconds: 7, reportDelayMs: 0, sweepIntervalMs: 500 });
    expect(() => loadConfig({ DNA_TIME_LIMIT_SECONDS: '0' })).toThrow(/DNA_TIME_LIMIT_SECONDS/);
    expect(() => loadConfig({ ASSESSMENT_SWEEP_INTERVAL_MS: '60000' })).toThrow(/ASSESSMENT_SWEEP_INTERVAL_MS/);
  });
});
