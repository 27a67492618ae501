import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import * as videos from '../repositories/vod-videos.js';

/** One sample of `/demo/catalog.json` (docs/api.md). */
export interface CatalogEntry {
  vid?: string;
  src?: string;
  title: string;
  features: string[];
}

interface LessonManifest {
  title: string;
  hls: string;
  dash?: string;
  levels: { label: string; mp4: string }[];
  audio: string;
}

function isLessonManifest(value: unknown): value is LessonManifest {
  const manifest = value as LessonManifest;
  return (
    typeof manifest?.title === 'string' &&
    typeof manifest.hls === 'string' &&
    typeof manifest.audio === 'string' &&
    (manifest.dash === undefined || typeof manifest.dash === 'string') &&
    Array.isArray(manifest.levels) &&
    manifest.levels.every((level) => typeof level?.label === 'string' && typeof level.mp4 === 'string')
  );
}

/** Builds the catalogue from the media fixtures' manifest (`media/lesson/manifest.json`). */
export async function buildCatalog(mediaRoot: string): Promise<CatalogEntry[]> {
  const parsed: unknown = JSON.parse(await readFile(join(mediaRoot, 'lesson/manifest.json'), 'utf8'));
  if (!isLessonManifest(parsed)) throw new Error('media/lesson/manifest.json does not have the expected shape');
  const base = '/media/lesson/';
  const best = parsed.levels.at(-1);
  const entries: CatalogEntry[] = [{ src: base + parsed.hls, title: `${parsed.title} (HLS)`, features: ['hls'] }];
  if (best) entries.push({ src: base + best.mp4, title: `${parsed.title} (mp4 ${best.label})`, features: ['mp4'] });
  if (parsed.dash) entries.push({ src: base + parsed.dash, title: `${parsed.title} (DASH)`, features: ['dash'] });
  return entries;
}

/** The video platform's videos (db/vod-seed.ts): `vid` entries; a preview entry names the preview id (vid + `p`). */
export async function platformEntries(db: Parameters<typeof videos.listAll>[0]): Promise<CatalogEntry[]> {
  return (await videos.listAll(db)).map((video) => ({
    vid: video.previewDuration > 0 ? `${video.vid}p` : video.vid,
    title: video.title,
    features: video.features,
  }));
}

const catalogSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      vid: { type: 'string' },
      src: { type: 'string' },
      title: { type: 'string' },
      features: { type: 'array', items: { type: 'string' } },
    },
    required: ['title', 'features'],
  },
} as const;

/** `GET /demo/catalog.json`: the sample media the demo pages and tests are built from. */
const demoCatalog: FastifyPluginAsync<{ mediaRoot: string }> = async (app, { mediaRoot }) => {
  const catalog = await buildCatalog(mediaRoot).catch((error: unknown) => {
    app.log.warn({ err: error }, 'demo catalogue unavailable: run "npm run media"');
    return [] as CatalogEntry[];
  });
  app.get('/demo/catalog.json', { schema: { response: { 200: catalogSchema } } }, async () => [
    ...catalog,
    ...(await platformEntries(app.database.db)),
  ]);
};

export default demoCatalog;
