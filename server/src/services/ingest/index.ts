import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/client.js';
import { vodVideos } from '../../db/video-schema.js';
import { IngestError } from './errors.js';
import { probeSource } from './probe.js';
import { makeRenditions } from './renditions.js';
import { checkKeyframesFit, type VideoSettings } from './settings.js';

export { IngestError, type IngestErrorCode } from './errors.js';
export { parseVideoSettings, type VideoSettings, type VideoSettingsInput } from './settings.js';

export interface IngestOptions {
  /** The videos directory (`VIDEOS_DIR`): the video's folder is made there, named by its vid. */
  videosRoot: string;
  /** The title; default: the file's name without its extension. */
  title?: string;
  /** AES-128 HLS behind playsafe (protect_mode 1), key stored with the video like the seeded ones; no mp4. */
  encrypt?: boolean;
  /** A password, CDN lines and key-frame markers, checked by `parseVideoSettings`. */
  settings?: VideoSettings;
  /** Reported from 0 to 1 while transcoding. */
  onProgress?: (fraction: number) => void;
  /** Cancels: the work stops and nothing is left behind. */
  signal?: AbortSignal;
  /**
   * Where the temporary folders go (default `videosRoot`); on the same file system as `videosRoot`, since the
   * finished video is moved into place. An ingestion job works in a folder of its own, swept when its instance died.
   */
  workRoot?: string;
}

export interface IngestResult {
  vid: string;
  title: string;
  durationSeconds: number;
  levels: string[];
}

/** A new vid in the platform's format: 32 letters or digits, `_`, and the first character again. */
export function newVid(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex}_${hex[0]}`;
}

/** A video made in its temporary folder, not yet in the catalogue: {@link commitVideo} stores it, `discard` drops it. */
export interface PreparedVideo {
  readonly result: IngestResult;
  /** SHA-256 (hex) of the source file, stored with the video. */
  readonly sourceSha256: string;
  /** Inserts the row (in `tx`) and moves the folder into place; once only. Returns the folder's final path. */
  commit(tx: Db): Promise<string>;
  /** Removes the temporary folders (and the moved folder when `commit` ran but its transaction did not commit). */
  discard(): Promise<void>;
}

/** SHA-256 (hex) of a file's content, read as a stream. */
export async function fileSha256(file: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash, { signal }).catch((error: unknown) => {
    if (signal?.aborted) throw new IngestError('cancelled', 'the ingestion was cancelled; nothing was stored');
    throw error;
  });
  return hash.digest('hex');
}

/**
 * The work of an ingestion up to the catalogue: probes the source (an unplayable file is refused with an
 * {@link IngestError}), hashes it and transcodes it in a temporary folder under the videos directory. Nothing is
 * visible until {@link PreparedVideo.commit}; on a failure or cancel the temporary folders are removed.
 */
export async function prepareVideo(source: string, options: IngestOptions): Promise<PreparedVideo> {
  const { videosRoot, signal } = options;
  const info = await probeSource(source, { signal });
  const settings = options.settings ?? {};
  checkKeyframesFit(settings.keyframes, info.durationSeconds);
  const sourceSha256 = await fileSha256(source, signal);
  await mkdir(videosRoot, { recursive: true });
  const workRoot = options.workRoot ?? videosRoot;
  const work = await mkdtemp(join(workRoot, '.ingest-'));
  const scratch = await mkdtemp(join(workRoot, '.keys-'));
  const vid = newVid();
  const target = join(videosRoot, vid);
  let moved = false;
  const discard = async () => {
    await Promise.all([rm(work, { recursive: true, force: true }), rm(scratch, { recursive: true, force: true }), moved ? rm(target, { recursive: true, force: true }) : undefined]);
  };
  try {
    const key = options.encrypt ? { key: randomBytes(16).toString('hex'), iv: randomBytes(16).toString('hex') } : undefined;
    const { ladder, ratio, hasDash } = await makeRenditions(source, info, work, { signal, key, scratch, onProgress: options.onProgress });
    await rm(scratch, { recursive: true, force: true });
    // A protected video serves HLS only: its mp4 and audio-only files would bypass the key.
    if (key) await Promise.all([rm(join(work, 'mp4'), { recursive: true }), rm(join(work, 'audio.m4a'), { force: true })]);
    const title = options.title?.trim() || basename(source, extname(source));
    const hasAudio = info.hasAudio && !key;
    const row: typeof vodVideos.$inferInsert = {
      vid,
      slug: `ingested-${vid}`,
      title,
      features: [
        'ingested',
        'hls',
        ...(key ? ['encrypted'] : ['mp4']),
        ...(hasDash ? ['dash'] : []),
        ...(hasAudio ? ['audio'] : []),
        'thumbnails',
        ...(settings.password ? ['password'] : []),
        ...((settings.lines?.length ?? 0) > 1 ? ['lines'] : []),
        ...(settings.keyframes?.length ? ['markers'] : []),
      ],
      sortOrder: 1000,
      source: 'ingested',
      durationSeconds: info.durationSeconds,
      ratio,
      hasAudio,
      hasSubtitles: false,
      hasThumbnails: true,
      hasDash,
      protectMode: key ? 1 : 0,
      hlsKey: key?.key,
      hlsIv: key?.iv,
      ladder,
      sourceSha256,
      ...(settings.password ? { password: settings.password } : {}),
      ...(settings.lines ? { lines: settings.lines.join(',') } : {}),
      ...(settings.keyframes ? { keyframes: settings.keyframes } : {}),
    };
    return {
      result: { vid, title, durationSeconds: info.durationSeconds, levels: ladder.map((level) => level.name) },
      sourceSha256,
      async commit(tx) {
        if (moved) throw new Error(`video ${vid} is already committed`);
        await tx.insert(vodVideos).values(row);
        if (signal?.aborted) throw new IngestError('cancelled', 'the ingestion was cancelled; nothing was stored');
        await rename(work, target);
        moved = true;
        return target;
      },
      discard,
    };
  } catch (error) {
    await discard();
    throw error;
  }
}

/**
 * Ingests a source file as a video of the platform (docs/api.md "Video ingestion"): {@link prepareVideo}, then
 * moves the folder into place and inserts the video's row in one transaction. On any failure or cancel nothing
 * is left: no folder, no row.
 */
export async function ingestVideo(db: Db, source: string, options: IngestOptions): Promise<IngestResult> {
  const prepared = await prepareVideo(source, options);
  try {
    await db.transaction(async (tx) => void (await prepared.commit(tx)));
    return prepared.result;
  } catch (error) {
    await prepared.discard();
    throw error;
  }
}
