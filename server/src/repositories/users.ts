import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { companies, memberships, users } from '../db/schema.js';
import { apiLanguages, type ApiLanguage } from '../lib/language.js';
import { passwordNotSet } from '../lib/password.js';

export interface Company {
  id: number;
  name: string;
}

/** The learner as the API shows it (docs/api.md `UserInfo`): never a password hash. */
export interface UserInfo {
  userId: number;
  userName: string;
  displayName: string;
  /** The current company; null only for a user who belongs to no company. */
  company: Company | null;
  /** Every company of the user, present only when there is more than one. */
  companyList?: Company[];
  /** False for a learner imported without a password (they log in by SMS code until they set one). */
  hasPassword: boolean;
}

export interface LoginCandidate {
  id: number;
  passwordHash: string;
}

export async function findByUsername(db: Db, username: string): Promise<LoginCandidate | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.username, username));
  return row;
}

export async function findIdByPhone(db: Db, phone: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row?.id;
}

/**
 * Where and how to tell a user something by SMS: their phone (E.164 with `+`) and their own language when one is kept
 * (`null`: none, or a value that is not an API language); undefined when they have no phone, or for no such user.
 */
export async function smsContactOf(db: Db, userId: number): Promise<{ phone: string; language: ApiLanguage | null } | undefined> {
  const [row] = await db.select({ phone: users.phone, language: users.language }).from(users).where(eq(users.id, userId));
  if (!row?.phone) return undefined;
  const language = apiLanguages.find((known) => known === row.language) ?? null;
  return { phone: row.phone, language };
}

/** Locks the user's row until the end of the transaction (serializes concurrent logins of one user). */
export async function lock(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * The user's info: the current company is `current_company_id` when the user is still a member of it, else
 * the first of their companies.
 */
export async function getUserInfo(db: Db, userId: number): Promise<UserInfo | undefined> {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      currentCompanyId: users.currentCompanyId,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const list = await db
    .select({ id: companies.id, name: companies.name })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(companies.id));
  const company = list.find((entry) => entry.id === user.currentCompanyId) ?? list[0] ?? null;
  const info: UserInfo = {
    userId: user.id,
    userName: user.username,
    displayName: user.displayName,
    company,
    hasPassword: user.passwordHash !== passwordNotSet,
  };
  if (list.length > 1) info.companyList = list;
  return info;
}

export async function isMember(db: Db, userId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)));
  return row !== undefined;
}

/** The company the user's info and data requests refer to (null for a user without companies). */
export async function currentCompanyId(db: Db, userId: number): Promise<number | null> {
  return (await getUserInfo(db, userId))?.company?.id ?? null;
}

export async function setCurrentCompany(db: Db, userId: number, companyId: number): Promise<void> {
  await db.update(users).set({ currentCompanyId: companyId }).where(eq(users.id, userId));
}

/**
 * Sets the password of a user who has none yet (`passwordNotSet`, learner import); returns false, changing
 * nothing, when the user already has one.
 */
export async function setFirstPassword(db: Db, userId: number, passwordHash: string): Promise<boolean> {
  return replacePassword(db, userId, passwordNotSet, passwordHash);
}

/** The stored password hash of a user (`passwordNotSet` when they have none yet); undefined for no such user. */
export async function passwordHashOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

/** Sets a user's password hash whatever it was (a reset proven by an SMS code); returns their user name, undefined for no such user. */
export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<string | undefined> {
  const [row] = await db.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning({ username: users.username });
  return row?.username;
}

/** Replaces a password, only if it is still `currentHash` (a change made meanwhile is not overwritten); true if replaced. */
export async function replacePassword(db: Db, userId: number, currentHash: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, currentHash)))
    .returning({ id: users.id });
  return rows.length === 1;
}
