/** Why an ingestion stopped: each code has its own message (docs/api.md "Video ingestion"). */
export type IngestErrorCode =
  | 'not-found'
  | 'not-a-video'
  | 'no-video-stream'
  | 'unsupported-codec'
  | 'corrupt'
  | 'too-short'
  | 'bad-setting'
  | 'ffmpeg-missing'
  | 'transcode-failed'
  | 'cancelled';

/** An ingestion that did not make a video; nothing of it is left behind (no folder, no row). */
export class IngestError extends Error {
  override name = 'IngestError';

  constructor(
    readonly code: IngestErrorCode,
    message: string,
  ) {
    super(message);
  }
}
