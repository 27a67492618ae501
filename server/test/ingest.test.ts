import { mkdtemp, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsFolder } from '../src/routes/admin/uploads.js';
import { ingestVideo, IngestError, parseVideoSettings, type IngestErrorCode } from '../src/services/ingest/index.js';
import { dbFingerprint } from './db-fingerprint.js';
import { sharedServer } from './helpers.js';
import { folderFingerprint as printFolder, h264, picture, sourceMaker, tone } from './media-sources.js';
import { decodeVideoInfo, md5, playsafe, webDecrypt } from './vod-helpers.js';

/** Sources made by ffmpeg in a temporary folder: a 2 s 640×360 test picture with a tone, and bad inputs. */
const work = await mkdtemp(join(tmpdir(), 'ddi-ingest-test-'));
const videosRoot = join(work, 'videos');
const file = (name: string) => join(work, name);
const make = sourceMaker(work);

const folderFingerprint = () => printFolder(videosRoot);

// Real ffmpeg runs on a machine that may be busy: an ingestion gets two minutes.
describe('video ingestion (npm run ingest): a source becomes a video of the platform', { timeout: 120_000 }, () => {
  const server = sharedServer(() => ({ paths: { videos: videosRoot } }));
  let source = '';

  beforeAll(() => {
    source = make('lesson.mp4', ...picture(2), ...tone(2), ...h264);
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('ingests a 360p source to a 360P-only ladder (never upscaled), served by the platform paths: info, master, level, segment, mp4, audio, images', async () => {
    const progress: number[] = [];
    const result = await ingestVideo(server().database.db, source, { videosRoot, title: 'My lesson', onProgress: (fraction) => progress.push(fraction) });
    expect(result.vid).toMatch(/^([0-9a-f])[0-9a-f]{31}_\1$/);
    expect(result.levels).toEqual(['360p']);
    expect(progress.at(-1)).toBe(1);
    expect(progress.some((fraction) => fraction > 0 && fraction < 1)).toBe(true);

    const info = await decodeVideoInfo(result.vid, (await server().inject({ url: `/vod/secure/${result.vid}.json` })).json<{ body: string }>().body);
    expect(info).toMatchObject({ title: 'My lesson', status: 60, hls: [`/vod/hls/${result.vid}/360p.m3u8`], mp4: [`/vod/mp4/${result.vid}/360p.mp4`], aac_link: `/vod/audio/${result.vid}.m4a` });
    expect(info.duration).toBeCloseTo(2, 0);

    const master = await server().inject({ url: `/vod/hls/${result.vid}/master.m3u8` });
    expect(master.statusCode).toBe(200);
    expect(master.body).toMatch(/RESOLUTION=640x360,CODECS="avc1\.64[0-9a-f]{4},mp4a\.40\.2"\n360p\.m3u8/);
    const level = await server().inject({ url: `/vod/hls/${result.vid}/360p.m3u8` });
    const fragment = level.body.split('\n').find((line) => line.startsWith('/vod/line/'));
    expect(fragment).toBe(`/vod/line/line1/${result.vid}/360p/segment-000.ts`);
    const segment = await server().inject({ url: fragment ?? '' });
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
    for (const url of [`/vod/mp4/${result.vid}/360p.mp4`, `/vod/audio/${result.vid}.m4a`, `/vod/files/${result.vid}/cover.jpg`, `/vod/files/${result.vid}/sprite.jpg`]) {
      expect((await server().inject({ url })).statusCode, url).toBe(200);
    }
    expect((await server().inject({ url: `/vod/mp4/${result.vid}/720p.mp4` })).statusCode).toBe(404);
    // No half-made work folder left (the resumable uploads' own folder is the upload store, not ingestion's).
    expect((await readdir(videosRoot)).filter((name) => name.startsWith('.') && name !== uploadsFolder)).toEqual([]);
  });

  it('makes DASH of the same ladder, laid out like the seeded lesson’s: the video info names the manifest, which the platform serves with its segments', async () => {
    const big = make('dash-source.mp4', '-f', 'lavfi', '-i', 'testsrc=duration=5:size=854x480:rate=24', ...tone(5), ...h264);
    const result = await ingestVideo(server().database.db, big, { videosRoot });
    expect(result.levels).toEqual(['360p', '480p']);
    const info = await decodeVideoInfo(result.vid, (await server().inject({ url: `/vod/secure/${result.vid}.json` })).json<{ body: string }>().body);
    expect(info.dash).toBe(`/vod/dash/${result.vid}/manifest.mpd`);
    const catalog = (await server().inject({ url: '/demo/catalog.json' })).json<{ vid?: string; features: string[] }[]>();
    expect(catalog.find((entry) => entry.vid === result.vid)?.features).toContain('dash');
    const manifest = await server().inject({ url: `/vod/dash/${result.vid}/manifest.mpd` });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/dash+xml');
    // One video adaptation set with both rungs (players switch between them) and one for the sound.
    const representations = [...manifest.body.matchAll(/<Representation [^>]*>/g)].map(([tag]) => ({
      id: /id="(\d)"/.exec(tag)?.[1],
      size: /width="(\d+)" height="(\d+)"/.exec(tag)?.slice(1).join('x') ?? 'audio',
    }));
    expect(representations).toEqual([{ id: '0', size: '640x360' }, { id: '1', size: '854x480' }, { id: '2', size: 'audio' }]);
    expect(manifest.body).toContain('initialization="init-$RepresentationID$.m4s" media="segment-$RepresentationID$-$Number%03d$.m4s"');
    // 5 s in 4 s segments: two media segments per representation, each an fMP4 fragment after its init segment.
    for (const id of ['0', '1', '2']) {
      const init = await server().inject({ url: `/vod/dash/${result.vid}/init-${id}.m4s` });
      expect(init.statusCode, `init-${id}`).toBe(200);
      expect(init.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
      for (const number of ['001', '002']) {
        const segment = await server().inject({ url: `/vod/dash/${result.vid}/segment-${id}-${number}.m4s` });
        expect(segment.statusCode, `segment-${id}-${number}`).toBe(200);
        expect(segment.rawPayload.includes(Buffer.from('moof')), `segment-${id}-${number}`).toBe(true);
      }
      expect((await server().inject({ url: `/vod/dash/${result.vid}/segment-${id}-003.m4s` })).statusCode).toBe(404);
    }
    expect((await server().inject({ url: `/vod/dash/${result.vid}/../../etc/passwd` })).statusCode).toBe(404);
  });

  it('makes 480P and 720P too from a 720p source (1080P only when the source has it)', async () => {
    const big = make('big.mp4', '-f', 'lavfi', '-i', 'testsrc=duration=1.5:size=1280x720:rate=24', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
    const result = await ingestVideo(server().database.db, big, { videosRoot });
    expect(result.levels).toEqual(['360p', '480p', '720p']);
    const master = (await server().inject({ url: `/vod/hls/${result.vid}/master.m3u8` })).body;
    expect(master).toContain('RESOLUTION=1280x720,CODECS="avc1.');
    expect(master).not.toContain('mp4a'); // no sound in the source, no audio codec announced
    const info = await decodeVideoInfo(result.vid, (await server().inject({ url: `/vod/secure/${result.vid}.json` })).json<{ body: string }>().body);
    expect(info.aac_link).toBe('');
  });

  it('encrypts the HLS with AES-128 (--encrypt): the key is served only under a playsafe token, no mp4', async () => {
    const result = await ingestVideo(server().database.db, source, { videosRoot, encrypt: true });
    const level = (await server().inject({ url: `/vod/hls/${result.vid}/360p.m3u8` })).body;
    expect(level).toMatch(new RegExp(`#EXT-X-KEY:METHOD=AES-128,URI="/vod/keys/${result.vid}.key",IV=0x[0-9a-f]{32}`));
    const token = await playsafe(server(), result.vid);
    const key = await server().inject({ url: `/vod/keys/v1102/${result.vid}.key?token=${token}` });
    expect(key.statusCode).toBe(200);
    expect(Buffer.from(await webDecrypt(token + result.vid, key.rawPayload))).toHaveLength(16);
    expect((await server().inject({ url: `/vod/mp4/${result.vid}/360p.mp4` })).statusCode).toBe(404);
    expect(await readdir(join(videosRoot, result.vid))).not.toContain('mp4');
    // Nor DASH: its clear segments would bypass the key.
    const info = await decodeVideoInfo(result.vid, (await server().inject({ url: `/vod/secure/${result.vid}.json` })).json<{ body: string }>().body);
    expect(info.dash).toBe('');
    expect((await server().inject({ url: `/vod/dash/${result.vid}/manifest.mpd` })).statusCode).toBe(404);
    expect(await readdir(join(videosRoot, result.vid))).not.toContain('dash');
  });

  it('gives the video a password, CDN lines and key-frame markers (--password, --lines, --keyframes): the video info carries them and the media need the password', async () => {
    const settings = parseVideoSettings({
      password: 'team-2026',
      lines: 'line1,line2',
      keyframes: JSON.stringify([{ keytime: 1.5, keycontext: 'Practice', btnDesc: 'Worksheet', btnHref: 'https://example.com/sheet.pdf' }, { keytime: 0.5, keycontext: 'Why coach?' }]),
    });
    const result = await ingestVideo(server().database.db, source, { videosRoot, settings });
    const info = await decodeVideoInfo(result.vid, (await server().inject({ url: `/vod/secure/${result.vid}.json` })).json<{ body: string }>().body);
    expect(info).toMatchObject({
      usepassword: 1,
      lines: 'line1,line2',
      line: 'line1',
      videokeyframes: [
        { keytime: 0.5, keycontext: 'Why coach?', btnDesc: '', btnHref: '' },
        { keytime: 1.5, keycontext: 'Practice', btnDesc: 'Worksheet', btnHref: 'https://example.com/sheet.pdf' },
      ],
    });
    // A password video's playlist needs the grant of a successful password check.
    expect((await server().inject({ url: `/vod/hls/${result.vid}/360p.m3u8` })).statusCode).toBe(403);
    // So do its DASH files; the manifest asked for with the grant hands it on to its segment URLs.
    expect((await server().inject({ url: `/vod/dash/${result.vid}/manifest.mpd` })).statusCode).toBe(403);
    const ts = String(server().clock.now().getTime());
    const check = await server().inject({ url: `/vod/password/check?vid=${result.vid}&ts=${ts}&password=${md5(`team-2026${result.vid}${ts}ddi-vod-password-salt`)}` });
    const grant = check.json<{ grant: string }>().grant;
    const manifest = (await server().inject({ url: `/vod/dash/${result.vid}/manifest.mpd?grant=${grant}` })).body;
    expect(manifest).toContain(`initialization="init-$RepresentationID$.m4s?grant=${grant}" media="segment-$RepresentationID$-$Number%03d$.m4s?grant=${grant}"`);
    expect((await server().inject({ url: `/vod/dash/${result.vid}/segment-0-001.m4s` })).statusCode).toBe(403);
    expect((await server().inject({ url: `/vod/dash/${result.vid}/segment-0-001.m4s?grant=${grant}` })).statusCode).toBe(200);
  });

  it('refuses a key-frame marker past the video’s end before any work, leaving the database and the videos folder unchanged', async () => {
    const before = { rows: await dbFingerprint(server()), files: await folderFingerprint() };
    const settings = parseVideoSettings({ keyframes: '[{"keytime": 30, "keycontext": "Too late"}]' });
    const error = await ingestVideo(server().database.db, source, { videosRoot, settings }).catch((caught: unknown) => caught);
    expect((error as IngestError).code).toBe('bad-setting');
    expect((error as IngestError).message).toMatch(/the marker at 30 s is past the video's end/);
    expect({ rows: await dbFingerprint(server()), files: await folderFingerprint() }).toEqual(before);
  });

  const refusals: [string, IngestErrorCode, () => Promise<string>][] = [
    ['a text file renamed .mp4', 'not-a-video', async () => (await writeFile(file('notes.mp4'), 'These are my meeting notes, not a video.\n'), file('notes.mp4'))],
    [
      'a truncated mp4',
      'corrupt',
      async () => {
        const whole = make('whole.mp4', ...picture(2), ...tone(2), ...h264, '-movflags', '+faststart');
        await truncate(whole, 20_000);
        return whole;
      },
    ],
    ['an audio-only file', 'no-video-stream', async () => make('voice.m4a', ...tone(2), '-c:a', 'aac')],
    ['a too-short file', 'too-short', async () => make('blink.mp4', ...picture(0.4), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p')],
    ['a missing file', 'not-found', async () => file('nowhere.mp4')],
  ];

  it.each(refusals)('refuses %s with its error (%s), leaving the database and the videos folder unchanged', async (_name, code, makeBad) => {
    const bad = await makeBad();
    const before = { rows: await dbFingerprint(server()), files: await folderFingerprint() };
    const error = await ingestVideo(server().database.db, bad, { videosRoot }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).code).toBe(code);
    expect((error as IngestError).message).toContain(bad);
    expect({ rows: await dbFingerprint(server()), files: await folderFingerprint() }).toEqual(before);
  });

  it('cancels cleanly: an aborted ingestion leaves no folder and no row', async () => {
    const before = { rows: await dbFingerprint(server()), files: await folderFingerprint() };
    const controller = new AbortController();
    const error = await ingestVideo(server().database.db, source, {
      videosRoot,
      signal: controller.signal,
      onProgress: (fraction) => fraction > 0 && controller.abort(),
    }).catch((caught: unknown) => caught);
    expect((error as IngestError).code).toBe('cancelled');
    expect({ rows: await dbFingerprint(server()), files: await folderFingerprint() }).toEqual(before);
  });
});
