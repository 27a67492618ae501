import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { reportText } from '../src/cli/users-import.js';
import { hashPassword } from '../src/lib/password.js';
import { createAdminToken } from '../src/services/admin-tokens.js';
import { importLearners, type LearnerImportReport } from '../src/services/learner-import/index.js';
import { dbFingerprint } from './db-fingerprint.js';
import { body, logIn, sentSmsCode, sessionCookie, sharedServer } from './helpers.js';

const header = 'account,phone,name,email,company,company_name,language,enrolments,password_hash';

function post(server: FastifyInstance, token: string | undefined, csv: string, query = '', cookie?: string) {
  return server.inject({
    method: 'POST',
    url: `/admin/v1/learners${query}`,
    headers: { 'content-type': 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
    payload: csv,
  });
}

describe('learner import: npm run users:import and POST /admin/v1/learners', { timeout: 60_000 }, () => {
  const server = sharedServer();
  /** Every table's fingerprint but the admin API's own call counting (rate_limits). */
  const print = async () => ({ ...(await dbFingerprint(server())), rate_limits: undefined });

  it('reports a bad phone and a repeated account with their lines, and writes nothing (all or nothing)', async () => {
    const token = await createAdminToken(server().database.db);
    const before = await print();
    const csv = [
      header,
      'ann.lee,+66811110001,Ann Lee,ann@example.com,acme,Acme Co,EN,coaching,',
      'bob,08-1111-0002,Bob Chan,,acme,,TH,,',
      'Ann.Lee,+66811110003,Ann Again,,,,,,',
      'demo,+66811110004,Taken Account,,,,,,',
    ].join('\n');
    const response = await post(server(), token, csv);
    expect(response.statusCode).toBe(400);
    const report = body<LearnerImportReport>(response).data;
    expect(report).toMatchObject({ written: false, imported: 0 });
    expect(report.errors).toEqual([
      { line: 3, column: 'phone', message: 'phone "08-1111-0002" is not valid (an optional "+" and 8–15 digits, no spaces)' },
      { line: 4, column: 'account', message: 'account "Ann.Lee" repeats line 2' },
      { line: 5, column: 'account', message: 'account "demo" already exists in the database' },
    ]);
    expect(body(response).message).toContain('line 3');
    expect(await print()).toEqual(before);
  });

  it('reports a header it does not know, a course that does not exist and a bad password hash, writing nothing', async () => {
    const before = await print();
    const unknownColumn = await importLearners(server().database.db, 'account,name,shoe_size\nzed,Zed,44\n');
    expect(unknownColumn.errors).toEqual([{ line: 1, message: expect.stringContaining('unknown column "shoe_size"') }]);
    const report = await importLearners(server().database.db, `${header}\ncarol,+66811110005,Carol,,,,,no-such-course,\ndan,,Dan,,,,,,scrypt$1$1$1$x$y\n`);
    expect(report.errors).toEqual([
      { line: 2, column: 'enrolments', message: 'course "no-such-course" does not exist' },
      { line: 3, column: 'password_hash', message: expect.stringContaining('password_hash is not a hash') },
    ]);
    expect(await print()).toEqual(before);
  });

  it('is refused to a learner session and to a wrong token (403), writing nothing', async () => {
    const cookie = await logIn(server());
    const before = await print();
    const csv = `${header}\nmallory,+66811119999,Mallory,,,,,,\n`;
    expect((await post(server(), undefined, csv, '', cookie)).statusCode).toBe(403);
    expect((await post(server(), `ddi_admin_${'0'.repeat(16)}_${'A'.repeat(43)}`, csv)).statusCode).toBe(403);
    expect(await print()).toEqual(before);
  });

  it('imports a good file: learners with a given hash log in with their password, the others by SMS code and then set their first password; companies and enrolments follow', async () => {
    const token = await createAdminToken(server().database.db);
    const hash = await hashPassword('Welcome@2026');
    const csv = [
      header,
      `erin,+66811120001,Erin Wong,erin@example.com,globex,Globex Ltd,EN,coaching;delegating,${hash}`,
      '"frank",+66811120002,"Frank, Jr.",,globex,,TH,coaching,',
    ].join('\r\n');
    const response = await post(server(), token, csv);
    expect(response.statusCode).toBe(200);
    expect(body<LearnerImportReport>(response).data).toEqual({ written: true, imported: 2, companiesCreated: ['globex'], enrolled: 3, errors: [] });

    const cookie = await logIn(server(), { username: 'erin', password: 'Welcome@2026' });
    const info = body<{ displayName: string; company: { name: string } }>(await server().inject({ url: '/ddilearner/v1/user/userinfo', headers: { cookie } })).data;
    expect(info).toMatchObject({ displayName: 'Erin Wong', company: { name: 'Globex Ltd' } });
    const courses = body<unknown[]>(await server().inject({ url: '/ddilearner/v2/user/learning/progress', headers: { cookie } })).data;
    expect(courses).toHaveLength(2);

    // Frank has no password yet: none verifies, and his first login is by SMS code.
    expect(body((await server().inject({ method: 'POST', url: '/ddilearner/v1/user/login', payload: { loginType: 'account', username: 'frank', password: 'unset' } }))).code).toBe(1001);
    const code = await sentSmsCode(server(), '+66811120002', '10.7.0.1');
    const phoneLogin = await server().inject({ method: 'POST', url: '/ddilearner/v1/user/login', remoteAddress: '10.7.0.1', payload: { loginType: 'phone', phone: '+66811120002', code, remember: false } });
    // Logged in, and asked to set a password (1004, docs/api.md).
    expect(body(phoneLogin).code).toBe(1004);
    const frankCookie = sessionCookie(phoneLogin) as string;
    // The app learns from his user info that he has none yet (and offers to set one); Erin has hers.
    const hasPassword = async (cookie: string) => body<{ hasPassword: boolean }>(await server().inject({ url: '/ddilearner/v1/user/userinfo', headers: { cookie } })).data.hasPassword;
    expect(await hasPassword(frankCookie)).toBe(false);
    expect(await hasPassword(cookie)).toBe(true);
    const setPassword = (cookie: string, password: string) => server().inject({ method: 'POST', url: '/ddilearner/v1/user/password', headers: { cookie }, payload: { password } });
    // Then he sets his first password (at least 8 characters), and logs in with it; a second one is refused.
    expect((await setPassword(frankCookie, 'short')).statusCode).toBe(400);
    expect(body(await setPassword(frankCookie, 'Frank@2026')).code).toBe(0);
    expect(await hasPassword(frankCookie)).toBe(true);
    await logIn(server(), { username: 'frank', password: 'Frank@2026' });
    const second = await setPassword(await logIn(server(), { username: 'frank', password: 'Frank@2026' }), 'Other@2026');
    expect(second.statusCode).toBe(400);
    expect(body(second).message).toContain('this account already has a password');
    expect((await setPassword(cookie, 'Other@2026')).statusCode).toBe(400);
    await logIn(server(), { username: 'erin', password: 'Welcome@2026' });

    // The same file again: every account is now a duplicate in the database.
    const again = await post(server(), token, csv);
    expect(body<LearnerImportReport>(again).data.errors.map((error) => error.line)).toEqual([2, 2, 3, 3]);
  });

  it('with skipInvalid imports the good rows and reports the others', async () => {
    const token = await createAdminToken(server().database.db);
    const csv = `${header}\ngina,+66811130001,Gina,,,,,,\nhal,12,Hal,,,,,,\n`;
    const report = body<LearnerImportReport>(await post(server(), token, csv, '?skipInvalid=true')).data;
    expect(report).toMatchObject({ written: true, imported: 1, errors: [{ line: 3, column: 'phone' }] });
    expect(reportText('learners.csv', report)).toContain('learners.csv:3: phone: phone "12" is not valid');
  });
});
