import { seededVid } from '../lib/vod-crypto.js';
import * as overlays from '../repositories/vod-overlays.js';
import type { OverlaySeed } from '../repositories/vod-overlays.js';
import * as videos from '../repositories/vod-videos.js';
import type { NewVideo } from '../repositories/vod-videos.js';
import type { Db } from './client.js';
import type { AdItem, VideoOverlays } from './video-schema.js';

/** The keys the media were encrypted with (scripts/make-media.mjs `VOD_KEYS`; never served as they are). */
export const vodKeys = {
  hlsKey: '8a1f0c3e5b7d9f21436587a9cbed0f12',
  hlsIv: '0102030405060708090a0b0c0d0e0f10',
  cencKey: '3c9e1d5a7f2b4c6e8a0d2f4b6c8e0a1c',
  cencKid: 'ddd10e5a1f2b3c4d5e6f708192a3b4c5',
} as const;

/** The password of the `password` sample video. */
export const demoVideoPassword = 'ddi123';

const lesson = 'Leading Teams - Lesson 1';
const keyframes = [
  { keytime: 4, keycontext: 'How trust is built', btnDesc: '', btnHref: '' },
  { keytime: 12, keycontext: 'Set clear goals', btnDesc: 'Read more', btnHref: 'https://example.com/goals' },
  { keytime: 20, keycontext: 'Practise a team meeting', btnDesc: '', btnHref: '' },
];
const localHosts = ['localhost', '127.0.0.1'];

// ---- overlays (issue 9): hand-written SVGs in media/overlays/, the lesson's 360p mp4 as ad video and tail clip
const overlayMedia = '/media/overlays';
const lessonMp4 = '/media/lesson/mp4/lesson-360p.mp4';
const cover = '/media/lesson/cover.jpg';

const ad = (item: Partial<AdItem> & Pick<AdItem, 'adid' | 'adtype' | 'location' | 'matterurl'>): AdItem => ({
  addrurl: 'https://example.com/ad',
  timesize: 0,
  cataid: '1',
  skipenabled: 0,
  skiptime: 0,
  skipbutton: '',
  popuptime: 0,
  poplocation: 1,
  adwidth: 0,
  adheight: 0,
  ...item,
});

const adOverlays: VideoOverlays = {
  adMatter: [
    ad({ adid: 'ad-start', adtype: 1, location: 1, matterurl: `${overlayMedia}/ad-start.svg`, timesize: 5, skipenabled: 1, skiptime: 2, skipbutton: 'Skip ad', adwidth: 640, adheight: 360 }),
    ad({ adid: 'ad-pause', adtype: 1, location: 2, matterurl: `${overlayMedia}/ad-start.svg`, timesize: 0, adwidth: 640, adheight: 360 }),
    ad({ adid: 'ad-end', adtype: 2, location: 3, matterurl: lessonMp4, timesize: 4, skipenabled: 1, skiptime: 0, skipbutton: 'Skip' }),
    ad({ adid: 'ad-popup', adtype: 1, location: 4, matterurl: `${overlayMedia}/ad-popup.svg`, timesize: 6, popuptime: 2, poplocation: 2, adwidth: 360, adheight: 120 }),
    // adtype 3 is "excluded": the player must drop it.
    ad({ adid: 'ad-excluded', adtype: 3, location: 1, matterurl: `${overlayMedia}/ad-start.svg`, timesize: 5 }),
  ],
  adText: { text: 'Leadership summit 2027 — register now', url: 'https://example.com/summit' },
};

const danmu: VideoOverlays['danmu'] = [
  { msg: 'Great point about trust', time: 1, fontMode: 'roll' },
  { msg: 'Taking notes!', time: 2, fontColor: '#ffd166', fontMode: 'roll' },
  { msg: 'Welcome to lesson 1', time: 1, fontMode: 'top', fontColor: '#06d6a0' },
  { msg: 'Goals first, then tasks', time: 4, fontSize: 22, fontMode: 'roll' },
  { msg: 'Keep it up, team', time: 6, fontMode: 'bottom' },
  { msg: 'Clear goals = clear minds', time: 9, fontMode: 'roll' },
  { msg: 'Practise makes the meeting', time: 14, fontMode: 'roll' },
];

/** Pattern 1 by default; `GET /vod/marquee?setting=N` answers the same text in pattern N (the demo's pages 1–7). */
const marquee: VideoOverlays['marquee'] = { username: 'demo learner 0001', setting: 1, fontSize: 18, fontColor: 'ffffff', alpha: 0.6, lifeTime: 1, interval: 3, speed: 20 };

const spread: VideoOverlays['spread'] = {
  tg_url: 'https://example.com/academy',
  tg_position: 'top',
  tg_content: 'txt:New: the Coaching for Performance course is open',
  tg_opacity: 90,
};

type Sample = Omit<NewVideo, 'vid' | 'sortOrder' | 'source' | 'durationSeconds'> &
  Partial<Pick<NewVideo, 'source' | 'durationSeconds'>>;

/** One sample per path of the player (issue 5); slugs double as their main catalogue tag. */
const samples: Sample[] = [
  { slug: 'mp4', title: `${lesson} (platform mp4, 3 qualities)`, features: ['mp4', 'subtitles'], seed: 0, myBr: 2 },
  { slug: 'hls', title: `${lesson} (platform HLS)`, features: ['hls', 'subtitles'] },
  { slug: 'dash', title: `${lesson} (platform DASH)`, features: ['dash', 'hls'], hasDash: true },
  {
    slug: 'encrypted',
    title: `${lesson} (AES-128 HLS, playsafe)`,
    features: ['encrypted', 'hls'],
    source: 'encrypted',
    protectMode: 1,
    hlsKey: vodKeys.hlsKey,
    hlsIv: vodKeys.hlsIv,
  },
  {
    slug: 'drm',
    title: `${lesson} (ClearKey DASH)`,
    features: ['drm', 'dash'],
    source: 'cenc',
    hasDash: true,
    drmKid: vodKeys.cencKid,
    drmKey: vodKeys.cencKey,
  },
  { slug: 'password', title: `${lesson} (password ${demoVideoPassword})`, features: ['password', 'hls'], password: demoVideoPassword },
  { slug: 'playauth', title: `${lesson} (sign check)`, features: ['playauth', 'hls'], playauth: 1 },
  { slug: 'status-51', title: 'Not passed (status 51)', features: ['status-51'], status: 51 },
  { slug: 'status-deleted', title: 'Deleted (status -1)', features: ['status-deleted'], status: -1 },
  { slug: 'status-transcoding', title: 'Transcoding (status 20)', features: ['status-transcoding'], status: 20 },
  { slug: 'status-48', title: 'Abnormal (status 48)', features: ['status-48'], status: 48 },
  { slug: 'status-53', title: 'Blocked (status 53)', features: ['status-53'], status: 53 },
  { slug: 'status-unaudited', title: 'Not audited (status 30)', features: ['status-unaudited'], status: 30 },
  {
    slug: 'domain-allow',
    title: `${lesson} (domain allow list)`,
    features: ['domain-allow', 'hls'],
    domain: { setting_type: 2, enabled: localHosts, disabled: [] },
  },
  {
    slug: 'domain-deny',
    title: `${lesson} (domain deny list)`,
    features: ['domain-deny', 'hls'],
    domain: { setting_type: 1, enabled: [], disabled: localHosts },
  },
  { slug: 'forbidden-client', title: 'Forbidden on desktop', features: ['forbidden-client'], forbidClients: ['pc'] },
  { slug: 'timeoutflow', title: 'Over the time quota', features: ['timeoutflow'], timeoutflow: true },
  { slug: 'outflow', title: 'Over the traffic quota', features: ['outflow'], outflow: true },
  { slug: 'preview', title: `${lesson} (10 s preview)`, features: ['preview', 'hls'], previewDuration: 10 },
  { slug: 'lines', title: `${lesson} (several CDN lines)`, features: ['lines', 'hls'], lines: 'line1,line2,kw,broken' },
  { slug: 'audio', title: `${lesson} (with audio-only source)`, features: ['audio', 'hls'], hasAudio: true },
  { slug: 'markers', title: `${lesson} (key-frame markers)`, features: ['markers', 'hls'], keyframes },
  {
    slug: 'thumbnails',
    title: `${lesson} (looped to 312 s, thumbnails)`,
    features: ['thumbnails', 'hls'],
    source: 'long',
    durationSeconds: 312,
    hasThumbnails: true,
  },
  { slug: 'json-fallback', title: 'Video info from the static path only', features: ['json-fallback', 'hls'], jsonMode: 'static-only' },
  { slug: 'json-missing', title: 'Video info missing (code 1)', features: ['json-missing'], jsonMode: 'missing' },
  { slug: 'json-corrupt', title: 'Video info not decryptable (code 2)', features: ['json-corrupt'], jsonMode: 'corrupt' },
  { slug: 'token2', title: `${lesson} (HLS behind token2 auth_key)`, features: ['token2', 'hls'], requireAuthKey: true },
  { slug: 'hls-index2', title: `${lesson} (first HLS index down, hlsIndex2 works)`, features: ['hls-index2', 'hls'], hlsIndexMode: 'index2' },
  { slug: 'hls302', title: `${lesson} (HLS index answers 302)`, features: ['hls302', 'hls'], hlsIndexMode: 'redirect', lines: 'line1,line2' },
  { slug: 'beacons', title: `${lesson} (statistics every 2 s)`, features: ['beacons', 'mp4'], seed: 0, reportFreq: 2 },
  // ---- overlays (issue 9); questions, forms, PPT pages and slides in overlaySeed() below
  { slug: 'quiz', title: `${lesson} (quiz)`, features: ['quiz', 'mp4'], seed: 0 },
  { slug: 'visitor', title: `${lesson} (visitor form)`, features: ['visitor', 'visitor-form', 'mp4'], seed: 0 },
  { slug: 'ads', title: `${lesson} (ads)`, features: ['ads', 'mp4'], seed: 0, overlays: adOverlays },
  {
    slug: 'teaser',
    title: `${lesson} (teaser and tail clip)`,
    features: ['teaser', 'tail', 'mp4'],
    seed: 0,
    overlays: { teaser: { show: 1, url: cover, time: 3 }, tail: { show: 1, url: lessonMp4, time: 3 } },
  },
  { slug: 'endscreen', title: `${lesson} (end screen: related videos)`, features: ['endscreen', 'hls'], overlays: { tailRecommendOpt: { type: 1 } } },
  { slug: 'danmu', title: `${lesson} (danmu list, shown at first)`, features: ['danmu', 'hls'], overlays: { danmu } },
  {
    slug: 'marquee',
    title: `${lesson} (signed marquee, logo and watermarks)`,
    features: ['marquee-1', 'marquee-2', 'marquee-3', 'marquee-4', 'marquee-5', 'marquee-6', 'marquee-7', 'logo', 'watermark', 'hls'],
    overlays: { marquee },
  },
  { slug: 'spread', title: `${lesson} (spread banner)`, features: ['spread', 'mp4'], seed: 0, overlays: { spread } },
  { slug: 'slides', title: `${lesson} (slides)`, features: ['slides', 'ppt', 'mp4'], seed: 0, overlays: { ppt: 'ppt-slides' } },
  {
    slug: 'interactive',
    title: `${lesson} (quiz, spread and slides)`,
    features: ['interactive', 'quiz', 'spread', 'slides', 'ppt', 'mp4'],
    seed: 0,
    overlays: { spread, ppt: 'ppt-interactive' },
  },
];

/** The seeded rows (deterministic vids: seededVid(slug)). */
export function vodSamples(): NewVideo[] {
  return samples.map((sample, index) => ({
    source: 'lesson',
    durationSeconds: 24,
    ...sample,
    vid: seededVid(sample.slug),
    sortOrder: index,
  }));
}

const question = (choices: [string, 0 | 1][]) => choices.map(([answer, right]) => ({ answer, right_answer: right }));

function quizQuestions(slug: string): OverlaySeed['questions'] {
  const vid = seededVid(slug);
  return [
    {
      examId: `${slug}-q1`,
      vid,
      sortOrder: 1,
      question: 'What builds trust in a new team?',
      choices: question([
        ['Keeping the promises you make', 1],
        ['Having all the answers', 0],
        ['Avoiding difficult conversations', 0],
      ]),
      illustration: `${overlayMedia}/illustration.svg`,
      skip: false,
      multi: 0,
      showTime: 3,
      answer: 'Trust grows when people see that what you say and what you do match.',
      wrongAnswer: '',
      wrongTime: 1,
      skipWrongButton: false,
    },
    {
      examId: `${slug}-q2`,
      vid,
      sortOrder: 2,
      question: 'Which two habits make goals clear? (choose two)',
      choices: question([
        ['Agree on what "done" looks like', 1],
        ['Keep the goal to yourself', 0],
        ['Set a date for the first check-in', 1],
        ['Change the goal every week', 0],
      ]),
      illustration: '',
      skip: true,
      multi: 1,
      showTime: 8,
      answer: 'Clear goals name the result and when you will look at progress together.',
      wrongAnswer: 'Not quite: pick the two habits that make the result and the timing explicit.',
      wrongTime: -1,
      skipWrongButton: false,
    },
    {
      examId: `${slug}-q3`,
      vid,
      sortOrder: 3,
      question: 'What is the purpose of a team meeting?',
      choices: question([
        ['Deciding and aligning together', 1],
        ['Reading status reports aloud', 0],
      ]),
      illustration: '',
      skip: true,
      multi: 0,
      showTime: 14,
      answer: 'Use meeting time for what needs everyone: decisions and alignment.',
      wrongAnswer: '',
      wrongTime: -1,
      skipWrongButton: true,
    },
  ];
}

function pptPages(slug: string): OverlaySeed['pptPages'] {
  const chapters = [
    ['Welcome', 'What this lesson covers and why it matters.'],
    ['Building trust', 'Keep your promises; say what you will do and do it.'],
    ['Clear goals', 'Agree on the result and the first check-in date.'],
    ['Team meetings', 'Use meetings to decide and align, not to read reports.'],
  ] as const;
  return chapters.map(([title, text], index) => ({
    pptId: `ppt-${slug}`,
    position: index,
    title,
    tImg: `${overlayMedia}/slide-${index + 1}.svg`,
    sec: index * 6,
    text,
  }));
}

function slides(slug: string): OverlaySeed['slides'] {
  return [0, 6, 12, 18].map((sec, index) => ({ vid: seededVid(slug), sec, img: `${overlayMedia}/slide-${index + 1}.svg` }));
}

/** The quiz questions, visitor forms, PPT pages and slides of the overlay samples (issue 9). */
export function overlaySeed(): OverlaySeed {
  return {
    questions: [...quizQuestions('quiz'), ...quizQuestions('interactive')],
    forms: [
      {
        qid: 'visitor-f1',
        vid: seededVid('visitor'),
        time: '00:00:05',
        title: 'Register for the leadership programme',
        imagelink: `${overlayMedia}/banner.svg`,
        link: 'https://example.com/register',
        fields: [
          { name: 'name', type: 'input', msg: 'Your name' },
          { name: 'company', type: 'input', msg: 'Your company' },
          { name: 'note', type: 'textarea', msg: 'What would you like to learn?' },
        ],
      },
    ],
    pptPages: [...pptPages('slides'), ...pptPages('interactive')],
    slides: [...slides('slides'), ...slides('interactive')],
  };
}

/** Seeds the sample videos of the video platform; idempotent (existing vids are left as they are). */
export async function seedVod(db: Db): Promise<void> {
  await videos.insertMissing(db, vodSamples());
  await overlays.insertMissing(db, overlaySeed());
}
