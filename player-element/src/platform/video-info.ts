/** The video info of docs/api.md "Video info JSON" (player spec §3): the fields the player reads. */
export interface KeyFrame {
  keytime: number;
  keycontext: string;
  btnDesc: string;
  btnHref: string;
}

export interface ThumbnailSprite {
  url: string;
  width: number;
  height: number;
  interval: number;
  columns: number;
}

export type LocalisedTip = { zh_CN?: string; en?: string };

export interface VideoInfo {
  vid: string;
  title: string;
  duration: number;
  cataid: string;
  catatree: string;
  status: number;
  seed: number;
  df_num: number;
  my_br: number;
  mp4: string[];
  hls: string[];
  hlsIndex: string;
  hlsIndex2: string;
  keepsource: number;
  play_source_url: string;
  dash: string;
  /** ClearKey stream: DASH `manifest`, CENC fMP4 HLS `hls` (optional; preferred when present), licence server. */
  drm: { keySystem: string; manifest: string; hls?: string; licenseUrl: string } | null;
  protect_mode: number;
  /** Audio watermark checkpoints are on (1). */
  audio_fp?: number | boolean;
  aac_link: string;
  ratio: number;
  cover: string;
  video_srt: Record<string, string>;
  /** More subtitle files: `[{ title, url }]`. */
  match_srt?: { title: string; url: string }[];
  videokeyframes: KeyFrame[];
  thumbnail: ThumbnailSprite | null;
  lines: string;
  line: string;
  usepassword: number;
  playauth: number;
  timeoutflow: boolean;
  outflow: boolean;
  forbidClients: string[];
  domain: { setting_type: number; enabled: string[]; disabled: string[] };
  previewDuration: number;
  reportFreq: number;
  /** 1: danmu shown by default. */
  openDanmu?: number;
  playerError: Record<string, LocalisedTip>;
  userError: LocalisedTip | null;
}
