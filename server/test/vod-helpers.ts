import { createHash, webcrypto } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { seededVid } from '../src/lib/vod-crypto.js';

export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** AES-CBC decryption under derive(secret), exactly as the browser does it with Web Crypto. */
export async function webDecrypt(secret: string, cipher: Uint8Array): Promise<Uint8Array> {
  const h = md5(secret);
  const encoder = new TextEncoder();
  const key = await webcrypto.subtle.importKey('raw', encoder.encode(h.slice(0, 16)), 'AES-CBC', false, ['decrypt']);
  return new Uint8Array(await webcrypto.subtle.decrypt({ name: 'AES-CBC', iv: encoder.encode(h.slice(16, 32)) }, key, cipher));
}

/** The client's video-info decoding: base64 → AES → ASCII base64 → UTF-8 JSON. */
export async function decodeVideoInfo(id: string, body: string): Promise<Record<string, unknown>> {
  const inner = new TextDecoder().decode(await webDecrypt(id, Buffer.from(body, 'base64')));
  return JSON.parse(Buffer.from(inner, 'base64').toString('utf8')) as Record<string, unknown>;
}

type Slug =
  | 'mp4' | 'hls' | 'dash' | 'encrypted' | 'drm' | 'password' | 'playauth' | 'status-51' | 'status-deleted'
  | 'status-transcoding' | 'status-48' | 'status-53' | 'status-unaudited' | 'domain-allow' | 'domain-deny'
  | 'forbidden-client' | 'timeoutflow' | 'outflow' | 'preview' | 'lines' | 'audio' | 'markers' | 'thumbnails'
  | 'json-fallback' | 'json-missing' | 'json-corrupt'
  | 'token2' | 'hls-index2' | 'hls302' | 'beacons'
  | 'quiz' | 'visitor' | 'ads' | 'teaser' | 'endscreen' | 'spread' | 'slides' | 'interactive' | 'danmu' | 'marquee';

/** The seeded vids by slug (db/vod-seed.ts). */
export const vids = new Proxy({}, { get: (_target, slug: string) => seededVid(slug) }) as Record<Slug, string>;

export async function playsafe(server: FastifyInstance, vid: string, viewerId = 'viewer42'): Promise<string> {
  const response = await server.inject({ url: `/vod/playsafe?vid=${vid}&viewerId=${viewerId}` });
  return response.json<{ data: string }>().data;
}
