// Many learners for the course page bench (decision 0082): the bench's other calls come from one learner, whose
// concurrent course page calls the server reads as one row; this is the case of many learners reading theirs.
import { spawnSync } from 'node:child_process';
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib.mjs';

const password = 'Bench@1234';

/** The stored form of `password` (server/src/lib/password.ts), at the cheapest cost the import accepts. */
function passwordHash() {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Imports `count` learners enrolled in the course `courseCode` through the server's own learner import
 * (`server/dist/users-import.js`, against `databaseUrl`), logs each in on `url` and returns their session
 * cookies; each must be able to open the course page `path`.
 * @param {{ url: string, databaseUrl: string, courseCode: string, path: string, count: number }} options
 * @returns {Promise<string[]>}
 */
export async function learnerCookies({ url, databaseUrl, courseCode, path, count }) {
  const dir = mkdtempSync(join(tmpdir(), 'ddi-bench-learners-'));
  const hash = passwordHash();
  const account = (index) => `bench-learner-${String(index).padStart(4, '0')}`;
  try {
    const rows = Array.from({ length: count }, (_, index) => `${account(index)},Bench Learner ${index},${courseCode},${hash}`);
    writeFileSync(join(dir, 'learners.csv'), `account,name,enrolments,password_hash\n${rows.join('\n')}\n`);
    const imported = spawnSync(process.execPath, [join(root, 'server/dist/users-import.js'), join(dir, 'learners.csv')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (imported.status !== 0) throw new Error(`the learner import failed: ${imported.stderr || imported.stdout}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const cookies = [];
  for (let index = 0; index < count; index++) {
    const login = await fetch(`${url}/ddilearner/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginType: 'account', username: account(index), password, remember: true }),
    });
    const body = await login.json();
    if (body.code !== 0) throw new Error(`${account(index)}: login failed: ${JSON.stringify(body)}`);
    const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
    const page = await (await fetch(`${url}${path}`, { headers: { cookie } })).text();
    if (!page.includes('"code":0')) throw new Error(`${account(index)} cannot open ${path}: ${page.slice(0, 200)}`);
    cookies.push(cookie);
  }
  return cookies;
}
