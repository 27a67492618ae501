import type { Db } from '../db/client.js';
import { ApiFailure, Code } from '../lib/envelope.js';
import { parseVideoId } from '../lib/vod-crypto.js';
import * as videos from '../repositories/vod-videos.js';
import type { VideoRow } from '../repositories/vod-videos.js';

/** The video of a vid or preview id, or 404 (a preview id of a video without preview is unknown too). */
export async function videoOf(db: Db, id: string): Promise<VideoRow> {
  const { vid, preview } = parseVideoId(id);
  const video = await videos.findByVid(db, vid);
  if (!video || (preview && video.previewDuration <= 0)) throw new ApiFailure(Code.notFound, { detail: `no video ${id}` });
  return video;
}
