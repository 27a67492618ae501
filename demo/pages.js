// The demo's pages and gallery states: one list, read by the index (links), the gallery (its select) and the
// smoke tests of e2e/demo.spec.ts (one test each). Data only: this module runs in the browser and in Node.

/** The player's skins (the `skin` attribute). */
export const SKINS = ['ouchn', 'blue', 'gold', 'green', 'red'];

/**
 * The player's languages (player-element/src/core/i18n.ts `playerLanguages`): the `lang` value, the page's
 * BCP 47 tag, the language's own name, and the accessible name the player gives its Play button in it (the
 * smoke test presses that button, which also checks that the player speaks the language).
 */
export const LANGUAGES = [
  { code: 'en', tag: 'en', name: 'English', play: 'Play' },
  { code: 'zh_CN', tag: 'zh-CN', name: '简体中文', play: '播放' },
];

/**
 * The states of the skin gallery (`gallery.html?state=<id>`). `feature` names the catalogue sample every
 * player shows (its first entry with that feature). `smoke` says what the smoke test checks:
 * - `selector`: what must be visible inside the first player once the state is set up (its parts; an
 *   overlay's own parts where the player renames them on export);
 * - `host`: an attribute and its value the first player's host must reflect;
 * - `plays`: `'click'` (the test presses Play), `'page'` (the page starts muted playback itself) or
 *   `false` (an overlay holds the video on purpose; the test checks the part only);
 * - `error`: the error code the first player must show instead of playing;
 * - `allow`: console errors the state expects (regular expressions, with the reason).
 */
export const GALLERY_STATES = [
  { id: 'paused-cover', label: 'Paused, with the cover', feature: 'mp4', smoke: { selector: '[part~="cover"]', plays: 'click' } },
  { id: 'playing', label: 'Playing, controls shown', feature: 'hls', smoke: { selector: '[part~="control-bar"]', plays: 'page' } },
  {
    id: 'progress-hover',
    label: 'Pointer over the progress bar (thumbnail)',
    feature: 'thumbnails',
    smoke: { selector: '[part~="thumbnail"]', plays: 'click' },
  },
  { id: 'menus-open', label: 'Settings menu open', feature: 'mp4', smoke: { selector: '[part~="menu"]', plays: 'click' } },
  { id: 'audio-mode', label: 'Audio mode', feature: 'audio', smoke: { selector: 'ddi-audio-mode [part~="panel"]', host: ['data-mode', 'audio'], plays: 'click' } },
  {
    id: 'page-fullscreen',
    label: 'Page fullscreen (one skin at a time)',
    feature: 'mp4',
    smoke: { selector: '[part~="control-bar"]', host: ['data-fullscreen', 'page'], plays: 'click' },
  },
  { id: 'narrow', label: 'Narrow (320 px wide)', feature: 'mp4', smoke: { selector: '[part~="control-bar"]', host: ['data-size', 'tiny'], plays: 'click' } },
  { id: 'error', label: 'Error layer (#005, not passed review)', feature: 'status-51', smoke: { selector: '[part~="error"]', error: '#005' } },
  { id: 'quiz', label: 'Overlay: quiz question', feature: 'mp4', smoke: { selector: '[part~="quiz"]', plays: false } },
  { id: 'visitor', label: 'Overlay: visitor form', feature: 'visitor', smoke: { selector: '[part~="visitor-form"]', plays: false } },
  { id: 'ads', label: 'Overlay: start ad', feature: 'ads', smoke: { selector: '[part~="ad-dialog"]', plays: false } },
  { id: 'teaser', label: 'Overlay: teaser', feature: 'teaser', smoke: { selector: '[part~="teaser"]', plays: false } },
  { id: 'endscreen', label: 'Overlay: end screen', feature: 'endscreen', smoke: { selector: '[part~="end-screen"]', plays: false } },
  { id: 'spread', label: 'Overlay: spread banner', feature: 'spread', smoke: { selector: '[part~="spread"]', plays: 'page' } },
  { id: 'slides', label: 'Overlay: slides (PPT)', feature: 'slides', smoke: { selector: '[part~="slides-main"]', plays: 'click' } },
  { id: 'password', label: 'Overlay: password prompt', feature: 'password', smoke: { selector: 'ddi-password-prompt [part~="prompt"]', plays: false } },
];

/** The pages besides the gallery states, the feature pages and the language pages. */
export const PAGES = [
  { path: '/demo/', title: 'Sample picker (this page)' },
  { path: '/demo/playground.html', title: 'Playground: edit the options live' },
  { path: '/demo/plain.html', title: 'Plain HTML: the script tag and attributes only' },
];

/** The logos of the `logo` page: top-right linked, bottom-left at an offset, half transparent. */
const DEMO_LOGOS = [
  { src: '/media/overlays/logo.svg', href: 'https://example.com/academy', position: 2, opacity: 0.9, width: 96, height: 38, offsetX: 12, offsetY: 12 },
  { src: '/media/overlays/logo.svg', position: 3, opacity: 0.5, width: 60, height: 24 },
];

/** The signed marquee of the `marquee` sample in pattern `setting` (the reference server's `GET /vod/marquee`). */
const marqueePage = (setting) => ({ marqueeUrl: `/vod/marquee?setting=${setting}` });

/**
 * Extra options a feature's sample needs on the feature pages (e.g. the demo server's playsafe endpoint): an
 * object, or a function of the catalogue entry when the options name the sample's vid.
 */
export const FEATURE_OPTIONS = {
  encrypted: { playsafeUrl: '/vod/playsafe' },
  drm: { playsafeUrl: '/vod/playsafe' },
  danmu: (entry) => ({ danmu: `/vod/danmu/${entry.vid}` }),
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((setting) => [`marquee-${setting}`, marqueePage(setting)])),
  logo: { logo: DEMO_LOGOS },
  watermark: { viewerWatermark: true, viewerInfo: { viewerId: 'demo-0001' }, logo: DEMO_LOGOS[0] },
};

/**
 * What to try on each feature page, and for the features whose point is an error the code the player must
 * show (`error`) and the console errors that come with it (`allow`: the browser logs the failed requests);
 * `password` is typed into the prompt and `skip` names the button that skips a start ad, as a viewer would.
 * What the smoke test checks once the sample plays, so that each page proves its feature and not only playback:
 * - `shows`: a selector inside the first player that must become visible (an overlay's own parts included);
 * - `control`: the accessible name of the control the feature adds to the player;
 * - `request`: a pattern some request of the page must match (the engine's manifest, the key, the beacons…);
 * - `painted`: a canvas inside the first player that must get non-transparent pixels (danmu).
 */
export const FEATURE_NOTES = {
  hls: { text: 'HLS through hls.js: open Quality to switch levels, Speed to change the rate.', request: /\.m3u8(\?|$)/ },
  mp4: { text: 'A progressive mp4 (by vid: 360P, 480P and 720P files). Try Quality and the keyboard: Space, ←, →, m, f.', request: /\.mp4(\?|$)/ },
  dash: { text: 'DASH through dash.js, loaded on demand.', request: /\.mpd(\?|$)/ },
  subtitles: { text: 'Open Subtitles: pick a language, double subtitles, and the caption style panel.', control: 'Subtitles' },
  encrypted: { text: 'AES-128 HLS: the key is fetched with the playsafe token (the demo passes playsafeUrl: "/vod/playsafe").', request: /\/vod\/playsafe/ },
  drm: { text: 'ClearKey DASH through EME: the licence is requested with the playsafe token.', request: /\/vod\/(playsafe|drm\/)/ },
  password: { text: 'The video asks for its password first: it is ddi123. Try a wrong one to see the message.', password: 'ddi123' },
  playauth: { text: 'The platform checks a play authorisation sign before playing.' },
  'status-51': { text: 'A video that did not pass review: the error layer shows the message of #005.', error: '#005' },
  'status-deleted': { text: 'A deleted video: #004.', error: '#004' },
  'status-transcoding': { text: 'A video still being transcoded: #010.', error: '#010' },
  'status-48': { text: 'An abnormal video: #048.', error: '#048' },
  'status-53': { text: 'A blocked video: #10000.', error: '#10000' },
  'status-unaudited': { text: 'A video not reviewed yet: #009.', error: '#009' },
  'domain-allow': { text: 'The video allows only localhost and 127.0.0.1: it plays here.' },
  'domain-deny': { text: 'The video denies this host: #006.', error: '#006' },
  'forbidden-client': { text: 'The video is forbidden on desktop browsers: #024.', error: '#024' },
  timeoutflow: { text: 'The account is past its time quota: #001.', error: '#001' },
  outflow: { text: 'The account is past its traffic quota: #002.', error: '#002' },
  preview: {
    text: 'A 10 s preview: playback stops with "The preview has ended."',
  },
  lines: { text: 'Several CDN lines: open Line to switch (a tip says "Switching to line …", then "Switched to line …"); the "broken" line shows the network tip, and switching from it to another failing line says so.', control: 'Line' },
  audio: { text: 'Settings → Mode → Audio plays the audio-only source with the audio panel.' },
  markers: { text: 'Key-frame markers on the progress bar: hover one to read it, click to jump.', shows: '[part~="marker"]' },
  thumbnails: { text: 'Hover the progress bar: the tooltip shows the sprite thumbnail of that time.' },
  'json-fallback': {
    text: 'The secure video info path fails; the player falls back to the static path and plays.',
    allow: [/Failed to load resource: the server responded with a status of 503/],
  },
  'json-missing': {
    text: 'The video info cannot be loaded: #003.',
    error: '#003',
    allow: [/Failed to load resource: the server responded with a status of 404/],
  },
  'json-corrupt': { text: 'The video info cannot be decrypted: #003.', error: '#003' },
  token2: { text: 'Every playlist and fragment URL carries the auth_key of token2.', request: /[?&]auth_key=/ },
  'hls-index2': {
    text: 'The first HLS index is down; the player uses hlsIndex2 and plays.',
    allow: [/Failed to load resource: the server responded with a status of (404|5\d\d)/],
  },
  hls302: { text: 'The HLS index answers with a redirect; hls.js follows it.' },
  beacons: { text: 'View statistics every 2 s: watch the /vod/stats requests in the network panel.', request: /\/vod\/stats/ },
  quiz: { text: 'Questions pop up at 3 s, 8 s and 14 s: answer, skip, or answer wrong to see the explanation.', shows: '[part~="quiz-question"]' },
  visitor: { text: 'At 5 s a visitor form asks for your details; submit or skip it.', shows: '[part~="visitor-form"]' },
  'visitor-form': { text: 'At 5 s a visitor form asks for your details; submit or skip it.', shows: '[part~="visitor-form"]' },
  ads: { text: 'A start ad (skippable after 2 s), a pause ad, a popup at 2 s, a text bar and an end ad.', skip: 'Skip ad' },
  teaser: { text: 'A 3 s teaser image before the video, and a tail clip after it.' },
  tail: { text: 'A 3 s teaser image before the video, and a tail clip after it.' },
  endscreen: { text: 'At the end: replay, share (QR code, embed code) and related videos.' },
  spread: { text: 'A spread banner (text ticker) at the top of the video.', shows: '[part~="spread"]' },
  slides: { text: 'Slides beside the video: chapters panel, the small video window, swap the main view.', shows: '[part~="slides-main"]' },
  ppt: { text: 'Slides beside the video: chapters panel, the small video window, swap the main view.', shows: '[part~="slides-main"]' },
  interactive: { text: 'Quiz questions, the spread banner and slides together.', shows: '[part~="spread"]' },
  danmu: { text: 'Scrolling comments from the danmu list of GET /vod/danmu/{vid}, shown at first (openDanmu 1); toggle them in the control bar.', request: /\/vod\/danmu\//, control: 'Danmu', painted: 'ddi-danmu canvas' },
  'marquee-1': { text: 'Marquee pattern 1: the signed text scrolls across at a random height.', shows: 'ddi-marquee .text' },
  'marquee-2': { text: 'Marquee pattern 2: the text appears at a random spot for 1 s, again every 3 s.', shows: 'ddi-marquee .text' },
  'marquee-3': { text: 'Marquee pattern 3: the text fades in and out every 3 s.', shows: 'ddi-marquee .text' },
  'marquee-4': { text: 'Marquee pattern 4: like 1, within the top 30 % of the height.', shows: 'ddi-marquee .text' },
  'marquee-5': { text: 'Marquee pattern 5: like 2, within the top 30 % of the height.', shows: 'ddi-marquee .text' },
  'marquee-6': { text: 'Marquee pattern 6: pattern 1 plus a fixed corner text in time slots derived from the vid.', shows: 'ddi-marquee .text' },
  'marquee-7': { text: 'Marquee pattern 7: pattern 2 plus the fixed corner text.', shows: 'ddi-marquee .text' },
  logo: { text: 'Logo watermarks: a linked logo top-right and a half-transparent one bottom-left.', shows: 'ddi-watermark [part~="logo"]' },
  watermark: { text: 'The viewer-id watermark (moves every 10 s) and a logo.', shows: 'ddi-watermark .viewer' },
};

/** The text of a feature page for a feature without notes. */
export const DEFAULT_NOTE = { text: 'Play the sample and watch the event log.' };
