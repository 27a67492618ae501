import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: two levels above this file both in `src/` and in the bundled `dist/`. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data directory, or `memory://` for a throw-away database. */
  dataDir: string;
  /** `postgres://…` switches to PostgreSQL through node-postgres. */
  databaseUrl: string | undefined;
  /** Seeds the demo content and enables the development helpers. */
  demo: boolean;
  /** Folders served as static content. */
  paths: StaticPaths;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Whether to believe X-Forwarded-For for the client address (rate limits key on it): off unless the
   * server sits behind a proxy; `true`, or the proxies' addresses/CIDRs.
   */
  trustProxy: boolean | string[];
  /**
   * A system upgrade in progress until this time (`MAINTENANCE_UNTIL`, ISO 8601 with a zone): until then every
   * learner-API call except logout answers code 503 with `{ until }` (docs/api.md "Conventions").
   */
  maintenanceUntil: Date | undefined;
  /** The pre-test and post-test attempts' time limit, report delay and sweep interval. */
  assessments: AssessmentConfig;
  /** The Leadership DNA attempts' time limit, report delay and sweep interval. */
  dna: DnaConfig;
}

export interface StaticPaths {
  learnerApp: string;
  player: string;
  demo: string;
  media: string;
  /** Ingested videos (`VIDEOS_DIR`, default `./videos`): one folder per vid, never served as a whole. */
  videos: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function defaultStaticPaths(root = repoRoot): StaticPaths {
  return {
    learnerApp: resolve(root, 'learner-app/dist'),
    player: resolve(root, 'player-element/dist'),
    demo: resolve(root, 'demo'),
    media: resolve(root, 'media'),
    videos: resolve(root, 'videos'),
  };
}

/** Reads and validates the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const demo = env.DEMO === undefined ? false : ['1', 'true', 'yes', 'on'].includes(env.DEMO.toLowerCase());
  const logLevel = (env.LOG_LEVEL ?? 'info') as ServerConfig['logLevel'];
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const dataDir = env.DATA_DIR || './data';
  const trust = (env.TRUST_PROXY ?? '').trim();
  const trustProxy = ['', '0', 'false', 'no', 'off'].includes(trust.toLowerCase())
    ? false
    : ['1', 'true', 'yes', 'on'].includes(trust.toLowerCase())
      ? true
      : trust.split(',').map((part) => part.trim()).filter(Boolean);
  const maintenanceUntil = parseMaintenanceUntil(env.MAINTENANCE_UNTIL);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: dataDir.startsWith('memory://') ? dataDir : resolve(dataDir),
    databaseUrl,
    demo,
    paths: { ...defaultStaticPaths(), videos: resolve(env.VIDEOS_DIR || './videos') },
    logLevel,
    trustProxy,
    maintenanceUntil,
    assessments: loadAssessmentConfig(env),
    dna: loadDnaConfig(env),
  };
}

/** `MAINTENANCE_UNTIL`: empty or unset for none, else an ISO 8601 date-time with a zone (`Z` or `±hh:mm`). */
function parseMaintenanceUntil(value: string | undefined): Date | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
  const time = iso.test(text) ? new Date(text) : undefined;
  if (!time || Number.isNaN(time.getTime())) {
    throw new ConfigError(`MAINTENANCE_UNTIL must be an ISO 8601 time with a zone, e.g. 2026-03-01T14:00:00+07:00, got "${value}"`);
  }
  return time;
}

/** Assessments (issue 10): time limit, report delay and the sweeper's interval (docs/api.md "Assessments"). */
export interface AssessmentConfig {
  /** `ASSESSMENT_TIME_LIMIT_SECONDS` (default 1500 = 25 min): an attempt's deadline is its start plus this. */
  timeLimitSeconds: number;
  /** `REPORT_DELAY_MS` (default 1500): a report is "being generated" until its finish time plus this. */
  reportDelayMs: number;
  /** `ASSESSMENT_SWEEP_INTERVAL_MS` (default 5000, at most 5000): how often overdue attempts are finished. */
  sweepIntervalMs: number;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** Reads the assessment settings from the environment (part of `loadConfig`; `{}` gives the defaults). */
export function loadAssessmentConfig(env: NodeJS.ProcessEnv = process.env): AssessmentConfig {
  return {
    timeLimitSeconds: wholeNumber(env, 'ASSESSMENT_TIME_LIMIT_SECONDS', 1500, 1, 86_400),
    reportDelayMs: wholeNumber(env, 'REPORT_DELAY_MS', 1500, 0, 600_000),
    sweepIntervalMs: wholeNumber(env, 'ASSESSMENT_SWEEP_INTERVAL_MS', 5000, 10, 5000),
  };
}

/** Leadership DNA (issue 11): the attempt's time limit; report delay and sweep interval as the assessments'. */
export interface DnaConfig extends AssessmentConfig {
  /** `DNA_TIME_LIMIT_SECONDS` (default 1200 = 20 min). */
  timeLimitSeconds: number;
}

/** Reads the Leadership DNA settings from the environment (part of `loadConfig`; `{}` gives the defaults). */
export function loadDnaConfig(env: NodeJS.ProcessEnv = process.env): DnaConfig {
  return { ...loadAssessmentConfig(env), timeLimitSeconds: wholeNumber(env, 'DNA_TIME_LIMIT_SECONDS', 1200, 1, 86_400) };
}
