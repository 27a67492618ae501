import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import { reducedMotionEmulation, skipWhere } from '../../test/browser-rules.js';
import { control, makeState, media, settle, until, type TestStateProvider } from '../../test/helpers.js';
import { videoInfo } from '../../test/platform-fake.js';
import type { PlayerOptions } from '../core/options.js';
import type { PlayerState } from '../core/state.js';
import type { AdItem } from '../platform/video-info.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import './ddi-ads.js';
import type { DdiAds } from './ddi-ads.js';

const ad = (patch: Partial<AdItem> = {}): AdItem => ({
  adid: 'ad1',
  adtype: 1,
  location: 1,
  matterurl: media.cover,
  addrurl: 'https://shop.example/',
  timesize: 5,
  skipenabled: 1,
  skiptime: 2,
  skipbutton: '',
  popuptime: 0,
  poplocation: 1,
  adwidth: 0,
  adheight: 0,
  ...patch,
});

let holds: { name: string; at: string | null }[] = [];
const onHold = (event: Event) => holds.push((event as CustomEvent).detail);
beforeEach(() => {
  holds = [];
  document.addEventListener('ddi-hold-request', onHold);
});
afterEach(() => {
  document.removeEventListener('ddi-hold-request', onHold);
  sinon.restore();
});

async function mount(patch: Partial<PlayerState> = {}, options: PlayerOptions = {}) {
  const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${makeState(patch, options)}><ddi-ads></ddi-ads></ddi-test-state>`);
  await settle(provider);
  const element = provider.querySelector('ddi-ads')!;
  const root = element.shadowRoot!;
  const set = async (change: Partial<PlayerState>) => {
    provider.state = { ...provider.state, ...change };
    await settle(provider);
  };
  const part = <T extends HTMLElement = HTMLElement>(name: string) => root.querySelector<T>(`[part~="${name}"]`);
  /** Whether a part is shown (a boolean, so that a failure never prints a DOM node). */
  const has = (name: string) => part(name) !== null;
  return { provider, element, root, set, part, has };
}

const startHeld = (ads: AdItem[]) => mount({ holds: { 'start-ad': 'start' } }, { adMatter: ads });

describe('<ddi-ads>', () => {
  it('passes an accessibility audit with the start ad open', async () => {
    const { provider, set, has } = await startHeld([ad()]);
    await set({ playWanted: true });
    expect(has('ad-dialog')).to.equal(true);
    await expect(provider).to.be.accessible();
  });

  describe('spec §4 ad status: start ad (NOT_PLAY → START_AD_READY → START_AD_PLAYING → START_AD_END)', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    });

    it('the start ad waits for playWanted (START_AD_READY), then plays', async () => {
      const { element, set, part, has } = await startHeld([ad()]);
      expect(element.status).to.equal('START_AD_READY');
      expect(element.dataset.status).to.equal('START_AD_READY');
      expect(has('ad-dialog')).to.equal(false);
      await set({ playWanted: true });
      expect(element.status).to.equal('START_AD_PLAYING');
      expect(part('ad-dialog')!.getAttribute('role')).to.equal('dialog');
      expect(part('ad-dialog')!.getAttribute('aria-modal')).to.equal('true');
    });

    it('pre-roll countdown decreases per second; skip appears after skiptime; skip releases start-ad', async () => {
      const { element, set, part, has } = await startHeld([ad({ timesize: 5, skiptime: 2 })]);
      await set({ playWanted: true });
      expect(part('ad-countdown')!.textContent).to.equal('Ad 5s');
      expect(has('ad-skip')).to.equal(false);
      clock.tick(1000);
      await element.updateComplete;
      expect(part('ad-countdown')!.textContent).to.equal('Ad 4s');
      expect(has('ad-skip')).to.equal(false);
      clock.tick(1000);
      await element.updateComplete;
      expect(part('ad-countdown')!.textContent).to.equal('Ad 3s');
      expect(part('ad-skip')!.textContent).to.equal('Skip ad');
      expect(holds).to.deep.equal([]);
      part('ad-skip')!.click();
      await element.updateComplete;
      expect(holds).to.deep.equal([{ name: 'start-ad', at: null }]);
      expect(element.status).to.equal('START_AD_END');
      expect(has('ad-dialog')).to.equal(false);
    });

    it('skip is false: no skip button, the ad ends after timesize, then start-ad is released', async () => {
      const { element, set, has } = await startHeld([ad({ skipenabled: 0, timesize: 3 })]);
      await set({ playWanted: true });
      for (let second = 0; second < 2; second += 1) {
        clock.tick(1000);
        await element.updateComplete;
        expect(has('ad-skip')).to.equal(false);
      }
      expect(holds).to.deep.equal([]);
      clock.tick(1000);
      await element.updateComplete;
      expect(holds).to.deep.equal([{ name: 'start-ad', at: null }]);
      expect(element.status).to.equal('START_AD_END');
    });

    it('skip at once (skipenabled 1, skiptime 0) shows the ad\'s own skip text; start ads play in sequence', async () => {
      const { element, set, part } = await startHeld([ad({ adid: 'a', skiptime: 0, skipbutton: 'Close it' }), ad({ adid: 'b', skipenabled: 0, timesize: 2 })]);
      await set({ playWanted: true });
      expect(part('ad-skip')!.textContent).to.equal('Close it');
      part('ad-skip')!.click();
      await element.updateComplete;
      expect(element.status).to.equal('START_AD_PLAYING');
      expect(part('ad-countdown')!.textContent).to.equal('Ad 2s');
      clock.tick(2000);
      await element.updateComplete;
      expect(holds).to.deep.equal([{ name: 'start-ad', at: null }]);
    });

    it('no valid start ad → start-ad is released at once', async () => {
      const { element } = await startHeld([ad({ adtype: 3 }), ad({ timesize: 0 })]);
      expect(holds).to.deep.equal([{ name: 'start-ad', at: null }]);
      expect(element.status).to.equal('START_AD_END');
    });

    it('dialog: focus moves in, Tab is trapped, Escape skips only when skip is allowed, focus returns', async () => {
      const outside = document.createElement('button');
      outside.textContent = 'outside';
      document.body.append(outside);
      outside.focus();
      const { element, root, set, part, has } = await startHeld([ad({ skipenabled: 0, timesize: 3 }), ad({ skiptime: 0 })]);
      await set({ playWanted: true });
      const dialog = part('ad-dialog')!;
      expect(root.activeElement === dialog, 'focus in the dialog').to.equal(true);
      const key = (name: string, shiftKey = false) => root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true, composed: true, cancelable: true }));
      key('Tab');
      expect(root.activeElement?.tagName).to.equal('A');
      key('Tab');
      expect(root.activeElement?.tagName).to.equal('A');
      key('Escape');
      await element.updateComplete;
      expect(element.status, 'not skippable: Escape does nothing').to.equal('START_AD_PLAYING');
      clock.tick(3000);
      await element.updateComplete;
      expect(has('ad-skip')).to.equal(true);
      part('ad-dialog')!.focus();
      key('Tab');
      key('Tab');
      expect(root.activeElement === part('ad-skip'), 'focus on skip').to.equal(true);
      key('Tab');
      expect(root.activeElement?.tagName, 'wraps to the first').to.equal('A');
      key('Tab', true);
      expect(root.activeElement === part('ad-skip'), 'focus on skip').to.equal(true);
      key('Escape');
      await element.updateComplete;
      expect(element.status).to.equal('START_AD_END');
      expect(document.activeElement === outside, 'focus returned').to.equal(true);
      outside.remove();
    });
  });

  describe('spec §4: "The start ad waits for the first click when autoplay is blocked"', () => {
    it('a video ad whose play() is refused shows its play button; a click plays it', async () => {
      const play = sinon.stub(HTMLMediaElement.prototype, 'play').rejects(new DOMException('blocked', 'NotAllowedError'));
      const { element, set, part, has } = await startHeld([ad({ adtype: 2, matterurl: media.mp4, timesize: 3 })]);
      await set({ playWanted: true });
      await until(() => part('ad-play') !== null, 'the ad play button');
      expect(part('ad-play')!.getAttribute('aria-label')).to.equal('Play ad');
      play.resolves();
      part('ad-play')!.click();
      await element.updateComplete;
      expect(has('ad-play')).to.equal(false);
      expect(play.callCount).to.equal(2);
    });

    it('a real video ad (muted like the player) plays and ends after its timesize', async () => {
      const { element, set, part } = await mount({ holds: { 'start-ad': 'start' }, muted: true, volume: 0.3 }, { adMatter: [ad({ adtype: 2, matterurl: media.mp4, timesize: 2, skipenabled: 0 })] });
      await set({ playWanted: true });
      const video = part<HTMLVideoElement>('ad-media')!;
      expect(video.tagName).to.equal('VIDEO');
      expect(video.muted).to.equal(true);
      expect(video.volume).to.be.closeTo(0.3, 0.001);
      await until(() => element.status === 'START_AD_END', 'the video ad to end', 15_000);
      expect(holds).to.deep.equal([{ name: 'start-ad', at: null }]);
    });
  });

  describe('spec §4: end ad runs when the video ends (after the tail), then loop or cover', () => {
    it('waits while tail is held, releases end-ad, holds it again on the next play', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { element, set, part, has } = await mount({ holds: { 'end-ad': 'end', tail: 'end' }, started: true, paused: false }, { adMatter: [ad({ location: 3, skipenabled: 0, timesize: 2 })] });
      expect(element.status).to.equal('START_AD_END');
      await set({ ended: true, paused: true });
      expect(has('ad-dialog'), 'tail held').to.equal(false);
      await set({ holds: { 'end-ad': 'end' } });
      expect(element.status).to.equal('END_AD_PLAYING');
      expect(part('ad-countdown')!.textContent).to.equal('Ad 2s');
      clock.tick(2000);
      await element.updateComplete;
      expect(element.status).to.equal('END_AD_END');
      expect(holds).to.deep.equal([{ name: 'end-ad', at: null }]);
      await set({ holds: {} });
      expect(has('ad-dialog')).to.equal(false);
      await set({ ended: false, paused: false, currentTime: 0 });
      expect(holds).to.deep.equal([
        { name: 'end-ad', at: null },
        { name: 'end-ad', at: 'end' },
      ]);
      await set({ holds: { 'end-ad': 'end' }, ended: true, paused: true });
      expect(element.status, 'runs again at the next end').to.equal('END_AD_PLAYING');
    });
  });

  describe('spec §4: "The pause ad shows on pause and hides on play or end"', () => {
    it('shows on a pause after the start, hides on play and on end; close hides it until the next pause', async () => {
      const { set, part, has } = await mount({ started: false, paused: true }, { adMatter: [ad({ location: 2, timesize: 0 })] });
      expect(has('pause-ad'), 'not before the start').to.equal(false);
      await set({ started: true, paused: false });
      expect(has('pause-ad')).to.equal(false);
      await set({ paused: true });
      expect(has('pause-ad')).to.equal(true);
      await set({ paused: false });
      expect(has('pause-ad')).to.equal(false);
      await set({ paused: true });
      part('ad-close')!.click();
      await set({});
      expect(has('pause-ad')).to.equal(false);
      await set({ paused: false });
      await set({ paused: true });
      expect(has('pause-ad')).to.equal(true);
      await set({ ended: true });
      expect(has('pause-ad')).to.equal(false);
    });

    it("shows only for the viewer's own pause, not an overlay's (a quiz question pausing the video)", async () => {
      const { set, has } = await mount({ started: true, paused: false }, { adMatter: [ad({ location: 2, timesize: 0 })] });
      await set({ paused: true, overlayPaused: true });
      expect(has('pause-ad'), "the quiz's pause").to.equal(false);
      await set({ paused: false, overlayPaused: false });
      await set({ paused: true });
      expect(has('pause-ad'), "the viewer's pause").to.equal(true);
    });
  });

  describe('spec §2: popup images at four corners (max 200px; popup image max 360x120) with a close button', () => {
    it('shows at its corner after popuptime s of playback, at most 360x120 when sized; close', async () => {
      const { provider, set, part, root, has } = await mount({ started: true, paused: false, currentTime: 1 }, { adMatter: [ad({ location: 4, popuptime: 3, poplocation: 2, adwidth: 1000, adheight: 1000 })] });
      expect(has('popup-ad')).to.equal(false);
      await set({ currentTime: 3 });
      const popup = part('popup-ad')!;
      const image = popup.querySelector('img')!;
      await until(() => image.complete && image.naturalWidth > 0, 'the popup image');
      const box = popup.getBoundingClientRect();
      const stage = provider.shadowRoot!.querySelector('div')!.getBoundingClientRect();
      expect(stage.right - box.right).to.be.lessThan(20);
      expect(box.top - stage.top).to.be.lessThan(20);
      expect(image.getBoundingClientRect().width).to.be.at.most(360);
      expect(image.getBoundingClientRect().height).to.be.at.most(120);
      root.querySelector<HTMLElement>('.popup [part="ad-close"]')!.click();
      await set({ currentTime: 5 });
      expect(has('popup-ad'), 'once per source').to.equal(false);
    });

    it('an unsized popup is at most 200 px at the bottom-left corner', async () => {
      const { provider, part } = await mount({ started: true, paused: false, currentTime: 0 }, { adMatter: [ad({ location: 4, poplocation: 3 })] });
      const image = part('popup-ad')!.querySelector('img')!;
      await until(() => image.complete && image.naturalWidth > 0, 'the popup image');
      const rect = image.getBoundingClientRect();
      expect(rect.width).to.be.at.most(200);
      expect(rect.height).to.be.at.most(200);
      const stage = provider.shadowRoot!.querySelector('div')!.getBoundingClientRect();
      expect(rect.left - stage.left).to.be.lessThan(20);
      expect(rect.bottom).to.be.greaterThan(stage.top + stage.height / 2);
    });
  });

  describe('spec §2: a scrolling text ad bar', () => {
    it('shows the text as a link (http(s) only, new tab) with a close button', async () => {
      const { set, part, has } = await mount({}, { adText: { text: '<b>Sale</b>', url: 'https://shop.example/' } });
      const bar = part('ad-text')!;
      const link = bar.querySelector('a')!;
      expect(link.textContent).to.equal('<b>Sale</b>');
      expect(link.getAttribute('target')).to.equal('_blank');
      expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
      bar.querySelector<HTMLElement>('[part="ad-close"]')!.click();
      await set({});
      expect(has('ad-text')).to.equal(false);
    });

    it('scrolls; under prefers-reduced-motion it is static', async function () {
      skipWhere(this, reducedMotionEmulation);
      const { part } = await mount({}, { adText: { text: 'Sale' } });
      const scroll = part('ad-text')!.querySelector<HTMLElement>('.scroll')!;
      expect(getComputedStyle(scroll).animationName).to.equal('ddi-ad-scroll');
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        expect(getComputedStyle(scroll).animationName).to.equal('none');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });

    it('a javascript: url is not a link', async () => {
      const { part } = await mount({}, { adText: { text: 'Sale', url: 'javascript:alert(1)' } });
      expect(part('ad-text')!.querySelector('a') === null).to.equal(true);
      expect(part('ad-text')!.textContent).to.contain('Sale');
    });
  });

  describe('spec §7 ad log: views (type 1) and clicks (type 0), only when playing by vid', () => {
    it('logs a view when the ad shows and a click when it is clicked', async () => {
      const fetch = sinon.stub(window, 'fetch').resolves(new Response('{"code":0,"message":"","data":null}'));
      const vod = { base: location.origin, vid: 'v-1', pid: 'p', info: videoInfo() };
      const { provider, set, part } = await mount({ holds: { 'start-ad': 'start' }, vod }, { adMatter: [ad({ adid: 'A7' })], lang: 'zh_CN' });
      await set({ playWanted: true });
      await until(() => fetch.callCount > 0, 'the view log');
      const url = (call: number) => new URL(String(fetch.getCall(call).args[0]));
      expect(url(0).pathname).to.equal('/vod/ad/log');
      expect(Object.fromEntries(url(0).searchParams)).to.deep.equal({ adid: 'A7', type: '1', vid: 'v-1', lang: 'zh_CN' });
      provider.addEventListener('click', (event) => event.preventDefault());
      part('ad-dialog')!.querySelector('a')!.click();
      expect(fetch.callCount).to.equal(2);
      expect(url(1).searchParams.get('type')).to.equal('0');
    });

    it('playing by src: nothing is logged', async () => {
      const fetch = sinon.stub(window, 'fetch').resolves(new Response('{}'));
      const { set, part } = await startHeld([ad()]);
      await set({ playWanted: true });
      const image = part<HTMLImageElement>('ad-media')!;
      await until(() => image.complete, 'the image');
      expect(fetch.callCount).to.equal(0);
    });
  });

  describe('ad items: option adMatter wins over the video info\'s adMatter', () => {
    const vod = (adMatter: AdItem[]) => ({ base: location.origin, vid: 'v-1', pid: 'p', info: videoInfo({ adMatter }) });
    beforeEach(() => sinon.stub(window, 'fetch').resolves(new Response('{}')));

    it('the video info\'s start ad is used when the options have none', async () => {
      const { element } = await mount({ holds: { 'start-ad': 'start' }, vod: vod([ad()]) });
      expect(element.status).to.equal('START_AD_READY');
    });

    it('the option wins: an option list without a start ad releases start-ad at once', async () => {
      const { element } = await mount({ holds: { 'start-ad': 'start' }, vod: vod([ad()]) }, { adMatter: [ad({ location: 2, timesize: 0 })] });
      expect(element.status).to.equal('START_AD_END');
      expect(holds).to.deep.equal([{ name: 'start-ad', at: null }]);
    });
  });

  describe('robustness and spec §6 ban_ad', () => {
    it('a broken image is skipped with a console warning (the next ad shows)', async () => {
      const warn = sinon.stub(console, 'warn');
      const { set, part } = await startHeld([ad({ adid: 'broken', matterurl: '/media/does-not-exist.jpg' }), ad({ adid: 'good', skiptime: 0 })]);
      await set({ playWanted: true });
      await until(() => part<HTMLImageElement>('ad-media')?.getAttribute('src')?.endsWith(media.cover) === true, 'the next ad');
      expect(warn.calledWithMatch(/broken/)).to.equal(true);
    });

    it('ban_ad true removes ads and releases the holds', async () => {
      const { root } = await mount({ holds: { 'start-ad': 'start', 'end-ad': 'end' } }, { ban_ad: true, adMatter: [ad(), ad({ location: 3 })], adText: { text: 'x' } });
      expect(holds).to.deep.equal([
        { name: 'start-ad', at: null },
        { name: 'end-ad', at: null },
      ]);
      expect(root.querySelector('*') === null).to.equal(true);
    });
  });

  describe('through a real <ddi-player>', () => {
    it('a start ad before an mp4 (src + option adMatter); the main video starts after skip', async () => {
      await import('../ddi-player/ddi-player.js');
      const player = await fixture<DdiPlayer>(html`<ddi-player src=${media.mp4} muted></ddi-player>`);
      player.options = { adMatter: [ad({ skiptime: 0, timesize: 30 })] };
      const ads = () => player.shadowRoot!.querySelector<DdiAds>('ddi-ads');
      await until(() => ads()?.status === 'START_AD_READY', 'the start ad to be ready');
      void player.play();
      await until(() => ads()!.shadowRoot!.querySelector('[part~="ad-skip"]') !== null, 'the skip button');
      expect(player.paused).to.equal(true);
      const box = player.getBoundingClientRect();
      const hit = player.shadowRoot!.elementFromPoint(box.left + box.width / 2, box.top + box.height / 3);
      expect(hit === ads(), 'the ad covers the stage').to.equal(true);
      ads()!.shadowRoot!.querySelector<HTMLElement>('[part~="ad-skip"]')!.click();
      await until(() => ads()!.status === 'START_AD_END', 'the start ad to end');
      const focused = player.shadowRoot!.activeElement;
      expect(document.activeElement === player && (focused === null || !ads()!.contains(focused)), 'focus returns to the player').to.equal(true);
      await until(() => !player.paused && player.currentTime > 0.2, 'the main video to play');
      expect(ads()!.status).to.equal('START_AD_END');
    });

    it('the text ad bar never covers the control bar: its play button stays clickable', async () => {
      await import('../ddi-player/ddi-player.js');
      const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" src=${media.mp4} muted style="width: 640px"></ddi-player>`);
      player.options = { adText: { text: 'Leadership summit', url: 'https://example.com/' } };
      const ads = () => player.shadowRoot!.querySelector<DdiAds>('ddi-ads');
      await until(() => ads()?.shadowRoot?.querySelector('[part~="ad-text"]') != null, 'the text bar');
      await settle(player);
      const play = control(player, 'Play');
      const box = play.getBoundingClientRect();
      await until(() => ads()!.shadowRoot!.querySelector('[part~="ad-text"]')!.getBoundingClientRect().bottom <= box.top, 'the bar to sit above the controls');
      const hit = player.shadowRoot!.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(hit?.localName).to.equal('ddi-control-bar');
    });

    it('an end ad after the mp4 ends; after skip the player stays ended (loop off)', async () => {
      await import('../ddi-player/ddi-player.js');
      const player = await fixture<DdiPlayer>(html`<ddi-player src=${media.mp4} muted></ddi-player>`);
      player.options = { adMatter: [ad({ location: 3, skiptime: 0, timesize: 30 })] };
      const ads = () => player.shadowRoot!.querySelector<DdiAds>('ddi-ads');
      await until(() => ads() !== null && player.duration > 0, 'the ads overlay and metadata');
      player.currentTime = player.duration - 0.3;
      await player.play();
      await until(() => ads()!.status === 'END_AD_PLAYING', 'the end ad');
      expect(player.ended).to.equal(true);
      ads()!.shadowRoot!.querySelector<HTMLElement>('[part~="ad-skip"]')!.click();
      await until(() => ads()!.status === 'END_AD_END', 'the end ad to end');
      await settle(player);
      expect(player.ended).to.equal(true);
    });
  });
});
