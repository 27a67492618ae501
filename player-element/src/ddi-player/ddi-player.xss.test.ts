// Issue 13: an XSS corpus (test/xss-corpus.ts) pushed through every user-controlled string of a real
// <ddi-player> in Chromium: after rendering (and after the overlay in question shows) nothing has run
// (`window.__xss` stays undefined), no element or event-handler attribute of a payload exists in any
// shadow tree, and every link is http(s) or absent. Each surface is also checked to show the payload as text.
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { allDeep, deep, loaded, media, settle, sleep, until, videoOf } from '../../test/helpers.js';
import { VID, fakePlatform, videoInfo } from '../../test/platform-fake.js';
import { injectedTags, xssPayloads } from '../../test/xss-corpus.js';
import type { DanmuItem, PlayerOptions } from '../core/options.js';
import type { DdiEndScreen } from '../ddi-end-screen/ddi-end-screen.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const joined = xssPayloads.join(' ');
const jsUrl = 'javascript:window.__xss=true';
const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'srcdoc', 'data', 'poster'];

/** The text of the player, through its shadow roots (what the viewer can read). */
function shownText(player: DdiPlayer): string {
  return [player.shadowRoot!, ...allDeep(player).map((element) => element.shadowRoot).filter((root) => root !== null)]
    .map((root) => [...root!.querySelectorAll('*')].filter((element) => element.localName !== 'style').map((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('')).join('\n'))
    .join('\n');
}

/** The page's own elements (the test runner's scripts) before the test: not the player's doing. */
let baseline = new Set<Element>();

/** Nothing ran, nothing was injected (in the shadow trees or the page), every link is http(s). */
async function expectClean(player: DdiPlayer, surface: string): Promise<void> {
  await settle(player);
  await sleep(250); // an injected <img onerror> / <svg onload> would fire by now
  expect(window.__xss, `${surface}: a payload ran`).to.equal(undefined);
  for (const element of allDeep(document.documentElement)) {
    if (baseline.has(element)) continue;
    const what = `${surface}: <${element.localName}> in ${element.getRootNode() === document ? 'the document' : (element.getRootNode() as ShadowRoot).host?.localName}`;
    expect(injectedTags, `${what} injected`).to.not.include(element.localName);
    for (const attribute of element.getAttributeNames()) {
      expect(/^on/i.test(attribute), `${what} has the event-handler attribute ${attribute}`).to.equal(false);
      if (!URL_ATTRIBUTES.includes(attribute.toLowerCase())) continue;
      const value = element.getAttribute(attribute)!;
      expect(/^\s*(javascript|vbscript|data:text\/html)/i.test(value.replace(/[\t\n\r]/g, '')), `${what} ${attribute}="${value}"`).to.equal(false);
      if (attribute === 'href' || attribute === 'xlink:href') expect(['http:', 'https:'], `${what} href="${value}"`).to.include(new URL(value, location.href).protocol);
    }
  }
}

/** Every payload appears verbatim as text (the escaping is Lit's text binding, not stripping). */
function expectShownAsText(player: DdiPlayer, surface: string, payloads = xssPayloads): void {
  const text = shownText(player);
  for (const payload of payloads) expect(text.includes(payload.trim()), `${surface} shows ${JSON.stringify(payload)} as text`).to.equal(true);
}

async function mount(options: PlayerOptions): Promise<DdiPlayer> {
  const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.mp4} .options=${options} style="width: 640px"></ddi-player>`);
  await loaded(player);
  await settle(player);
  return player;
}

describe('<ddi-player> XSS corpus: user strings are text, links http(s) only (issue 13)', function () {
  this.timeout(60_000);
  let warn: sinon.SinonStub;
  beforeEach(() => {
    delete window.__xss;
    localStorage.clear();
    baseline = new Set(allDeep(document.documentElement));
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    warn.restore();
    for (const player of document.querySelectorAll('ddi-player')) player.pause();
  });

  it(`has a corpus of ${xssPayloads.length} payloads that would run if injected as HTML (control)`, async () => {
    const probe = document.createElement('div');
    document.body.append(probe);
    probe.innerHTML = '<img src=x onerror="window.__xss=true">';
    await until(() => window.__xss === true, 'the control payload to run', 10_000);
    probe.remove();
    delete window.__xss;
    expect(xssPayloads.length).to.be.within(20, 40);
  });

  it('danmu items (option danmu, sendDanmu): the comments show as text', async () => {
    const danmu: DanmuItem[] = xssPayloads.map((msg, index) => ({ msg, time: 0.1 + (index % 3) * 0.1, fontMode: (['roll', 'top', 'bottom'] as const)[index % 3]!, fontColor: index === 0 ? `red;background:url(${jsUrl})` : undefined }));
    const player = await mount({ danmu, openDanmu: 1 });
    await player.play();
    player.sendDanmu({ msg: xssPayloads[0]! });
    await until(() => player.currentTime > 0.6, 'playback');
    await until(() => deep(player, 'ddi-danmu') !== null && shownText(player).includes(xssPayloads[0]!), 'the danmu');
    await expectClean(player, 'danmu');
    expect(xssPayloads.filter((payload) => shownText(player).includes(payload.trim())).length, 'danmu shown as text').to.be.greaterThan(5);
  });

  it('quiz (showQuestion): question, choices, illustration, the wrong panel and its explanations', async () => {
    const player = await mount({});
    player.showQuestion({
      examId: 'xss',
      type: 0,
      question: joined,
      choices: [...xssPayloads.map((answer) => ({ answer, right_answer: 0 })), { answer: 'right', right_answer: 1 }],
      illustration: jsUrl,
      skip: true,
      answer: joined,
      wrongAnswer: `${xssPayloads[2]} wrong`,
      wrongTime: -1,
      skipWrongButton: true,
    });
    await until(() => deep(player, '[part~="quiz-question"]') !== null, 'the question');
    await expectClean(player, 'quiz question');
    expectShownAsText(player, 'quiz question and choices');
    deep<HTMLInputElement>(player, '[part~="quiz-choice"] input')!.click();
    deep<HTMLButtonElement>(player, '[part~="quiz-submit"]')!.click();
    await until(() => deep(player, '[part~="quiz-wrong"]') !== null, 'the wrong panel');
    await expectClean(player, 'quiz wrong panel');
    expectShownAsText(player, 'quiz explanations', [`${xssPayloads[2]} wrong`, joined]);
  });

  it('visitor form (option visitorForms): title, field names, messages and values, banner link', async () => {
    const fields = xssPayloads.map((name, index) => ({ name, type: index % 2 ? ('textarea' as const) : ('input' as const), msg: name, value: name }));
    const player = await mount({ visitorForms: [{ qid: 'xss', time: '0:0:1', title: joined, imagelink: jsUrl, link: jsUrl, fields }] });
    player.playbackRate = 2;
    await player.play();
    await until(() => deep(player, '[part~="visitor-form"]') !== null, 'the visitor form', 15_000);
    await expectClean(player, 'visitor form');
    const text = shownText(player);
    expect(text.includes(joined.trim()) || text.includes(xssPayloads[0]!), 'the title as text').to.equal(true);
    expectShownAsText(player, 'field names');
    const controls = allDeep(player).filter((element): element is HTMLInputElement | HTMLTextAreaElement => element.matches('[part~="visitor-field"]'));
    expect(controls.map((control) => control.placeholder), 'messages as placeholders').to.deep.equal([...xssPayloads]);
    // The viewer types the payloads too, then submits.
    for (const [index, control] of controls.entries()) {
      control.value = xssPayloads[index]!;
      control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    }
    deep<HTMLButtonElement>(player, '[part~="visitor-submit"]')!.click();
    await until(() => deep(player, '[part~="visitor-success"]') !== null || deep(player, '[part~="visitor-form"]') === null, 'the submission');
    await expectClean(player, 'visitor form submitted');
  });

  it('marquee text (option marquee) and viewer names (viewerWatermark, viewerInfo), logo link and image', async () => {
    const player = await mount({
      marquee: { username: joined, setting: 1, fontColor: `${jsUrl}`, filter: true, filterColor: '</style><script>window.__xss=true</script>' },
      viewerWatermark: true,
      viewerInfo: { viewerId: joined, viewerName: joined, viewerExtraInfo1: joined, viewerAvatar: jsUrl },
      logo: [{ src: jsUrl, href: jsUrl, position: 1 }, { src: xssPayloads[2]!, href: xssPayloads[8]!, position: 2 }],
    });
    await player.play();
    await until(() => deep(player, 'ddi-marquee') !== null && deep(player, 'ddi-watermark') !== null, 'the marquee and the watermark');
    await until(() => shownText(player).includes(joined.trim()), 'the marquee / viewer text', 10_000);
    await expectClean(player, 'marquee and watermark');
  });

  it('end screen recommendations (endScreen, recommendations, tailRecommendOpt 1) and a custom card (type 6)', async () => {
    const related = xssPayloads.map((title, index) => ({ vid: title, title, firstImage: index % 2 ? jsUrl : title, duration: 12 }));
    for (const tailRecommendOpt of [{ type: 1 }, { type: 6, custom: { title: joined, url: jsUrl, image: jsUrl } }, { type: 6, custom: { title: joined, url: 'https://example.com/', image: jsUrl } }]) {
      const player = await mount({ endScreen: true, recommendations: { related }, tailRecommendOpt, shareUrl: jsUrl, embedScriptUrl: jsUrl });
      await until(() => deep(player, 'ddi-end-screen') !== null, 'the end screen to be mounted');
      // The end of the video, without playing it through.
      videoOf(player).dispatchEvent(new Event('ended'));
      const screen = deep<DdiEndScreen>(player, 'ddi-end-screen')!;
      await until(() => screen.open, 'the end screen');
      await expectClean(player, `end screen, tailRecommendOpt ${JSON.stringify(tailRecommendOpt)}`);
      if (tailRecommendOpt.type === 1) {
        // The first page of cards: each title is a payload, shown as text.
        const titles = [...screen.shadowRoot!.querySelectorAll('[part~="end-card"] .title')].map((title) => title.textContent);
        expect(titles.length, 'recommendation cards').to.be.greaterThan(0);
        for (const title of titles) expect(xssPayloads, 'recommendation title shown as text').to.include(title);
      }
      player.remove();
    }
  });

  it('slides (option ppt): chapter titles and texts, thumbnail and slide URLs', async () => {
    const page = xssPayloads.map((title, index) => ({ title, t_img: index % 2 ? jsUrl : title, sec: index, text: title }));
    const slides = xssPayloads.map((img, index) => ({ sec: index, img: index % 2 ? jsUrl : img }));
    const player = await mount({ ppt: { page, slides }, pptVisible: true });
    await until(() => deep(player, 'ddi-slides') !== null && shownText(player).includes(xssPayloads[0]!), 'the slides');
    await expectClean(player, 'slides');
    // Chapters whose thumbnail is not http(s) (the odd ones, and the javascript: payloads) are skipped with a
    // warning; the others show their title as text.
    const http = (value: string) => ['http:', 'https:'].includes(new URL(value, location.href).protocol);
    expectShownAsText(player, 'chapter titles', xssPayloads.filter((payload, index) => index % 2 === 0 && http(payload)));
    expect(warn.getCalls().some((call) => String(call.args[0]).includes('skipped')), 'bad thumbnails skipped with a warning').to.equal(true);
  });

  it('spread text banner (spread txt), ads text bar (adText) and context-menu items (rightMenu)', async () => {
    const player = await mount({
      spread: { tg_content: `txt:${joined}`, tg_url: jsUrl },
      adText: { text: joined, url: jsUrl },
      rightMenu: xssPayloads.map((rightName) => ({ rightName, rightUrl: rightName })),
    });
    await until(() => deep(player, 'ddi-spread') !== null && deep(player, 'ddi-ads') !== null, 'the spread and the ads');
    await settle(player);
    const box = player.getBoundingClientRect();
    player.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true, clientX: box.left + 50, clientY: box.top + 40 }));
    await until(() => deep(player, 'ddi-context-menu') !== null, 'the context menu');
    await expectClean(player, 'spread, ad text, context menu');
    expectShownAsText(player, 'context-menu items');
    expect(shownText(player).includes(joined.trim()), 'spread / ad text shown as text').to.equal(true);
  });

  it('subtitle files (video_srt, match_srt): cue text and track titles', async () => {
    const vtt = `WEBVTT\n\n${xssPayloads.map((payload) => `00:00:00.000 --> 00:00:30.000\n${payload}\n`).join('\n')}`;
    const srt = xssPayloads.map((payload, index) => `${index + 1}\n00:00:00,000 --> 00:00:30,000\n${payload}\n`).join('\n');
    const player = await mount({
      video_srt: { [xssPayloads[0]!]: `data:text/vtt;charset=utf-8,${encodeURIComponent(vtt)}` },
      match_srt: [{ title: xssPayloads[2]!, url: `data:application/x-subrip;charset=utf-8,${encodeURIComponent(srt)}` }],
    });
    await player.play();
    await until(() => deep(player, '[part="cue"]') !== null, 'a cue', 10_000);
    await expectClean(player, 'subtitles');
  });

  it('by vid: the video title and the key-frame markers (description, button text, button link) from the platform', async () => {
    const markers = xssPayloads.slice(0, 6).map((payload, index) => ({ keytime: 2 + index * 3, keycontext: payload, btnDesc: payload, btnHref: [jsUrl, ` ${jsUrl}`, 'java\tscript:window.__xss=true', 'data:text/html,<script>window.__xss=true</script>', payload, 'https://example.com/'][index]! }));
    const stub = sinon.stub(window, 'fetch').callsFake(fakePlatform({ [VID]: videoInfo({ title: joined, videokeyframes: markers }) }).fetch);
    try {
      const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted .options=${{ vid: VID }} style="width: 640px"></ddi-player>`);
      await loaded(player);
      await until(() => allDeep(player).some((element) => element.matches('[part~="marker"]')), 'the markers');
      for (const marker of allDeep(player).filter((element): element is HTMLButtonElement => element.matches('button[part~="marker"]'))) {
        marker.focus();
        await settle(player);
        await until(() => deep(player, '[part~="marker-tip"]') !== null, 'the marker tip');
        await expectClean(player, 'key-frame marker');
      }
      expect(shownText(player).includes(xssPayloads[5]!.trim()), 'marker text as text').to.equal(true);
      await expectClean(player, 'video title');
    } finally {
      stub.restore();
    }
  });
});
