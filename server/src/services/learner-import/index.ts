/**
 * Learner import (`npm run users:import`, `POST /admin/v1/learners`; docs/api.md "Learners CSV"): reads a CSV of
 * learners, checks every row (format, repeats within the file, accounts and phones already in the database,
 * courses that exist), and writes the learners, their companies (created when missing), memberships and
 * enrolments in one transaction. By default all or nothing: one bad row and nothing is written.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrolments as enrolmentsTable, learningPaths } from '../../db/learning-schema.js';
import { companies, memberships, users } from '../../db/schema.js';
import { passwordNotSet } from '../../lib/password.js';
import { readLearnerCsv, type LearnerRow, type RowError } from './rows.js';

export { learnerColumns, maxLearnerRows, type RowError } from './rows.js';

export interface LearnerImportOptions {
  /** Write nothing when any row is wrong (default); otherwise write the good rows and report the others. */
  allOrNothing?: boolean;
}

/** What an import did, or would have done. */
export interface LearnerImportReport {
  /** Whether anything was written (false whenever `errors` is not empty in all-or-nothing mode). */
  written: boolean;
  /** Learners created. */
  imported: number;
  /** Codes of the companies the import created. */
  companiesCreated: string[];
  /** Enrolments created. */
  enrolled: number;
  /** Every problem, ordered by line; the rows concerned were not written. */
  errors: RowError[];
}

const chunk = 1000;
function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += chunk) out.push(items.slice(index, index + chunk));
  return out;
}

/** Imports the learners of a CSV text (see the module comment). */
export async function importLearners(db: Db, csv: string, options: LearnerImportOptions = {}): Promise<LearnerImportReport> {
  const allOrNothing = options.allOrNothing ?? true;
  const read = readLearnerCsv(csv);
  const errors = [...read.errors];
  const rows = withoutRepeats(read.rows, errors);
  return db.transaction(async (tx) => {
    const good = await withoutConflicts(tx, rows, errors);
    errors.sort((a, b) => a.line - b.line);
    if ((allOrNothing && errors.length > 0) || good.length === 0) {
      return { written: false, imported: 0, companiesCreated: [], enrolled: 0, errors };
    }
    const companiesCreated = await createMissingCompanies(tx, good);
    const companyIds = await idsByCode(tx, companies, [...new Set(good.flatMap((row) => (row.company ? [row.company.code] : [])))]);
    const courseIds = await idsByCode(tx, learningPaths, [...new Set(good.flatMap((row) => row.enrolments))]);
    let enrolled = 0;
    for (const part of chunks(good)) {
      const created = await tx
        .insert(users)
        .values(
          part.map((row) => ({
            username: row.account,
            displayName: row.name,
            phone: row.phone,
            email: row.email,
            language: row.language,
            passwordHash: row.passwordHash ?? passwordNotSet,
            currentCompanyId: row.company ? (companyIds.get(row.company.code) ?? null) : null,
          })),
        )
        .returning({ id: users.id, username: users.username });
      const userIds = new Map(created.map((user) => [user.username, user.id]));
      const member = part.flatMap((row) => (row.company ? [{ userId: userIds.get(row.account) as number, companyId: companyIds.get(row.company.code) as number }] : []));
      if (member.length) await tx.insert(memberships).values(member);
      const enrol = part.flatMap((row) => row.enrolments.map((code) => ({ userId: userIds.get(row.account) as number, learningPathId: courseIds.get(code) as number })));
      if (enrol.length) await tx.insert(enrolmentsTable).values(enrol);
      enrolled += enrol.length;
    }
    return { written: true, imported: good.length, companiesCreated, enrolled, errors };
  });
}

/** Drops the rows whose account or phone repeats an earlier row of the file, reporting each. */
function withoutRepeats(rows: LearnerRow[], errors: RowError[]): LearnerRow[] {
  const accounts = new Map<string, number>();
  const phones = new Map<string, number>();
  return rows.filter((row) => {
    const firstAccount = accounts.get(row.account.toLowerCase());
    const firstPhone = row.phone ? phones.get(row.phone) : undefined;
    if (firstAccount !== undefined) errors.push({ line: row.line, column: 'account', message: `account "${row.account}" repeats line ${firstAccount}` });
    if (firstPhone !== undefined) errors.push({ line: row.line, column: 'phone', message: `phone ${row.phone} repeats line ${firstPhone}` });
    if (firstAccount !== undefined || firstPhone !== undefined) return false;
    accounts.set(row.account.toLowerCase(), row.line);
    if (row.phone) phones.set(row.phone, row.line);
    return true;
  });
}

/** Drops the rows whose account or phone is already a user's, or that name a course that does not exist. */
async function withoutConflicts(tx: Db, rows: LearnerRow[], errors: RowError[]): Promise<LearnerRow[]> {
  const takenAccounts = new Set<string>();
  const takenPhones = new Set<string>();
  for (const part of chunks(rows)) {
    const lowered = part.map((row) => row.account.toLowerCase());
    const phones = part.flatMap((row) => (row.phone ? [row.phone] : []));
    for (const user of await tx.select({ username: users.username }).from(users).where(inArray(sql`lower(${users.username})`, lowered))) {
      takenAccounts.add(user.username.toLowerCase());
    }
    if (phones.length) for (const user of await tx.select({ phone: users.phone }).from(users).where(inArray(users.phone, phones))) takenPhones.add(user.phone ?? '');
  }
  const courses = await idsByCode(tx, learningPaths, [...new Set(rows.flatMap((row) => row.enrolments))]);
  return rows.filter((row) => {
    const before = errors.length;
    if (takenAccounts.has(row.account.toLowerCase())) errors.push({ line: row.line, column: 'account', message: `account "${row.account}" already exists in the database` });
    if (row.phone && takenPhones.has(row.phone)) errors.push({ line: row.line, column: 'phone', message: `phone ${row.phone} already belongs to a user in the database` });
    for (const code of row.enrolments) if (!courses.has(code)) errors.push({ line: row.line, column: 'enrolments', message: `course "${code}" does not exist` });
    return errors.length === before;
  });
}

async function createMissingCompanies(tx: Db, rows: LearnerRow[]): Promise<string[]> {
  const wanted = new Map<string, string>();
  for (const row of rows) if (row.company && !wanted.has(row.company.code)) wanted.set(row.company.code, row.company.name);
  const existing = await idsByCode(tx, companies, [...wanted.keys()]);
  const missing = [...wanted].filter(([code]) => !existing.has(code));
  for (const part of chunks(missing)) await tx.insert(companies).values(part.map(([code, name]) => ({ code, name })));
  return missing.map(([code]) => code);
}

/** `code → id` of the given codes that exist in a table with `code` and `id` columns. */
async function idsByCode(tx: Db, table: typeof companies | typeof learningPaths, codes: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of chunks(codes)) {
    for (const row of await tx.select({ id: table.id, code: table.code }).from(table).where(inArray(table.code, part))) found.set(row.code, row.id);
  }
  return found;
}
