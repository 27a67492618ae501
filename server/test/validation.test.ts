import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dataRequests, heartbeats, rateLimits, sessions, smsCodes, smsOutbox, users } from '../src/db/schema.js';
import { body, countRows, logIn, sharedServer } from './helpers.js';

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  contentType?: string;
  session?: boolean;
  /** What the message must name. */
  field: string;
  /** The HTTP status: 400, or 413 for a body over the limit. */
  status?: number;
}

const login = '/ddilearner/v1/user/login';
const account = (fields: Record<string, unknown>) => ({ loginType: 'account', username: 'demo', password: 'Demo@1234', ...fields });
const phone = (fields: Record<string, unknown>) => ({ loginType: 'phone', phone: '+66810000001', code: '123456', ...fields });

const cases: Case[] = [
  { name: 'login without loginType', method: 'POST', url: login, payload: { username: 'demo', password: 'x' }, field: 'body/loginType' },
  { name: 'login with an unknown loginType', method: 'POST', url: login, payload: account({ loginType: 'email' }), field: 'body/loginType' },
  { name: 'account login without password', method: 'POST', url: login, payload: { loginType: 'account', username: 'demo' }, field: 'body/password' },
  { name: 'account login with an empty user name', method: 'POST', url: login, payload: account({ username: '' }), field: 'body/username' },
  { name: 'account login with a 129-character password', method: 'POST', url: login, payload: account({ password: 'x'.repeat(129) }), field: 'body/password' },
  { name: 'account login with remember as a word', method: 'POST', url: login, payload: account({ remember: 'yes' }), field: 'body/remember' },
  { name: 'account login with a field of the phone login', method: 'POST', url: login, payload: account({ code: '123456' }), field: 'body/code' },
  { name: 'phone login with a 5-digit code', method: 'POST', url: login, payload: phone({ code: '12345' }), field: 'body/code' },
  { name: 'phone login with letters in the phone', method: 'POST', url: login, payload: phone({ phone: '+66abc00001' }), field: 'body/phone' },
  { name: 'login with an array body', method: 'POST', url: login, payload: [account({})], field: 'body' },
  { name: 'login with a body that is not JSON', method: 'POST', url: login, payload: '{"loginType":', field: 'JSON' },
  { name: 'SMS send without phone', method: 'POST', url: '/api/sms/send', payload: {}, field: 'body/phone' },
  { name: 'SMS send to a 7-digit phone', method: 'POST', url: '/api/sms/send', payload: { phone: '1234567' }, field: 'body/phone' },
  { name: 'SMS send to a 16-digit phone', method: 'POST', url: '/api/sms/send', payload: { phone: '1234567890123456' }, field: 'body/phone' },
  { name: 'SMS send with an extra field', method: 'POST', url: '/api/sms/send', payload: { phone: '+66810000001', lang: 'TH' }, field: 'body/lang' },
  { name: 'SMS send with a 20 KB body', method: 'POST', url: '/api/sms/send', payload: { phone: '+66810000001', pad: 'x'.repeat(20_000) }, field: 'too large', status: 413 },
  { name: 'SMS send as XML', method: 'POST', url: '/api/sms/send', payload: '<phone>+66810000001</phone>', contentType: 'application/xml', field: 'Unsupported Media Type' },
  { name: 'company switch with a word for the id', method: 'POST', url: '/ddilearner/v1/user/company', payload: { companyId: 'two' }, session: true, field: 'body/companyId' },
  { name: 'company switch with id 0', method: 'POST', url: '/ddilearner/v1/user/company', payload: { companyId: 0 }, session: true, field: 'body/companyId' },
  { name: 'company switch without the id', method: 'POST', url: '/ddilearner/v1/user/company', payload: {}, session: true, field: 'body/companyId' },
  { name: 'data request of an unknown type', method: 'POST', url: '/ddilearner/v1/user/datarequest', payload: { type: 'delete', text: 'x' }, session: true, field: 'body/type' },
  { name: 'data request with an empty text', method: 'POST', url: '/ddilearner/v1/user/datarequest', payload: { type: 'access', text: '' }, session: true, field: 'body/text' },
  { name: 'data request of white space only', method: 'POST', url: '/ddilearner/v1/user/datarequest', payload: { type: 'access', text: ' \n\t ' }, session: true, field: 'body/text' },
  { name: 'data request of 2001 characters', method: 'POST', url: '/ddilearner/v1/user/datarequest', payload: { type: 'access', text: 'x'.repeat(2001) }, session: true, field: 'body/text' },
  { name: 'data request with an extra field', method: 'POST', url: '/ddilearner/v1/user/datarequest', payload: { type: 'access', text: 'x', status: 'completed' }, session: true, field: 'body/status' },
  { name: 'outbox for something that is not a phone', method: 'GET', url: '/dev/sms-outbox?phone=abc', field: 'querystring/phone' },
];

async function send(server: FastifyInstance, testCase: Case, cookie: string | undefined) {
  const payload = testCase.payload === undefined ? undefined : typeof testCase.payload === 'string' ? testCase.payload : JSON.stringify(testCase.payload);
  return server.inject({
    method: testCase.method,
    url: testCase.url,
    remoteAddress: '10.9.0.1',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': testCase.contentType ?? 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('a bad body, query or parameter → HTTP 400 (413 for an oversized body) with the envelope naming the field, and nothing written', () => {
  const server = sharedServer();
  const tables = { sessions, smsCodes, smsOutbox, rateLimits, dataRequests, heartbeats, users };
  let session: Promise<string> | undefined;

  async function snapshot(instance: FastifyInstance) {
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) counts[name] = await countRows(instance, table);
    return counts;
  }

  it.each(cases.map((testCase) => ({ status: 400, ...testCase })))('$name → $status naming $field', async (testCase) => {
    const cookie = testCase.session ? await (session ??= logIn(server(), { address: '10.9.9.9' })) : undefined;
    const before = await snapshot(server());
    const response = await send(server(), testCase, cookie);
    expect(response.statusCode).toBe(testCase.status);
    const envelope = body(response);
    expect(envelope.code).toBe(testCase.status);
    expect(envelope.data).toBeNull();
    if (testCase.status === 400) expect(envelope.message).toMatch(/^The request is not valid: /);
    expect(envelope.message).toContain(testCase.field);
    expect(await snapshot(server())).toEqual(before);
  });

  it('the message prefix is in the request language', async () => {
    const response = await server().inject({ method: 'POST', url: '/api/sms/send?lang=TH', payload: { phone: '1' } });
    expect(body(response).message).toMatch(/^คำขอไม่ถูกต้อง: body\/phone/);
  });
});
