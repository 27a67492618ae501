import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { deep, makeState, media, settle, until, videoOf, type TestStateProvider } from '../../test/helpers.js';
import { VID, fakePlatform, json, videoInfo } from '../../test/platform-fake.js';
import type { PlayerOptions, SlidesData } from '../core/options.js';
import type { PlayerState } from '../core/state.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import '../ddi-player/ddi-player.js';
import './ddi-slides.js';
import type { DdiSlides } from './ddi-slides.js';

const fixtures = '/player-element/test/fixtures/slides';
const abs = (path: string) => new URL(path, location.href).href;

const data: SlidesData = {
  page: [
    { title: 'Introduction', t_img: `${fixtures}/slide-1.svg`, sec: 0, text: 'What this lesson covers' },
    { title: 'Methods', t_img: `${fixtures}/slide-2.svg`, sec: 10, text: 'How it is done' },
    { title: 'Summary', t_img: `${fixtures}/slide-3.svg`, sec: 20, text: 'What we learned' },
  ],
  slides: [
    { sec: 0, img: `${fixtures}/slide-1.svg` },
    { sec: 10, img: `${fixtures}/slide-2.svg` },
    { sec: 20, img: `${fixtures}/slide-3.svg` },
  ],
};

interface Mounted {
  provider: TestStateProvider;
  slides: DdiSlides;
  root: ShadowRoot;
  layout: { main: string | null; x: number; y: number; width: number; height: number }[];
  events: { name: string; detail: unknown }[];
  set: (patch: Partial<PlayerState>) => Promise<void>;
}

async function mount(options: PlayerOptions = { ppt: data }, patch: Partial<PlayerState> = {}): Promise<Mounted> {
  const layout: Mounted['layout'] = [];
  const events: Mounted['events'] = [];
  const provider = await fixture<TestStateProvider>(
    html`<ddi-test-state
      .state=${makeState(patch, options)}
      @ddi-slides-request=${(event: CustomEvent) => layout.push(event.detail)}
      @ddi-slide-change=${(event: CustomEvent) => events.push({ name: 'slide', detail: event.detail })}
      @ddi-main-screen-change=${(event: CustomEvent) => events.push({ name: 'main', detail: event.detail })}
      ><ddi-slides></ddi-slides
    ></ddi-test-state>`,
  );
  const slides = provider.querySelector('ddi-slides')!;
  const set = async (next: Partial<PlayerState>) => {
    provider.state = { ...provider.state, ...next };
    await settle(provider);
  };
  await settle(provider);
  return { provider, slides, root: slides.shadowRoot!, layout, events, set };
}

/** Mounted with data and laid out (the first layout request sent). */
async function ready(options: PlayerOptions = { ppt: data }, patch: Partial<PlayerState> = {}): Promise<Mounted> {
  const mounted = await mount(options, patch);
  await until(() => mounted.layout.length > 0, 'the layout request');
  await settle(mounted.provider);
  return mounted;
}

const image = (root: ShadowRoot) => root.querySelector<HTMLImageElement>('[part="slides-image"]');
const chapters = (root: ShadowRoot, panel = 'text') => [...root.querySelectorAll<HTMLButtonElement>(`#tabpanel-${panel} [part="slides-chapter"]`)];
const tabs = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const key = (target: Element, name: string, shiftKey = false) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true, composed: true, cancelable: true }));

describe('<ddi-slides>', () => {
  afterEach(() => sinon.restore());

  it('passes an accessibility audit', async () => {
    const { provider } = await ready({ ppt: data, pptEnable: true });
    await expect(provider).to.be.accessible();
  });

  describe('spec §4 "Slides: main view toggles between video and ppt": the slide follows the video time', () => {
    it('shows the last slide whose sec ≤ currentTime, also after a seek back', async () => {
      const { root, set, events } = await ready();
      expect(image(root)!.src).to.equal(abs(`${fixtures}/slide-1.svg`));
      await set({ currentTime: 10 }); // sec ≤ currentTime: the boundary belongs to the new slide
      expect(image(root)!.src).to.equal(abs(`${fixtures}/slide-2.svg`));
      await set({ currentTime: 12 });
      expect(image(root)!.src).to.equal(abs(`${fixtures}/slide-2.svg`));
      await set({ currentTime: 25 });
      expect(image(root)!.src).to.equal(abs(`${fixtures}/slide-3.svg`));
      await set({ currentTime: 9.5 }); // a seek back
      expect(image(root)!.src).to.equal(abs(`${fixtures}/slide-1.svg`));
      expect(image(root)!.alt).to.equal('Slide 1 of 3');
      expect(events.filter((event) => event.name === 'slide').map((event) => event.detail)).to.deep.equal([
        { index: 0, sec: 0 },
        { index: 1, sec: 10 },
        { index: 2, sec: 20 },
        { index: 0, sec: 0 },
      ]);
    });

    it('without slide images, the chapters’ thumbnails are the slides', async () => {
      const { root, set } = await ready({ ppt: { page: data.page } });
      await set({ currentTime: 15 });
      expect(image(root)!.src).to.equal(abs(`${fixtures}/slide-2.svg`));
    });
  });

  describe('spec §2 "chapter list with title and thumbnail"', () => {
    it('lists each chapter’s title (text tab: with its slide text; thumbnails tab: with t_img)', async () => {
      const { root } = await ready();
      expect(chapters(root).map((button) => button.querySelector('.title')!.textContent)).to.deep.equal(['Introduction', 'Methods', 'Summary']);
      expect(chapters(root)[1]!.querySelector('.text')!.textContent).to.equal('How it is done');
      expect(chapters(root, 'thumbs').map((button) => button.querySelector('img')!.src)).to.deep.equal([1, 2, 3].map((n) => abs(`${fixtures}/slide-${n}.svg`)));
    });

    it('clicking a chapter asks to seek to its sec (ddi-seek-request)', async () => {
      const { provider, root } = await ready();
      chapters(root)[2]!.click();
      chapters(root, 'thumbs')[1]!.click();
      expect(provider.requests).to.deep.equal([
        { name: 'ddi-seek-request', detail: { time: 20 } },
        { name: 'ddi-seek-request', detail: { time: 10 } },
      ]);
    });

    it('marks the current chapter with aria-current (and only it)', async () => {
      const { root, set } = await ready();
      await set({ currentTime: 11 });
      expect(chapters(root).map((button) => button.getAttribute('aria-current'))).to.deep.equal([null, 'true', null]);
      await set({ currentTime: 3 });
      expect(chapters(root).map((button) => button.getAttribute('aria-current'))).to.deep.equal(['true', null, null]);
    });

    it('renders chapter titles and texts as text, never as HTML', async () => {
      const title = '<img src=x onerror="window.__slidesXss=1">Evil';
      const { root } = await ready({ ppt: { page: [{ title, t_img: '', sec: 0, text: '<b>bold</b>' }] } });
      expect(chapters(root)[0]!.querySelector('.title')!.textContent).to.equal(title);
      expect(chapters(root)[0]!.querySelector('.text')!.textContent).to.equal('<b>bold</b>');
      expect(root.querySelector('#tabpanel-text img, .title img, .text b')).to.equal(null);
      expect((window as { __slidesXss?: number }).__slidesXss).to.equal(undefined);
    });
  });

  describe('spec §2 "text tab and thumbnails tab" (APG tabs)', () => {
    it('arrow keys, Home and End move the selection and focus between the tabs; only the selected panel shows', async () => {
      const { root } = await ready();
      const [text, thumbs] = tabs(root);
      expect(text!.getAttribute('aria-selected')).to.equal('true');
      expect([text!.tabIndex, thumbs!.tabIndex]).to.deep.equal([0, -1]);
      expect(text!.getAttribute('aria-controls')).to.equal('tabpanel-text');
      text!.focus();
      key(text!, 'ArrowRight');
      await settle(root.host);
      expect(thumbs!.getAttribute('aria-selected')).to.equal('true');
      expect(text!.getAttribute('aria-selected')).to.equal('false');
      expect(root.activeElement).to.equal(thumbs);
      expect(root.querySelector<HTMLElement>('#tabpanel-text')!.hidden).to.equal(true);
      expect(root.querySelector<HTMLElement>('#tabpanel-thumbs')!.hidden).to.equal(false);
      key(thumbs!, 'ArrowRight'); // wraps to the first
      await settle(root.host);
      expect(root.activeElement).to.equal(text);
      key(text!, 'End');
      await settle(root.host);
      expect(root.activeElement).to.equal(thumbs);
      key(thumbs!, 'Home');
      await settle(root.host);
      expect(text!.getAttribute('aria-selected')).to.equal('true');
      key(text!, 'ArrowLeft');
      await settle(root.host);
      expect(thumbs!.getAttribute('aria-selected')).to.equal('true');
    });

    it('arrow keys on the tabs do not reach the player’s shortcuts', async () => {
      const { provider, root } = await ready();
      const seen: string[] = [];
      provider.addEventListener('keydown', (event) => seen.push(event.key));
      key(tabs(root)[0]!, 'ArrowRight');
      expect(seen).to.deep.equal([]);
    });
  });

  describe('spec §2 "close/menu handle"', () => {
    it('toggles the chapter panel (aria-expanded)', async () => {
      const { root } = await ready();
      const handle = root.querySelector<HTMLButtonElement>('[part="slides-handle"]')!;
      const panel = root.querySelector<HTMLElement>('[part="slides-panel"]')!;
      expect(handle.getAttribute('aria-label')).to.equal('Chapters');
      expect(handle.getAttribute('aria-expanded')).to.equal('true');
      expect(handle.getAttribute('aria-controls')).to.equal(panel.id);
      handle.click();
      await settle(root.host);
      expect(handle.getAttribute('aria-expanded')).to.equal('false');
      expect(panel.hidden).to.equal(true);
      expect(getComputedStyle(panel).display).to.equal('none');
      handle.click();
      await settle(root.host);
      expect(panel.hidden).to.equal(false);
    });

    it('pptVisible false: the panel starts closed', async () => {
      const { root } = await ready({ ppt: data, pptVisible: false });
      expect(root.querySelector('[part="slides-handle"]')!.getAttribute('aria-expanded')).to.equal('false');
      expect(root.querySelector<HTMLElement>('[part="slides-panel"]')!.hidden).to.equal(true);
    });
  });

  describe('spec §3 "mainScreen ppt; subWidth 355; subHeight 200" and §2 "a draggable secondary video window of 355x200 with a switch button"', () => {
    it('mainScreen ppt (default): the slide is main, the video window is 355x200 (ddi-slides-request)', async () => {
      const { root, layout, events } = await ready();
      expect(layout.at(-1)).to.deep.equal({ main: 'ppt', x: 0, y: 0, width: 355, height: 200 });
      expect(root.querySelector('[part="slides-main"] [part="slides-image"]')).not.to.equal(null);
      expect(events.find((event) => event.name === 'main')!.detail).to.deep.equal({ main: 'ppt' });
    });

    it('subWidth and subHeight size the window (at most the player)', async () => {
      const { layout } = await ready({ ppt: data, subWidth: 320, subHeight: 180 });
      expect(layout.at(-1)).to.deep.equal({ main: 'ppt', x: 0, y: 0, width: 320, height: 180 });
      const big = await ready({ ppt: data, subWidth: 2000, subHeight: 1000 });
      expect(big.layout.at(-1)).to.include({ width: 640, height: 360 });
    });

    it('a bad subWidth warns and uses 355', async () => {
      const warn = sinon.stub(console, 'warn');
      const { layout } = await ready({ ppt: data, subWidth: -3 });
      expect(layout.at(-1)).to.include({ width: 355 });
      expect(warn.calledWithMatch(/subWidth/)).to.equal(true);
    });

    it('mainScreen video: the video is main and the slide is in the small window', async () => {
      const { root, layout } = await ready({ ppt: data, mainScreen: 'video' });
      expect(layout.at(-1)).to.deep.include({ main: 'video' });
      expect(root.querySelector('[part="slides-main"]')).to.equal(null);
      expect(root.querySelector('[part="slides-window"] [part="slides-image"]')).not.to.equal(null);
    });

    it('the switch button swaps the main view (pptEnable true)', async () => {
      const { root, layout, events } = await ready({ ppt: data, pptEnable: true });
      const button = root.querySelector<HTMLButtonElement>('[part="slides-switch"]')!;
      expect(button.getAttribute('aria-label')).to.equal('Show the video in the main view');
      button.click();
      await settle(root.host);
      expect(layout.at(-1)).to.deep.equal({ main: 'video', x: 0, y: 0, width: 355, height: 200 });
      expect(button.getAttribute('aria-label')).to.equal('Show the slides in the main view');
      button.click();
      await settle(root.host);
      expect(layout.at(-1)).to.deep.include({ main: 'ppt' });
      expect(events.filter((event) => event.name === 'main').map((event) => event.detail)).to.deep.equal([{ main: 'ppt' }, { main: 'video' }, { main: 'ppt' }]);
    });

    it('pptEnable false (default): no switch button, the layout stays as mainScreen says', async () => {
      const { root } = await ready();
      expect(root.querySelector('[part="slides-switch"]')).to.equal(null);
    });

    it('dragging the move handle with the pointer moves the window and keeps it inside the player', async () => {
      const { root, layout } = await ready();
      const handle = root.querySelector<HTMLElement>('[part="slides-move"]')!;
      const pointer = (type: string, x: number, y: number) =>
        handle.dispatchEvent(new PointerEvent(type, { pointerId: 7, button: 0, clientX: x, clientY: y, bubbles: true, composed: true, cancelable: true }));
      pointer('pointerdown', 100, 10);
      pointer('pointermove', 150, 40);
      await settle(root.host);
      expect(layout.at(-1)).to.deep.include({ x: 50, y: 30 });
      pointer('pointermove', 2000, 2000); // far outside: clamped to 640-355, 360-200
      await settle(root.host);
      expect(layout.at(-1)).to.deep.include({ x: 285, y: 160 });
      pointer('pointerup', 2000, 2000);
      pointer('pointermove', 100, 10); // no longer dragging
      await settle(root.host);
      expect(layout.at(-1)).to.deep.include({ x: 285, y: 160 });
      const frame = root.querySelector<HTMLElement>('[part="slides-window"]')!;
      expect([frame.style.left, frame.style.top, frame.style.width, frame.style.height]).to.deep.equal(['285px', '160px', '355px', '200px']);
    });

    it('the arrow keys on the move handle move the window (Shift: larger steps), inside the player', async () => {
      const { root, layout } = await ready();
      const handle = root.querySelector<HTMLElement>('[part="slides-move"]')!;
      expect(handle.getAttribute('aria-label')).to.equal('Move the small window (drag or arrow keys)');
      key(handle, 'ArrowRight');
      key(handle, 'ArrowDown', true);
      await settle(root.host);
      expect(layout.at(-1)).to.deep.include({ x: 10, y: 50 });
      key(handle, 'ArrowLeft', true);
      key(handle, 'ArrowUp', true);
      await settle(root.host);
      expect(layout.at(-1)).to.deep.include({ x: 0, y: 0 });
    });
  });

  describe('spec §7 "PPT JSON: GET by id, reading ppt.page. Slides data is also fetched by vid."', () => {
    const vod = (ppt: string) => ({ base: location.origin, vid: VID, pid: 'p1', info: videoInfo({ ppt }) });

    it('loads the chapters from /vod/ppt/{id}.json and the slide images from /vod/slides?vid=', async () => {
      const platform = fakePlatform({}, [
        (url) => (url.pathname === '/vod/ppt/deck-1.json' ? json({ ppt: { page: [{ title: 'From the server', t_img: `${fixtures}/slide-1.svg`, sec: 0, text: '' }] } }) : undefined),
        (url) => (url.pathname === '/vod/slides' ? json({ code: 0, message: '', data: [{ sec: 0, img: `${fixtures}/slide-2.svg` }, { sec: 5, img: `${fixtures}/slide-3.svg` }] }) : undefined),
      ]);
      sinon.stub(globalThis, 'fetch').callsFake(platform.fetch);
      const { root, set } = await ready({ lang: 'en' }, { vod: vod('deck-1') });
      expect(platform.calls.map((url) => `${url.pathname}${url.search}`).sort()).to.deep.equal(['/vod/ppt/deck-1.json?lang=en', `/vod/slides?vid=${VID}&lang=en`]);
      expect(chapters(root).map((button) => button.querySelector('.title')!.textContent)).to.deep.equal(['From the server']);
      await set({ currentTime: 6 });
      expect(image(root)!.src).to.equal(abs(`${fixtures}/slide-3.svg`));
    });

    it('a failed call warns and the other data is still shown', async () => {
      const warn = sinon.stub(console, 'warn');
      const platform = fakePlatform({}, [(url) => (url.pathname === '/vod/slides' ? json({ code: 0, message: '', data: [{ sec: 0, img: `${fixtures}/slide-2.svg` }] }) : undefined)]);
      sinon.stub(globalThis, 'fetch').callsFake(platform.fetch);
      const { root } = await ready({}, { vod: vod('missing') });
      expect(warn.calledWithMatch(/PPT missing could not be loaded/)).to.equal(true);
      expect(image(root)!.src).to.equal(abs(`${fixtures}/slide-2.svg`));
      expect(root.querySelector('[part="slides-panel"]')).to.equal(null);
    });
  });

  describe('bad data is skipped with a warning', () => {
    it('skips malformed chapters and slides (no sec, no title, non-http(s) image) and keeps the rest', async () => {
      const warn = sinon.stub(console, 'warn');
      const ppt = {
        page: [null, { title: 'No second', t_img: '' }, { sec: 3, t_img: '' }, { title: 'Script', t_img: 'javascript:alert(1)', sec: 4 }, { title: 'Good', t_img: '', sec: '8' }],
        slides: [{ sec: 0, img: 'javascript:alert(1)' }, { img: `${fixtures}/slide-1.svg` }, 'x', { sec: 1, img: `${fixtures}/slide-3.svg` }],
      } as unknown as SlidesData;
      const { root, slides } = await ready({ ppt });
      expect(slides.chapters.map((chapter) => chapter.title)).to.deep.equal(['Good']);
      expect(slides.chapters[0]!.sec).to.equal(8);
      expect(slides.slides).to.deep.equal([{ sec: 1, img: abs(`${fixtures}/slide-3.svg`) }]);
      expect(warn.calledWithMatch(/4 chapter\(s\) skipped/)).to.equal(true);
      expect(warn.calledWithMatch(/3 slide\(s\) skipped/)).to.equal(true);
      expect(image(root)!.src).to.equal(abs(`${fixtures}/slide-3.svg`));
    });

    it('a ppt option that is neither { page, slides } nor a PPT id by vid warns and shows nothing', async () => {
      const warn = sinon.stub(console, 'warn');
      const { root } = await mount({ ppt: [1, 2] as unknown as SlidesData });
      expect(root.querySelector('[part="slides-window"]')).to.equal(null);
      expect(warn.calledWithMatch(/the ppt option must be/)).to.equal(true);
    });

    it('without any valid entry it shows nothing and asks for no layout', async () => {
      sinon.stub(console, 'warn');
      const { root, layout } = await mount({ ppt: { page: 'nope', slides: [{}] } as unknown as SlidesData });
      await settle(root.host);
      expect(root.querySelector('[part="slides-window"]')).to.equal(null);
      expect(layout).to.deep.equal([]);
    });
  });

  describe('through a real <ddi-player> (src + option ppt)', () => {
    it('mainScreen ppt: the host’s video takes the small window’s size; switching to video restores it', async () => {
      const player = await fixture<DdiPlayer>(
        html`<ddi-player lang="en" muted src=${media.mp4} style="width: 640px" .options=${{ ppt: data, pptEnable: true, subWidth: 320, subHeight: 180 }}></ddi-player>`,
      );
      await until(() => player.getAttribute('data-main-screen') === 'ppt', 'the slides layout');
      const video = videoOf(player);
      const box = () => [getComputedStyle(video).width, getComputedStyle(video).height, getComputedStyle(video).position];
      expect(box()).to.deep.equal(['320px', '180px', 'absolute']);
      expect(player.shadowRoot!.querySelector('ddi-slides')!.getAttribute('exportparts')).to.contain('slides-image');
      const move = deep(player, '[part="slides-move"]')!;
      key(move, 'ArrowRight', true);
      await until(() => getComputedStyle(video).left === '50px', 'the video window to move');
      deep<HTMLButtonElement>(player, '[part="slides-switch"]')!.click();
      await until(() => player.getAttribute('data-main-screen') === 'video', 'the video as main view');
      expect(box()).to.deep.equal(['640px', '360px', 'static']);
    });

    it('playing by vid, the video info’s ppt id shows the slides without any option (fake platform)', async () => {
      const platform = fakePlatform({ [VID]: videoInfo({ ppt: 'deck-9' }) }, [
        (url) => (url.pathname === '/vod/ppt/deck-9.json' ? json({ ppt: { page: [{ title: 'By vid', t_img: `${fixtures}/slide-1.svg`, sec: 0, text: '' }] } }) : undefined),
        (url) => (url.pathname === '/vod/slides' ? json({ code: 0, message: '', data: [{ sec: 0, img: `${fixtures}/slide-3.svg` }] }) : undefined),
      ]);
      sinon.stub(window, 'fetch').callsFake(platform.fetch);
      const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" style="width: 640px" .options=${{ vid: VID }}></ddi-player>`);
      await until(() => player.getAttribute('data-main-screen') === 'ppt', 'the slides layout');
      expect(platform.calls.some((url) => url.pathname === '/vod/slides' && url.searchParams.get('vid') === VID && url.searchParams.get('lang') === 'en')).to.equal(true);
      await until(() => deep<HTMLImageElement>(player, '[part="slides-image"]') !== null, 'the slide');
      expect(deep<HTMLImageElement>(player, '[part="slides-image"]')!.src).to.equal(abs(`${fixtures}/slide-3.svg`));
      expect(deep(player, '[part="slides-chapter"] .title')!.textContent).to.equal('By vid');
      expect(getComputedStyle(videoOf(player)).width).to.equal('355px');
    });

    it('a new source without slides turns the layout off (the video fills the player again)', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.mp4} style="width: 640px" .options=${{ ppt: data }}></ddi-player>`);
      await until(() => player.getAttribute('data-main-screen') === 'ppt', 'the slides layout');
      player.options = {};
      await until(() => !player.hasAttribute('data-main-screen'), 'the layout to go');
      expect(player.shadowRoot!.querySelector('ddi-slides')).to.equal(null);
      expect(getComputedStyle(videoOf(player)).width).to.equal('640px');
    });
  });
});
