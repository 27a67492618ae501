import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { deep, loaded, makeState, media, settle, until, type TestStateProvider } from '../../test/helpers.js';
import { messagesFor } from '../core/i18n.js';
import type { PlayerOptions } from '../core/options.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import '../ddi-player/ddi-player.js';
import { parsePlaylist } from './ddi-playlist.js';

const abs = (path: string) => new URL(path, location.href).href;
const playlist = [
  { title: 'Lesson 1 (mp4)', src: media.mp4, duration: 24, cover: media.cover },
  { title: 'Lesson 2 (HLS)', src: media.hls },
];

async function mount(options: PlayerOptions, lang: 'en' | 'zh_CN' = 'en') {
  const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${makeState({ messages: messagesFor(lang) }, options)}></ddi-test-state>`);
  const element = document.createElement('ddi-playlist');
  provider.append(element);
  await settle(provider);
  await element.updateComplete;
  return { provider, element, root: element.shadowRoot! };
}

const open = async (root: ShadowRoot) => {
  root.querySelector<HTMLButtonElement>('[part="playlist-toggle"]')!.click();
  await (root.host as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
};

describe('<ddi-playlist>', () => {
  afterEach(() => sinon.restore());

  it('passes an accessibility audit, closed and open', async () => {
    const { provider, root } = await mount({ url: media.mp4, playlist });
    await expect(provider).to.be.accessible();
    await open(root);
    await expect(provider).to.be.accessible();
  });

  describe('spec §2 playlist side panel, 350px wide on the right', () => {
    it('a toggle on the right edge opens a 350 px panel flush right, listing every entry; the playing one is current', async () => {
      const { provider, root } = await mount({ url: media.mp4, playlist });
      const toggle = root.querySelector<HTMLButtonElement>('[part="playlist-toggle"]')!;
      expect([toggle.textContent!.trim(), toggle.getAttribute('aria-expanded')]).to.deep.equal(['Playlist', 'false']);
      expect(root.querySelector('[part="playlist"]')).to.equal(null);
      await open(root);
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      const panel = root.querySelector<HTMLElement>('[part="playlist"]')!;
      const box = panel.getBoundingClientRect();
      // The stage: the provider's 640 × 360 positioned box, like the player's.
      const stage = provider.shadowRoot!.querySelector('div')!.getBoundingClientRect();
      expect(box.width).to.equal(350);
      expect(Math.round(stage.right - box.right)).to.equal(0);
      expect(box.top).to.equal(stage.top);
      expect(root.querySelector('h2')!.textContent).to.equal('Playlist (2)');
      const items = [...root.querySelectorAll<HTMLElement>('[part="playlist-item"]')];
      expect(items.map((item) => item.querySelector('.title')!.textContent)).to.deep.equal(['Lesson 1 (mp4)', 'Lesson 2 (HLS)']);
      expect(items.map((item) => item.getAttribute('aria-current'))).to.deep.equal(['true', 'false']);
      expect(items[0]!.querySelector('.duration')!.textContent).to.equal('0:24');
    });

    it('close and Escape close it and give the focus back to the toggle', async () => {
      const { root } = await mount({ url: media.mp4, playlist });
      await open(root);
      root.querySelector<HTMLButtonElement>('.close')!.click();
      await settle(root.host as HTMLElement);
      expect(root.querySelector('[part="playlist"]')).to.equal(null);
      await open(root);
      root.querySelector<HTMLButtonElement>('[part="playlist-item"]')!.focus();
      await sendKeys({ press: 'Escape' });
      await settle(root.host as HTMLElement);
      expect(root.querySelector('[part="playlist"]')).to.equal(null);
      expect(root.activeElement).to.equal(root.querySelector('[part="playlist-toggle"]'));
    });

    it('exists in every player language', async () => {
      const { root } = await mount({ url: media.mp4, playlist }, 'zh_CN');
      expect(root.querySelector('[part="playlist-toggle"]')!.textContent!.trim()).to.equal('播放列表');
      await open(root);
      expect(root.querySelector('h2')!.textContent).to.equal('播放列表（2）');
    });

    it('titles are text: angle brackets are shown, never parsed (spec §5)', async () => {
      const title = '<img src=x onerror="window.__pwned=1">Lesson';
      const { root } = await mount({ url: media.mp4, playlist: [{ title, src: media.mp4 }] });
      await open(root);
      expect(root.querySelector('.title')!.textContent).to.equal(title);
      expect(root.querySelector('.item img')).to.equal(null);
    });

    it('renders nothing without valid entries', async () => {
      const { root } = await mount({ url: media.mp4, playlist: [] });
      expect(root.querySelector('[part="playlist-toggle"]')).to.equal(null);
    });

    it('bad entries are skipped with a warning naming them; a title and a vid or an http(s) src are needed', () => {
      const warn = sinon.stub(console, 'warn');
      const entries = parsePlaylist([{ title: 'ok', vid: 'v1' }, { title: '', vid: 'v2' }, { title: 'no source' }, { title: 'script', src: 'javascript:alert(1)' }, null, { title: 'src', src: media.mp4, duration: -3, cover: 'data:x' }]);
      expect(entries).to.deep.equal([
        { vid: 'v1', src: '', title: 'ok', cover: '', duration: 0 },
        { vid: '', src: abs(media.mp4), title: 'src', cover: '', duration: 0 },
      ]);
      expect(warn.args.map((args) => String(args[0]))).to.deep.equal([1, 2, 3, 4].map((index) => `ddi-playlist: playlist[${index}] skipped: it needs a title and a vid or an http(s) src`));
      expect(parsePlaylist('nope')).to.deep.equal([]);
    });
  });

  describe('choosing an entry plays it (ddi-playlist-select, cancelable)', () => {
    async function player() {
      const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted .options=${{ playlist }} src=${media.mp4}></ddi-player>`);
      await loaded(element);
      await until(() => deep(element, '[part~="playlist-toggle"]') !== null, 'the playlist toggle');
      deep(element, '[part~="playlist-toggle"]')!.click();
      await until(() => deep(element, '[part~="playlist-item"]') !== null, 'the panel');
      return element;
    }

    it('fires ddi-playlist-select, then the player changes to the entry and plays it; the panel stays open', async () => {
      const element = await player();
      const chosen = oneEvent(element, 'ddi-playlist-select');
      [...element.shadowRoot!.querySelector('ddi-playlist')!.shadowRoot!.querySelectorAll<HTMLElement>('[part="playlist-item"]')][1]!.click();
      expect((await chosen).detail).to.deep.equal({ index: 1, vid: '', src: abs(media.hls), title: 'Lesson 2 (HLS)' });
      await until(() => element.src === abs(media.hls), 'the HLS entry');
      await until(() => element.currentTime > 0.2, 'playback of the entry', 10_000);
      await until(() => deep(element, '[part~="playlist-item"][aria-current="true"]')?.textContent?.includes('Lesson 2') === true, 'the entry marked current');
    });

    it('preventDefault keeps the player as it is', async () => {
      const element = await player();
      element.addEventListener('ddi-playlist-select', (event) => event.preventDefault());
      [...element.shadowRoot!.querySelector('ddi-playlist')!.shadowRoot!.querySelectorAll<HTMLElement>('[part="playlist-item"]')][1]!.click();
      await settle(element);
      expect(element.src).to.equal(media.mp4);
    });
  });
});
