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
  // ---- teaser, tail clip, spread, end screen (issue 9; validated by <ddi-teaser>, <ddi-spread>, <ddi-end-screen>)
  /** 0 disables the teaser. */
  teaser_show?: number;
  teaser_url?: string;
  /** Seconds (required for a video teaser; an image defaults to 3). */
  teaser_time?: number;
  /** 1 enables the tail clip. */
  tail_show?: number;
  tail_url?: string;
  tail_time?: number;
  /** End-screen recommendations: 0 none, 1 related, 2 newest, 3 hottest, 4 recommended, 5 replay cover, 6 custom. */
  tailRecommendOpt?: { type: number; custom?: { title: string; url: string; image: string } };
  /** The spread banner: `tg_content` is `txt:<text>` or `<jpg|png|gif|webp|svg>:<url>`; `tg_opacity` 0–100. */
  spread?: { tg_url: string; tg_position: 'top' | 'bottom'; tg_content: string; tg_opacity: number };
  // ---- slides (issue 9; read by <ddi-slides>)
  /** The PPT id: `GET /vod/ppt/{ppt}.json` gives the chapters (`ppt.page`); `''` or absent: no slides. */
  ppt?: string;
  // ---- quiz and visitor form (issue 9; lists fetched by <ddi-quiz> / <ddi-visitor-form>)
  /** 1 when the video has exam questions or visitor forms (`GET /vod/exam/list`, `GET /vod/visitor/list`). */
  interactive_video?: number;
  /** 1 while the platform is still slicing the video (its HLS playlist grows, an EVENT playlist): the player says so and its end is not final. */
  realtimeSlicing?: number;
  // ---- ads (issue 9; validated by <ddi-ads>, ddi-ads/ads-rules.ts)
  /** Ad items (spec §3 "Ad item"). */
  adMatter?: AdItem[];
  /** The scrolling text ad bar. */
  adText?: AdText;
}

// ---- ads (issue 9)
/**
 * An ad item of spec §3: `adtype` 1 image, 2 video, 3 excluded; `location` 1 start, 2 pause, 3 end, 4 popup;
 * `timesize`, `skiptime`, `popuptime` in seconds; `skipenabled` 0|1; `poplocation` 1 top-left, 2 top-right,
 * 3 bottom-left, 4 bottom-right; `adwidth`/`adheight` px (popups).
 */
export interface AdItem {
  adid: string | number;
  adtype: number;
  location: number;
  matterurl: string;
  addrurl?: string;
  timesize?: number;
  cataid?: string | number;
  skipenabled?: number;
  skiptime?: number;
  skipbutton?: string;
  popuptime?: number;
  poplocation?: number;
  adwidth?: number;
  adheight?: number;
}

/** The scrolling text ad bar (`adText`): `url` (http(s)) makes the text a link. */
export interface AdText {
  text: string;
  url?: string;
}

// ---- quiz and visitor form (issue 9): shapes of `GET /vod/exam/list` and `GET /vod/visitor/list` items

/** A quiz question (spec §3 "Quiz question"); also the shape of the `questions` option and `showQuestion()`. */
export interface QuizQuestion {
  examId: string | number;
  /** Only type 0 is used (others are skipped). */
  type?: number;
  question: string;
  /** `right_answer` 1 (or '1') marks a right answer. */
  choices: { answer: string; right_answer: number | string }[];
  /** An illustration URL, or ''. */
  illustration?: string;
  /** The viewer may skip the question. */
  skip?: boolean;
  /** 1: checkboxes (also when more than one answer is right). */
  multi?: number | boolean;
  /** Seconds into the video at which the question pops up (not needed for `showQuestion()`). */
  showTime?: number;
  /** The explanation shown on the right and wrong panels, or ''. */
  answer?: string;
  /** Replaces the default "answer wrong" text when non-empty. */
  wrongAnswer?: string;
  /** After a wrong answer, seek back here (s); -1: show the question again. */
  wrongTime?: number;
  /** The wrong panel also offers skip. */
  skipWrongButton?: boolean;
}

/** A visitor-information form (spec §3 "Visitor form"). */
export interface VisitorForm {
  qid: string | number;
  /** When it shows, `h:m:s`. */
  time: string;
  title: string;
  /** Banner image URL, or ''. */
  imagelink?: string;
  /** Where the banner goes (http(s) only), or ''. */
  link?: string;
  fields: { name: string; type: 'input' | 'textarea'; msg?: string; value?: string }[];
}
