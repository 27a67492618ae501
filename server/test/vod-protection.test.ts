import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { vodKeys } from '../src/db/vod-seed.js';
import { TestClock, sharedServer } from './helpers.js';
import { playsafe, vids, webDecrypt } from './vod-helpers.js';

describe('playsafe tokens, encrypted keys, token2 and the ClearKey licence', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('mints a playsafe token whose last hyphen-separated piece is the viewer id', async () => {
    const response = await server().inject({ url: `/vod/playsafe?vid=${vids.encrypted}&viewerId=viewer42` });
    const { status, data } = response.json<{ status: string; data: string }>();
    expect(status).toBe('success');
    expect(data.split('-').at(-1)).toBe('viewer42');
    expect((await server().inject({ url: `/vod/playsafe?vid=${vids.encrypted}&viewerId=a-b` })).statusCode).toBe(400);
  });

  it('points the playlist key at the plain key path, which is always refused', async () => {
    const playlist = (await server().inject({ url: `/vod/hls/${vids.encrypted}/360p.m3u8` })).body;
    expect(playlist).toContain(`#EXT-X-KEY:METHOD=AES-128,URI="/vod/keys/${vids.encrypted}.key",IV=0x${vodKeys.hlsIv}`);
    expect((await server().inject({ url: `/vod/keys/${vids.encrypted}.key` })).statusCode).toBe(403);
  });

  it('answers the versioned key path with the key encrypted under derive(token + vid)', async () => {
    const token = await playsafe(server(), vids.encrypted);
    const response = await server().inject({ url: `/vod/keys/v1102/${vids.encrypted}.key?token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toHaveLength(32);
    const key = await webDecrypt(token + vids.encrypted, response.rawPayload);
    expect(Buffer.from(key).toString('hex')).toBe(vodKeys.hlsKey);
  });

  it('refuses a missing, forged, other-video or expired token (403, request language)', async () => {
    const token = await playsafe(server(), vids.encrypted);
    const url = (t: string) => `/vod/keys/v1102/${vids.encrypted}.key?token=${t}`;
    expect((await server().inject({ url: `/vod/keys/v1102/${vids.encrypted}.key` })).statusCode).toBe(400);
    expect((await server().inject({ url: url(`${token.startsWith('0') ? '1' : '0'}${token.slice(1)}`) })).statusCode).toBe(403);
    expect((await server().inject({ url: url('garbage') })).statusCode).toBe(403);
    const other = await playsafe(server(), vids.hls);
    expect((await server().inject({ url: url(other) })).statusCode).toBe(403);
    clock.advance(2 * 60 * 60 * 1000 + 1000);
    const expired = await server().inject({ url: `${url(token)}&lang=en` });
    expect(expired.statusCode).toBe(403);
    expect(expired.json<{ message: string }>().message).toContain('expired');
    clock.set('2026-01-05T03:00:00.000Z');
  });

  it('issues an auth_key (token2) the client decrypts with derive(vid), accepted by the media call', async () => {
    const path = `/vod/mp4/${vids.mp4}/480p.mp4`;
    const response = await server().inject({ url: `/vod/token2?vid=${vids.mp4}&url=${encodeURIComponent(path)}` });
    const { message, data } = response.json<{ message: string; data: string }>();
    expect(message).toBe('success');
    const authKey = new TextDecoder().decode(await webDecrypt(vids.mp4, Buffer.from(data, 'base64')));
    expect(authKey).toMatch(/^\d+-[0-9a-f]{16}-0-[0-9a-f]{32}$/);
    expect((await server().inject({ url: `${path}?auth_key=${authKey}` })).statusCode).toBe(200);
    expect((await server().inject({ url: `/vod/mp4/${vids.mp4}/360p.mp4?auth_key=${authKey}` })).statusCode).toBe(403);
  });

  it('answers a ClearKey licence request with the JWK set of the video (binary in, binary out)', async () => {
    const token = await playsafe(server(), vids.drm);
    const kid = Buffer.from(vodKeys.cencKid, 'hex').toString('base64url');
    const request = Buffer.from(JSON.stringify({ kids: [kid], type: 'temporary' }));
    const response = await server().inject({
      method: 'POST',
      url: `/vod/drm/clearkey/${vids.drm}?token=${token}`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: request,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    const licence = JSON.parse(response.rawPayload.toString('utf8')) as { keys: { kty: string; kid: string; k: string }[] };
    expect(licence.keys).toEqual([{ kty: 'oct', kid, k: Buffer.from(vodKeys.cencKey, 'hex').toString('base64url') }]);
    // The key imports as a 128-bit AES key, as the CDM would use it.
    await expect(webcrypto.subtle.importKey('jwk', { kty: 'oct', k: licence.keys[0]?.k, alg: 'A128CTR' }, 'AES-CTR', false, ['decrypt'])).resolves.toBeDefined();
  });

  it('takes the licence bytes whatever content type the CDM path labels them with (hls.js sends none)', async () => {
    const token = await playsafe(server(), vids.drm);
    const kid = Buffer.from(vodKeys.cencKid, 'hex').toString('base64url');
    const request = Buffer.from(JSON.stringify({ kids: [kid], type: 'temporary' }));
    for (const headers of [{}, { 'content-type': 'text/plain;charset=UTF-8' }, { 'content-type': 'application/x-www-form-urlencoded' }]) {
      const response = await server().inject({ method: 'POST', url: `/vod/drm/clearkey/${vids.drm}?token=${token}`, headers, payload: request });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('refuses a licence request without a valid token, or naming no key of the video', async () => {
    const token = await playsafe(server(), vids.drm);
    const post = (url: string, payload: string) => server().inject({ method: 'POST', url, headers: { 'content-type': 'application/octet-stream' }, payload });
    expect((await post(`/vod/drm/clearkey/${vids.drm}?token=nope`, '{"kids":["AAAA"]}')).statusCode).toBe(403);
    expect((await post(`/vod/drm/clearkey/${vids.drm}?token=${token}`, 'not json')).statusCode).toBe(400);
    expect((await post(`/vod/drm/clearkey/${vids.drm}?token=${token}`, '{"kids":["AAAAAAAAAAAAAAAAAAAAAA"]}')).statusCode).toBe(400);
  });
});
