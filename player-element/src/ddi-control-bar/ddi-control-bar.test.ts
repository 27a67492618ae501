import { expect, fixture, html } from '@open-wc/testing';
import { hasControl, makeState, settle, until, type TestStateProvider } from '../../test/helpers.js';
import type { PlayerOptions } from '../core/options.js';
import type { PlayerState } from '../core/state.js';
import './ddi-control-bar.js';

const levels = [
  { index: -1, label: 'Auto' },
  { index: 0, label: '360P' },
  { index: 1, label: '720P' },
];

async function mount(patch: Partial<PlayerState> = {}, options: PlayerOptions = {}) {
  const provider = await fixture<TestStateProvider>(
    html`<ddi-test-state .state=${makeState({ duration: 24, currentTime: 5, levels, ...patch }, options)}><ddi-control-bar></ddi-control-bar></ddi-test-state>`,
  );
  await settle(provider);
  return provider;
}

describe('<ddi-control-bar>', () => {
  it('passes an accessibility audit', async () => {
    const provider = await mount({}, { screenshot: true, pictureInPicture: true, full_page_screen: true });
    await expect(provider).to.be.accessible();
  });

  describe('holds the controls of spec §2, as the options say', () => {
    it('progress, play, volume, time, speed, quality, settings and fullscreen by default', async () => {
      const provider = await mount();
      for (const name of ['Seek', 'Play', 'Mute', 'Volume', 'Speed', 'Quality', 'Settings', 'Fullscreen']) expect(hasControl(provider, name), name).to.equal(true);
      for (const name of ['Screenshot', 'Picture-in-picture', 'Page fullscreen']) expect(hasControl(provider, name), name).to.equal(false);
      const time = provider.querySelector('ddi-control-bar')!.shadowRoot!.querySelector('[part="time"]');
      expect(time?.textContent?.replace(/\s+/g, ' ').trim()).to.equal('0:05 / 0:24');
    });

    it('screenshot, pictureInPicture and full_page_screen add their buttons; allowFullscreen false removes Fullscreen', async () => {
      const provider = await mount({}, { screenshot: true, pictureInPicture: true, full_page_screen: true, allowFullscreen: false });
      for (const name of ['Screenshot', 'Picture-in-picture', 'Page fullscreen']) expect(hasControl(provider, name), name).to.equal(true);
      expect(hasControl(provider, 'Fullscreen')).to.equal(false);
    });

    it('show_rate 2 hides the speed menu', async () => {
      const provider = await mount({}, { show_rate: 2 });
      expect(hasControl(provider, 'Speed')).to.equal(false);
    });

    it('audio mode hides the quality menu (and the screenshot and picture-in-picture buttons)', async () => {
      const provider = await mount({ mode: 'audio' }, { screenshot: true, pictureInPicture: true });
      for (const name of ['Quality', 'Screenshot', 'Picture-in-picture']) expect(hasControl(provider, name), name).to.equal(false);
    });

    it('names follow the state: Exit fullscreen, Exit page fullscreen', async () => {
      const browser = await mount({ fullscreen: 'browser' });
      expect(hasControl(browser, 'Exit fullscreen')).to.equal(true);
      const page = await mount({ fullscreen: 'page' }, { full_page_screen: true });
      expect(hasControl(page, 'Exit page fullscreen')).to.equal(true);
    });

    it('buttons ask the host: fullscreen, page fullscreen, picture-in-picture, screenshot', async () => {
      const provider = await mount({}, { screenshot: true, pictureInPicture: true, full_page_screen: true });
      const root = provider.querySelector('ddi-control-bar')!.shadowRoot!;
      for (const name of ['Fullscreen', 'Page fullscreen', 'Picture-in-picture', 'Screenshot']) root.querySelector<HTMLElement>(`[aria-label="${name}"]`)!.click();
      expect(provider.requests).to.deep.equal([
        { name: 'ddi-fullscreen-request', detail: { kind: 'browser' } },
        { name: 'ddi-fullscreen-request', detail: { kind: 'page' } },
        { name: 'ddi-pip-request', detail: {} },
        { name: 'ddi-screenshot-request', detail: {} },
      ]);
    });

    it('small widths keep the essentials: no speed, quality or screenshot; tiny drops the time too', async () => {
      const small = await mount({ size: 'small' }, { screenshot: true });
      for (const name of ['Speed', 'Quality', 'Screenshot']) expect(hasControl(small, name), name).to.equal(false);
      for (const name of ['Play', 'Mute', 'Settings', 'Fullscreen']) expect(hasControl(small, name), name).to.equal(true);
      const tiny = await mount({ size: 'tiny' });
      expect(tiny.querySelector('ddi-control-bar')!.shadowRoot!.querySelector('[part="time"]')).to.equal(null);
    });

    it('the settings menu is nested: Speed, Quality, Subtitles, Line, Mode rows with their value, then Loop (issue 28 item 7)', async () => {
      const tracks = [{ id: 'file:English', label: 'English', url: '/x.vtt' }];
      const provider = await mount(
        { loop: false, lines: ['line1', 'line2'], line: 'line1', subtitles: { ...makeState().subtitles, tracks, selected: [] } },
        { audioMode: true, videoMode: true },
      );
      const root = provider.querySelector('ddi-control-bar')!.shadowRoot!;
      const settings = root.querySelector<HTMLElement & { show(): Promise<void> }>('ddi-menu-button[label="Settings"]')!;
      await settings.show();
      const rows = () => [...settings.shadowRoot!.querySelectorAll<HTMLElement>('[part="menu-item"]')];
      expect(rows().map((row) => row.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
        'Speed 1x',
        'Quality Auto',
        'Subtitles Off',
        'Line line1',
        'Mode Video',
        'Loop',
        'Caption style',
      ]);
      rows().find((row) => row.getAttribute('role') === 'menuitemcheckbox')!.click();
      expect(provider.requests).to.deep.equal([{ name: 'ddi-loop-request', detail: { loop: true } }]);
    });

    it('the row is fitted at the frame, never from an update: five state changes read its width only at the next frame, and once fitted not again', async () => {
      const provider = await mount();
      const row = provider.querySelector('ddi-control-bar')!.shadowRoot!.querySelector<HTMLElement>('.row')!;
      await new Promise(requestAnimationFrame);
      let reads = 0;
      const width = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
      Object.defineProperty(row, 'clientWidth', { configurable: true, get: () => ((reads += 1), width.get!.call(row)) });
      for (let second = 6; second <= 10; second += 1) {
        provider.state = { ...provider.state, currentTime: second };
        await settle(provider);
      }
      // Reading it in an update forces a layout of the page before the browser would do one.
      expect(reads, 'reads before the frame').to.equal(0);
      await new Promise(requestAnimationFrame);
      const atTheFrame = reads;
      expect(atTheFrame, 'reads at the frame').to.be.above(0);
      await new Promise(requestAnimationFrame);
      expect(reads, 'reads at a frame with no update').to.equal(atTheFrame);
    });

    it('the row never overflows: with every button, each control is inside the bar at 320, 400, 480 and 640 px (issue 28 item 7)', async () => {
      const tracks = [{ id: 'file:English', label: 'English', url: '/x.vtt' }];
      const box = await fixture<HTMLDivElement>(html`<div style="width: 640px"><ddi-test-state><ddi-control-bar></ddi-control-bar></ddi-test-state></div>`);
      const provider = box.querySelector<TestStateProvider>('ddi-test-state')!;
      for (const [width, size] of [[640, 'normal'], [480, 'normal'], [400, 'small'], [320, 'tiny']] as const) {
        box.style.width = `${width}px`;
        const state = makeState(
          { duration: 3600, currentTime: 5, levels, lines: ['line1', 'line2'], line: 'line1', danmu: 'on', size, subtitles: { ...makeState().subtitles, tracks } },
          { screenshot: true, pictureInPicture: true, full_page_screen: true },
        );
        provider.state = state;
        await settle(provider);
        const bar = provider.querySelector('ddi-control-bar')!;
        await until(() => bar.getBoundingClientRect().width > 0, 'laid out');
        // The bar re-checks its fit when its controls' sizes are observed (before the next frame).
        for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
        const frame = bar.getBoundingClientRect();
        const shown = [...bar.shadowRoot!.querySelectorAll<HTMLElement>('.row > *:not(.spacer):not(slot)')].filter((element) => element.getBoundingClientRect().width > 0);
        for (const element of shown) {
          const box = element.getBoundingClientRect();
          const name = element.getAttribute('data-control') ?? element.localName;
          expect(box.left, `${width}: ${name} left`).to.be.at.least(frame.left - 0.5);
          expect(box.right, `${width}: ${name} right`).to.be.at.most(frame.right + 0.5);
        }
        const names = shown.map((element) => element.getAttribute('aria-label') ?? element.getAttribute('label') ?? element.localName);
        for (const kept of ['ddi-play-button', 'Settings', 'Danmu', 'Fullscreen']) expect(names, `${width}: ${kept}`).to.include(kept);
      }
    });

    it('offers the selector, danmu and markers slots', async () => {
      const provider = await mount();
      const names = [...provider.querySelector('ddi-control-bar')!.shadowRoot!.querySelectorAll('slot')].map((slot) => slot.name);
      expect(names).to.include.members(['selector', 'danmu', 'markers']);
    });
  });

  describe('spec §1/§2 line selector', () => {
    it('shows a Line menu with the lines, current first, when there are several; choosing one asks the host', async () => {
      const provider = await mount({ lines: ['line1', 'line2'], line: 'line1' });
      const root = provider.querySelector('ddi-control-bar')!.shadowRoot!;
      const menu = root.querySelector<HTMLElement>('ddi-menu-button[label="Line"]')!;
      menu.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!.click();
      await settle(provider);
      const items = [...menu.shadowRoot!.querySelectorAll<HTMLElement>('[part="menu-item"]')];
      expect(items.map((item) => item.textContent?.trim())).to.deep.equal(['line1', 'line2']);
      items[1]!.click();
      expect(provider.requests.at(-1)).to.deep.equal({ name: 'ddi-line-request', detail: { line: 'line2' } });
    });

    it('is hidden with one line, in audio mode, and with showLine off', async () => {
      const cases: [Partial<PlayerState>, PlayerOptions][] = [
        [{ lines: ['line1'], line: 'line1' }, {}],
        [{ lines: ['a', 'b'], line: 'a', mode: 'audio' }, {}],
        [{ lines: ['a', 'b'], line: 'a' }, { showLine: 'off' }],
      ];
      for (const [patch, options] of cases) {
        const provider = await mount(patch, options);
        expect(hasControl(provider, 'Line'), JSON.stringify(patch)).to.equal(false);
      }
    });
  });
});
