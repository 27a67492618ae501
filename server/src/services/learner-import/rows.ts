/**
 * Reading a learners CSV (docs/api.md "Learners CSV"): the header, then one learner a row. Each row is checked
 * on its own here (format of every field); what needs the database (accounts and phones already taken, courses
 * that exist) is checked by the import itself. Every problem is reported with its line in the file.
 */
import { parse } from 'csv-parse/sync';
import { apiLanguages, type ApiLanguage } from '../../lib/language.js';
import { normalizePhone, phonePattern } from '../../lib/phone.js';

/** The columns a learners CSV may have, in the documented order; `account` and `name` are required. */
export const learnerColumns = ['account', 'phone', 'name', 'email', 'company', 'company_name', 'language', 'enrolments', 'password_hash'] as const;
export type LearnerColumn = (typeof learnerColumns)[number];
const requiredColumns: LearnerColumn[] = ['account', 'name'];

/** The most rows one import takes. */
export const maxLearnerRows = 50_000;

/** A problem of the file, with its 1-based line (the header is line 1) and the column it concerns, if any. */
export interface RowError {
  line: number;
  column?: LearnerColumn;
  message: string;
}

/** One valid row. */
export interface LearnerRow {
  line: number;
  account: string;
  /** E.164 with its `+`. */
  phone: string | null;
  name: string;
  email: string | null;
  /** The company's code, and the name it gets when the import creates it. */
  company: { code: string; name: string } | null;
  language: ApiLanguage | null;
  /** Course codes (`learning_paths.code`), without repeats. */
  enrolments: string[];
  /** A stored-form password hash, or null: the learner sets a password after a first login by SMS code. */
  passwordHash: string | null;
}

export const accountPattern = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;
/** Company and course codes. */
export const codePattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const emailPattern = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;
/** `scrypt$N$r$p$salt$hash` as lib/password.ts writes it, with parameters a login can afford. */
const scryptPattern = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$[A-Za-z0-9+/]{22}={0,2}\$[A-Za-z0-9+/]{43}=?$/;
const phoneRegExp = new RegExp(phonePattern);

class HeaderError extends Error {}

/** Splits a CSV text into checked rows and the problems found, each with its line. */
export function readLearnerCsv(text: string): { rows: LearnerRow[]; errors: RowError[] } {
  let records: { record: Record<string, string>; info: { lines: number; raw?: string } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: checkHeader,
      info: true,
      raw: true,
      skip_empty_lines: true,
      trim: true,
    }) as typeof records;
  } catch (error) {
    if (error instanceof HeaderError) return { rows: [], errors: [{ line: 1, message: error.message }] };
    const { lines, message } = error as { lines?: number; message: string };
    return { rows: [], errors: [{ line: lines ?? 1, message: `not a readable CSV: ${message}` }] };
  }
  if (records.length === 0) return { rows: [], errors: [{ line: 1, message: 'the file has a header but no learners' }] };
  if (records.length > maxLearnerRows) return { rows: [], errors: [{ line: 1, message: `at most ${maxLearnerRows} learners per import, this file has ${records.length}` }] };
  const rows: LearnerRow[] = [];
  const errors: RowError[] = [];
  for (const { record, info } of records) {
    // info.lines is the record's last line; a quoted field may span several.
    const line = info.lines - ((info.raw ?? '').replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
    const row = readRow(record, line, errors);
    if (row) rows.push(row);
  }
  return { rows, errors };
}

function checkHeader(header: string[]): string[] {
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(learnerColumns as readonly string[]).includes(name));
  if (unknown.length) throw new HeaderError(`unknown column ${unknown.map((name) => `"${name}"`).join(', ')} (the columns are ${learnerColumns.join(', ')})`);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length) throw new HeaderError(`column "${repeated[0]}" appears twice`);
  const missing = requiredColumns.filter((name) => !names.includes(name));
  if (missing.length) throw new HeaderError(`missing column ${missing.map((name) => `"${name}"`).join(', ')}`);
  return names;
}

function readRow(record: Record<string, string>, line: number, errors: RowError[]): LearnerRow | undefined {
  const before = errors.length;
  const problem = (column: LearnerColumn, message: string) => errors.push({ line, column, message });
  const field = (column: LearnerColumn) => record[column] ?? '';

  const account = field('account');
  if (!account) problem('account', 'account is empty');
  else if (!accountPattern.test(account)) problem('account', `account "${account}" is not valid (1–64 letters, digits, ".", "_", "@" or "-", starting with a letter or digit)`);

  const name = field('name');
  if (!name) problem('name', 'name is empty');
  else if (name.length > 100) problem('name', 'name is longer than 100 characters');

  const rawPhone = field('phone');
  if (rawPhone && !phoneRegExp.test(rawPhone)) problem('phone', `phone "${rawPhone}" is not valid (an optional "+" and 8–15 digits, no spaces)`);

  const email = field('email');
  if (email && (email.length > 254 || !emailPattern.test(email))) problem('email', `email "${email}" is not valid`);

  const companyCode = field('company');
  const companyName = field('company_name');
  if (companyCode && !codePattern.test(companyCode)) problem('company', `company code "${companyCode}" is not valid (1–64 letters, digits, "_" or "-")`);
  if (companyName && !companyCode) problem('company_name', 'company_name is given without a company code');
  if (companyName.length > 200) problem('company_name', 'company_name is longer than 200 characters');

  const language = field('language').toUpperCase();
  if (language && !(apiLanguages as readonly string[]).includes(language)) problem('language', `language "${field('language')}" is not one of ${apiLanguages.join(', ')}`);

  const enrolments = [...new Set(field('enrolments').split(';').map((code) => code.trim()).filter(Boolean))];
  for (const code of enrolments) if (!codePattern.test(code)) problem('enrolments', `course code "${code}" is not valid`);

  const passwordHash = field('password_hash');
  if (passwordHash && !isAcceptableHash(passwordHash)) {
    problem('password_hash', 'password_hash is not a hash this server stores (scrypt$N$r$p$salt$hash with N a power of 2 up to 65536, r ≤ 16, p ≤ 4)');
  }
  if (!passwordHash && !rawPhone) problem('phone', 'a learner without password_hash needs a phone: the first login is by SMS code, then the learner sets a password');

  if (errors.length > before) return undefined;
  return {
    line,
    account,
    phone: rawPhone ? normalizePhone(rawPhone) : null,
    name,
    email: email || null,
    company: companyCode ? { code: companyCode, name: companyName || companyCode } : null,
    language: (language || null) as ApiLanguage | null,
    enrolments,
    passwordHash: passwordHash || null,
  };
}

function isAcceptableHash(hash: string): boolean {
  const match = scryptPattern.exec(hash);
  if (!match) return false;
  const [n, r, p] = match.slice(1).map(Number) as [number, number, number];
  return n >= 1024 && n <= 65_536 && (n & (n - 1)) === 0 && r >= 1 && r <= 16 && p >= 1 && p <= 4;
}
