// The e2e fault proxy against a real upstream HTTP server on loopback: each fault kind does what it says.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../e2e/fault-proxy.js';

const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nsegment-000.ts\n#EXT-X-ENDLIST\n';
const segment = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));

let upstream: Server;
let proxy: FaultProxy;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url?.startsWith('/index.m3u8')) {
      res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' });
      res.end(playlist);
    } else if (req.url?.startsWith('/segment-000.ts')) {
      res.writeHead(200, { 'content-type': 'video/mp2t' });
      res.end(segment);
    } else if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => res.end(Buffer.concat(chunks)));
    } else {
      res.writeHead(404);
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = await startFaultProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});

afterEach(() => {
  proxy.clear();
  proxy.resetHits();
});

afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

const get = (path: string, init?: RequestInit) => fetch(`${proxy.url}${path}`, init);

describe('fault proxy', () => {
  it('forwards requests (method, body, status and headers) and counts hits per path pattern', async () => {
    const answer = await get('/index.m3u8?route=line1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(await answer.text()).toBe(playlist);
    expect(Buffer.from(await (await get('/segment-000.ts')).arrayBuffer())).toEqual(segment);
    expect(await (await get('/echo', { method: 'POST', body: 'hello' })).text()).toBe('hello');
    expect((await get('/missing')).status).toBe(404);
    expect(proxy.hits(/\.m3u8$/)).toHaveLength(1);
    expect(proxy.hits(/\.m3u8$/)[0]!.url).toBe('/index.m3u8?route=line1');
    expect(proxy.hits()).toHaveLength(4);
  });

  it('status answers the given code itself, `times` times, then forwards again', async () => {
    proxy.fault(/\.ts$/, { kind: 'status', status: 503, times: 2 });
    expect((await get('/segment-000.ts')).status).toBe(503);
    expect((await get('/segment-000.ts')).status).toBe(503);
    expect((await get('/segment-000.ts')).status).toBe(200);
    expect(proxy.hits(/\.ts$/).map((hit) => hit.fault ?? 'none')).toEqual(['status', 'status', 'none']);
  });

  it('`after` lets the first N matching requests through', async () => {
    proxy.fault(/\.ts$/, { kind: 'status', status: 404, after: 1 });
    expect((await get('/segment-000.ts')).status).toBe(200);
    expect((await get('/segment-000.ts')).status).toBe(404);
    expect((await get('/segment-000.ts')).status).toBe(404);
  });

  it('delay holds the answer for the given time', async () => {
    proxy.fault(/\.m3u8$/, { kind: 'delay', ms: 300 });
    const started = Date.now();
    expect(await (await get('/index.m3u8')).text()).toBe(playlist);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('reset destroys the connection: the request fails without an answer', async () => {
    proxy.fault(/\.ts$/, { kind: 'reset', times: 1 });
    await expect(get('/segment-000.ts')).rejects.toThrow();
    expect((await get('/segment-000.ts')).status).toBe(200);
  });

  it('truncate answers a complete response holding only the first fraction of the body', async () => {
    proxy.fault(/\.ts$/, { kind: 'truncate', fraction: 0.5 });
    const answer = await get('/segment-000.ts');
    expect(answer.headers.get('content-length')).toBe('500');
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(segment.subarray(0, 500));
  });

  it('corrupt garbles playlist tags and flips bytes of binary bodies', async () => {
    proxy.fault(/./, { kind: 'corrupt' });
    const text = await (await get('/index.m3u8')).text();
    expect(text).not.toContain('#EXTM3U');
    expect(text.toLowerCase()).toBe(playlist.toLowerCase());
    const bytes = Buffer.from(await (await get('/segment-000.ts')).arrayBuffer());
    expect(bytes).toHaveLength(segment.length);
    expect(bytes[0]).toBe(segment[0]! ^ 0xff);
    expect(bytes[1]).toBe(segment[1]);
  });

  it('contentType replaces the content type and keeps the body', async () => {
    proxy.fault(/\.ts$/, { kind: 'contentType', type: 'text/html' });
    const answer = await get('/segment-000.ts');
    expect(answer.headers.get('content-type')).toBe('text/html');
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(segment);
  });

  it('stall sends the headers and part of the body, then hangs until clear() cuts it', async () => {
    proxy.fault(/\.ts$/, { kind: 'stall', fraction: 0.25 });
    const answer = await get('/segment-000.ts');
    expect(answer.status).toBe(200);
    const reader = answer.body!.getReader();
    let received = 0;
    while (received < 250) received += (await reader.read()).value?.length ?? 0;
    expect(received).toBe(250);
    const next = reader.read();
    const hung = await Promise.race([next.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 300))]);
    expect(hung).toBe(true);
    proxy.clear();
    await expect(next).rejects.toThrow();
    expect((await get('/segment-000.ts')).status).toBe(200);
  });
});
