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
  drm: { keySystem: string; manifest: string; licenseUrl: string } | null;
  protect_mode: number;
  aac_link: string;
  ratio: number;
  cover: string;
  video_srt: Record<string, string>;
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
  playerError: Record<string, LocalisedTip>;
  userError: LocalisedTip | null;
}
