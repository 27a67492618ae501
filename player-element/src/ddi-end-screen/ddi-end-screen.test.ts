import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { encode } from 'uqr';
import { deep, loaded, makeState, media, settle, until, videoOf, type TestStateProvider } from '../../test/helpers.js';
import type { PlayerOptions } from '../core/options.js';
import type { PlayerState } from '../core/state.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import '../ddi-player/ddi-player.js';
import './ddi-end-screen.js';
import { embedCode, shareLinks, type DdiEndScreen } from './ddi-end-screen.js';

const recs = (count: number, prefix = 'Video') => Array.from({ length: count }, (_, i) => ({ vid: `v${i + 1}`, title: `${prefix} ${i + 1}`, firstImage: media.cover, duration: 65 + i }));

async function mount(state: Partial<PlayerState>, options: PlayerOptions = {}) {
  const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${makeState(state, options)}></ddi-test-state>`);
  const screen = document.createElement('ddi-end-screen');
  provider.append(screen);
  await settle(provider);
  const root = screen.shadowRoot!;
  return {
    provider,
    screen,
    root,
    titles: () => [...root.querySelectorAll('[part="end-card"] .title')].map((node) => node.textContent),
    async set(patch: Partial<PlayerState>) {
      provider.state = { ...provider.state, ...patch };
      await settle(provider);
    },
  };
}

const ended = { ended: true, paused: true, holds: {} };

describe('<ddi-end-screen>', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    sinon.restore();
  });

  it('passes an accessibility audit', async () => {
    const { provider, root } = await mount(ended, { recommendations: { related: recs(5) }, tailRecommendOpt: { type: 1 } });
    await until(() => root.querySelector('[part="end-qr"]') !== null, 'the QR code');
    await expect(provider).to.be.accessible();
  });

  describe('End screen: shows when ended and no end interlude holds the video (loop off)', () => {
    it('is shown only when ended, with no end hold left and the loop off', async () => {
      const { screen, set } = await mount({ ended: false, holds: { tail: 'end' } });
      expect(screen.open).to.equal(false);
      await set({ ended: true });
      expect(screen.open).to.equal(false);
      await set({ holds: { 'end-ad': 'end' } });
      expect(screen.open).to.equal(false);
      await set({ holds: {}, loop: true });
      expect(screen.open).to.equal(false);
      await set({ loop: false });
      expect(screen.open).to.equal(true);
      await set({ ended: false });
      expect(screen.open).to.equal(false);
    });

    it('is a modal dialog; focus goes to Replay first; replay asks to seek to 0 and play', async () => {
      const { provider, root, screen } = await mount(ended);
      const dialog = root.querySelector('[part="end-screen"]')!;
      expect(dialog.getAttribute('role')).to.equal('dialog');
      expect(dialog.getAttribute('aria-modal')).to.equal('true');
      expect(dialog.getAttribute('aria-label')).to.equal('Video ended');
      const replay = root.querySelector<HTMLButtonElement>('[part="end-replay"]')!;
      expect(root.activeElement).to.equal(replay);
      expect(replay.textContent!.trim()).to.equal('Replay');
      replay.click();
      expect(provider.requests).to.deep.equal([
        { name: 'ddi-seek-request', detail: { time: 0 } },
        { name: 'ddi-play-request', detail: {} },
      ]);
      expect(screen.open).to.equal(false);
    });

    it('traps Tab inside and closes on Escape', async () => {
      const { root, screen } = await mount(ended, { recommendations: { related: recs(2) }, tailRecommendOpt: { type: 1 } });
      await until(() => root.querySelectorAll('[part="end-card"]').length === 2, 'the cards');
      const dialog = root.querySelector<HTMLElement>('[part="end-screen"]')!;
      const focusable = [...root.querySelectorAll<HTMLElement>('button, a[href]')];
      const tab = (shiftKey = false) => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true, composed: true }));
      focusable.at(-1)!.focus();
      tab();
      expect(root.activeElement).to.equal(focusable[0]);
      tab(true);
      expect(root.activeElement).to.equal(focusable.at(-1));
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      await screen.updateComplete;
      expect(screen.open).to.equal(false);
      expect(root.querySelector('[part="end-screen"]')).to.equal(null);
    });
  });

  describe('Recommendation pages: 4 items (3 when not HLS); auto-advance every 10 s, loops to first', () => {
    it('pages 3 at a time for a non-HLS source, 4 for HLS', async () => {
      const mp4 = await mount({ ...ended, sourceKind: 'progressive' }, { recommendations: { related: recs(7) }, tailRecommendOpt: { type: 1 } });
      expect(mp4.titles()).to.deep.equal(['Video 1', 'Video 2', 'Video 3']);
      expect(mp4.screen.pages).to.equal(3);
      const hls = await mount({ ...ended, sourceKind: 'hls' }, { recommendations: { related: recs(7) }, tailRecommendOpt: { type: 1 } });
      expect(hls.titles()).to.deep.equal(['Video 1', 'Video 2', 'Video 3', 'Video 4']);
      expect(hls.screen.pages).to.equal(2);
    });

    it('previous / next arrows (named) move a page and wrap', async () => {
      const { root, screen, titles } = await mount(ended, { recommendations: { related: recs(7) }, tailRecommendOpt: { type: 1 } });
      const next = root.querySelector<HTMLButtonElement>('[part="end-next"]')!;
      const previous = root.querySelector<HTMLButtonElement>('[part="end-previous"]')!;
      expect(next.getAttribute('aria-label')).to.equal('Next page');
      expect(previous.getAttribute('aria-label')).to.equal('Previous page');
      next.click();
      await screen.updateComplete;
      expect(titles()).to.deep.equal(['Video 4', 'Video 5', 'Video 6']);
      previous.click();
      previous.click();
      await screen.updateComplete;
      expect(titles()).to.deep.equal(['Video 7']);
    });

    it('auto-advances every 10 s and loops to the first page', async () => {
      clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { screen, titles } = await mount(ended, { recommendations: { related: recs(7) }, tailRecommendOpt: { type: 1 } });
      expect(screen.page).to.equal(0);
      clock.tick(9999);
      expect(screen.page).to.equal(0);
      clock.tick(1);
      expect(screen.page).to.equal(1);
      clock.tick(10_000);
      expect(screen.page).to.equal(2);
      clock.tick(10_000);
      await screen.updateComplete;
      expect(screen.page).to.equal(0);
      expect(titles()).to.deep.equal(['Video 1', 'Video 2', 'Video 3']);
    });

    it('durations show as m:ss; choosing one fires ddi-recommend-select { vid, title } (cancelable)', async () => {
      const { root, provider } = await mount(ended, { recommendations: { related: recs(2) }, tailRecommendOpt: { type: 1 } });
      const events: CustomEvent[] = [];
      provider.addEventListener('ddi-recommend-select', (event) => events.push(event));
      const card = root.querySelectorAll<HTMLButtonElement>('[part="end-card"]')[1]!;
      expect(card.querySelector('.duration')!.textContent).to.equal('1:06');
      card.click();
      expect(events.map((event) => event.detail)).to.deep.equal([{ vid: 'v2', title: 'Video 2' }]);
      expect(events[0]!.cancelable).to.equal(true);
      expect(events[0]!.composed).to.equal(true);
    });

    it('titles render as text (no HTML)', async () => {
      const { root } = await mount(ended, { recommendations: { related: [{ vid: 'x', title: '<img src=x onerror=alert(1)>' }] }, tailRecommendOpt: { type: 1 } });
      expect(root.querySelector('[part="end-card"] .title')!.textContent).to.equal('<img src=x onerror=alert(1)>');
      expect(root.querySelector('[part="end-card"] img')).to.equal(null);
    });
  });

  describe('Tail recommendation types: 0 none, 1–4 lists, 5 replay cover, 6 custom', () => {
    it('type 0 shows no list', async () => {
      const { root } = await mount(ended, { recommendations: { related: recs(3) }, tailRecommendOpt: { type: 0 } });
      expect(root.querySelector('[part="end-list"]')).to.equal(null);
      expect(root.querySelector('[part="end-replay"]')).to.not.equal(null);
    });

    it('type 5 shows just the replay cover', async () => {
      const { root } = await mount({ ...ended, coverUrl: media.cover }, { recommendations: { related: recs(3) }, tailRecommendOpt: { type: 5 } });
      const dialog = root.querySelector<HTMLElement>('[part="end-screen"]')!;
      expect(dialog.classList.contains('cover-only')).to.equal(true);
      expect(dialog.style.backgroundImage).to.contain('cover.jpg');
      expect(root.querySelector('[part="end-list"]')).to.equal(null);
    });

    it('type 6 shows one custom card linking out', async () => {
      const { root } = await mount(ended, { tailRecommendOpt: { type: 6, custom: { title: 'Our course', url: 'https://example.com/course', image: media.cover } } });
      const cards = root.querySelectorAll<HTMLAnchorElement>('[part="end-card"]');
      expect(cards.length).to.equal(1);
      expect(cards[0]!.href).to.equal('https://example.com/course');
      expect(cards[0]!.rel).to.equal('noopener noreferrer');
      expect(cards[0]!.textContent!.trim()).to.equal('Our course');
    });

    it('types 2, 3, 4 read newest, hottest, recommended', async () => {
      const lists = { related: recs(1, 'R'), newest: recs(1, 'N'), hottest: recs(1, 'H'), recommended: recs(1, 'C') };
      for (const [type, title] of [[2, 'N 1'], [3, 'H 1'], [4, 'C 1']] as const) {
        const { titles } = await mount(ended, { recommendations: lists, tailRecommendOpt: { type } });
        expect(titles()).to.deep.equal([title]);
      }
    });

    it('playing by vid: GET /vod/recommend/{vid}.rjson from the platform (info type)', async () => {
      const fetch = sinon.stub(window, 'fetch').resolves(new Response(JSON.stringify({ related: recs(2), newest: [], hottest: [], recommended: [] })));
      const info = { title: 'Lesson', tailRecommendOpt: { type: 1 } } as unknown as NonNullable<PlayerState['vod']>['info'];
      const { titles } = await mount({ ...ended, vod: { base: 'https://vod.example', vid: 'abc_a', pid: 'p', info } });
      await until(() => titles().length === 2, 'the fetched cards');
      expect(fetch.firstCall.args[0]).to.equal('https://vod.example/vod/recommend/abc_a.rjson?lang=en');
      expect((fetch.firstCall.args[1] as RequestInit).credentials).to.equal('omit');
    });

    it('a failed recommendation call warns and the rest keeps working', async () => {
      sinon.stub(window, 'fetch').resolves(new Response('{}', { status: 404 }));
      const warn = sinon.stub(console, 'warn');
      const info = { title: 'Lesson', tailRecommendOpt: { type: 1 } } as unknown as NonNullable<PlayerState['vod']>['info'];
      const { root } = await mount({ ...ended, vod: { base: 'https://vod.example', vid: 'abc_a', pid: 'p', info } });
      await until(() => warn.called, 'the warning');
      expect(root.querySelector('[part="end-replay"]')).to.not.equal(null);
      expect(root.querySelector('[part="end-list"]')).to.equal(null);
    });
  });

  describe('Share: QR code, three social sites, copy embed code (copy success shown 2 s)', () => {
    it('draws the QR code of the share URL as an SVG with the encoder\'s module count', async () => {
      const url = 'https://example.com/lesson?id=1&x=é';
      const { root } = await mount(ended, { shareUrl: url });
      await until(() => root.querySelector('[part="end-qr"]') !== null, 'the QR code');
      const qr = root.querySelector('[part="end-qr"]')!;
      const expected = encode(new URL(url).href, { ecc: 'M', border: 0 });
      expect(qr.tagName.toLowerCase()).to.equal('svg');
      expect(Number(qr.getAttribute('data-modules'))).to.equal(expected.size);
      expect(qr.getAttribute('viewBox')).to.equal(`0 0 ${expected.size} ${expected.size}`);
      expect(qr.getAttribute('role')).to.equal('img');
      expect(qr.getAttribute('aria-label')).to.contain(new URL(url).href);
      const darkModules = expected.data.flat().filter(Boolean).length;
      expect(qr.querySelector('path')!.getAttribute('d')!.split('M').length - 1).to.equal(darkModules);
    });

    it('share links are encoded intent URLs opening in a new tab', async () => {
      const url = 'https://example.com/a b?x=1&y=2';
      expect(shareLinks(url, 'T & C').map((link) => link.href)).to.deep.equal([
        'https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.com%2Fa%20b%3Fx%3D1%26y%3D2&text=T%20%26%20C',
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fa%20b%3Fx%3D1%26y%3D2',
        'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2Fa%20b%3Fx%3D1%26y%3D2',
      ]);
      const { root } = await mount(ended, { shareUrl: 'https://example.com/p?q=1' });
      const links = [...root.querySelectorAll<HTMLAnchorElement>('[part="end-share-link"]')];
      expect(links.map((link) => link.getAttribute('aria-label'))).to.deep.equal(['Share on X', 'Share on Facebook', 'Share on LinkedIn']);
      for (const link of links) {
        expect(link.target).to.equal('_blank');
        expect(link.rel).to.equal('noopener noreferrer');
        expect(link.href).to.contain(encodeURIComponent('https://example.com/p?q=1'));
      }
    });

    it('builds the embed code for vid, else for src', () => {
      expect(embedCode('https://vod.example/player/ddi-player.js', { vid: 'abc_a' })).to.equal(
        '<script type="module" src="https://vod.example/player/ddi-player.js"></script><ddi-player vid="abc_a"></ddi-player>',
      );
      expect(embedCode('/p.js', { src: 'https://x/y.mp4?a=1&b="2"' })).to.equal('<script type="module" src="/p.js"></script><ddi-player src="https://x/y.mp4?a=1&amp;b=&quot;2&quot;"></ddi-player>');
    });

    it('copies the embed code with the Clipboard API and shows copy success for 2 s', async () => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const write = sinon.stub(navigator.clipboard, 'writeText').resolves();
      const info = { title: 'Lesson' } as unknown as NonNullable<PlayerState['vod']>['info'];
      const { root, screen } = await mount({ ...ended, vod: { base: 'https://vod.example', vid: 'abc_a', pid: 'p', info } });
      const copy = root.querySelector<HTMLButtonElement>('[part="end-copy"]')!;
      expect(copy.textContent!.trim()).to.equal('Copy embed code');
      copy.click();
      await until(() => write.called && root.querySelector('[part="end-copied"]')!.textContent === 'copy success', 'copy success');
      expect(write.firstCall.args[0]).to.equal('<script type="module" src="https://vod.example/player/ddi-player.js"></script><ddi-player vid="abc_a"></ddi-player>');
      expect(root.querySelector('[part="end-copied"]')!.getAttribute('role')).to.equal('status');
      clock.tick(1999);
      await screen.updateComplete;
      expect(root.querySelector('[part="end-copied"]')!.textContent).to.equal('copy success');
      clock.tick(1);
      await screen.updateComplete;
      expect(root.querySelector('[part="end-copied"]')!.textContent).to.equal('');
    });

    it('falls back to a textarea copy when the Clipboard API refuses', async () => {
      sinon.stub(navigator.clipboard, 'writeText').rejects(new DOMException('no', 'NotAllowedError'));
      const exec = sinon.stub(document, 'execCommand').returns(true);
      const { root } = await mount(ended, { url: media.mp4 });
      root.querySelector<HTMLButtonElement>('[part="end-copy"]')!.click();
      await until(() => root.querySelector('[part="end-copied"]')!.textContent === 'copy success', 'copy success');
      expect(exec.calledWith('copy')).to.equal(true);
      expect(root.querySelector('textarea')).to.equal(null);
    });
  });

  describe('in a real <ddi-player>', () => {
    it('shows the end screen at the end of a src video with endScreen: true, then Replay restarts it', async function () {
      this.timeout(60_000);
      const options: PlayerOptions = { endScreen: true, recommendations: { related: recs(2) }, tailRecommendOpt: { type: 1 } };
      const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.mp4} .options=${options}></ddi-player>`);
      await loaded(player);
      await until(() => deep(player, 'ddi-end-screen') !== null, 'the end screen to be mounted');
      // The test server may not answer range requests (nothing seekable): play the 24 s file through at 2x.
      player.playbackRate = 2;
      await player.play();
      if (videoOf(player).seekable.length && videoOf(player).seekable.end(0) >= 23) player.seek(23);
      await until(() => player.ended, 'the end', 40_000);
      const screen = deep<DdiEndScreen>(player, 'ddi-end-screen')!;
      await until(() => screen.open, 'the end screen');
      await settle(player);
      expect(player.shadowRoot!.querySelector('ddi-end-screen')!.getAttribute('exportparts')).to.contain('end-replay');
      screen.shadowRoot!.querySelector<HTMLButtonElement>('[part="end-replay"]')!.click();
      await until(() => !player.paused && player.currentTime < 5, 'the replay');
      expect(screen.open).to.equal(false);
      expect(document.activeElement, 'focus returns to the player').to.equal(player);
      player.pause();
    });
  });
});
