import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    /** E.164 with its `+` (lib/phone.ts). */
    phone: text('phone'),
    /** `scrypt$N$r$p$salt$hash`, see lib/password.ts. */
    passwordHash: text('password_hash').notNull(),
    /** Optional contact address (learner import). */
    email: text('email'),
    /** The learner's API language (CN, EN, TW or TH), or null for the request's own. */
    language: text('language'),
    currentCompanyId: integer('current_company_id').references(() => companies.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_username_idx').on(table.username), uniqueIndex('users_phone_idx').on(table.phone)],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.companyId] })],
);

export const sessionRevokedReasons = ['logout', 'replaced', 'expired', 'password_reset'] as const;
export type SessionRevokedReason = (typeof sessionRevokedReasons)[number];
export const sessionRevokedReason = pgEnum('session_revoked_reason', sessionRevokedReasons);

/** Login sessions. The cookie carries a random token; only its SHA-256 is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Hex SHA-256 of the cookie token. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whether the cookie is persistent ("remember me"). */
    remember: boolean('remember').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: sessionRevokedReason('revoked_reason'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
    check('sessions_revoked_with_reason', sql`(${table.revokedAt} is null) = (${table.revokedReason} is null)`),
  ],
);

/** Login codes sent by SMS: only a salted hash of the code is kept. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    /** `salt$sha256(salt:phone:code)`, hex (see services/sms.ts). */
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Wrong tries so far; the code is dead at 5. */
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('sms_codes_phone_created_idx').on(table.phone, table.createdAt)],
);

/** DEMO mode only: the messages the outbox transport "sent", readable at GET /dev/sms-outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    /** The login code; null for a notice, which has none (decision 0105). */
    code: text('code'),
    text: text('text').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (table) => [index('sms_outbox_phone_sent_idx').on(table.phone, table.sentAt)],
);

/**
 * Fixed-window counters shared by every server instance: a bucket counts hits until `reset_at`, then starts
 * again at the next hit (repositories/rate-limits.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
);

export const dataRequestTypes = ['access', 'correction', 'erasure', 'restriction'] as const;
export type DataRequestType = (typeof dataRequestTypes)[number];
export const dataRequestType = pgEnum('data_request_type', dataRequestTypes);
export const dataRequestStatuses = ['received', 'in_progress', 'completed', 'rejected'] as const;
export type DataRequestStatus = (typeof dataRequestStatuses)[number];
export const dataRequestStatus = pgEnum('data_request_status', dataRequestStatuses);

/** Data-rights requests (access, correction, erasure, restriction), answered within 3 working days. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company the learner was in when asking. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    type: dataRequestType('type').notNull(),
    text: text('text').notNull(),
    status: dataRequestStatus('status').notNull().default('received'),
    createdAt: timestamptz('created_at').notNull(),
    dueAt: timestamptz('due_at').notNull(),
  },
  (table) => [index('data_requests_user_created_idx').on(table.userId, table.createdAt)],
);

/** Activity heartbeats (learner spec §3): scalar fields in columns, `objectIds` and `clientInfo` as jsonb. */
export const heartbeats = pgTable(
  'heartbeats',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receivedAt: timestamptz('received_at').notNull(),
    actionId: integer('action_id').notNull(),
    actionContext: text('action_context'),
    appId: text('app_id').notNull(),
    appName: text('app_name').notNull(),
    appVersion: text('app_version').notNull(),
    learningPathMetaId: integer('learning_path_meta_id'),
    result: text('result'),
    objectIds: jsonb('object_ids').$type<[string, number | null] | null>(),
    clientInfo: jsonb('client_info').$type<Record<string, unknown>>().notNull(),
    /** The client's key for this heartbeat (optional): a re-send with the same key is not stored again. */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    index('heartbeats_user_received_idx').on(table.userId, table.receivedAt),
    // NULLs are distinct: heartbeats without a key never conflict.
    uniqueIndex('heartbeats_user_idempotency_key_idx').on(table.userId, table.idempotencyKey),
  ],
);

/**
 * The audit log of data-rights erasures (services/erasure.ts): one row per erased learner, written in the
 * same transaction as the erasure. It keeps no personal data: the former user id (a number that no longer
 * names anyone), the request's id and dates, who erased and when, and how many rows of each table went.
 */
export const dataErasures = pgTable('data_erasures', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The erasure request answered (its row is erased with the rest). */
  requestId: integer('request_id').notNull(),
  /** The erased user's former id (no foreign key: the user is gone). */
  erasedUserId: integer('erased_user_id').notNull(),
  /** Who ran the erasure (an operator's name or e-mail, as given to the CLI). */
  actor: text('actor').notNull(),
  requestedAt: timestamptz('requested_at').notNull(),
  dueAt: timestamptz('due_at').notNull(),
  erasedAt: timestamptz('erased_at').notNull(),
  /** Rows removed per table, e.g. `{ "users": 1, "sessions": 3, … }`. */
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
});
