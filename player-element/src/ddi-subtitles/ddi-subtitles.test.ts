import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { control, deep, makeState, settle, sleep, until, type TestStateProvider } from '../../test/helpers.js';
import { messagesFor } from '../core/i18n.js';
import { PREFERENCES_KEY } from '../core/storage.js';
import { noSubtitles, type SubtitleCue, type SubtitleState } from '../core/state.js';
import type { PlayerOptions } from '../core/options.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import '../ddi-control-bar/ddi-control-bar.js';
import '../ddi-player/ddi-player.js';
import { captionFontSize } from './ddi-subtitles.js';
import './ddi-subtitles.js';

const files = [
  { id: 'file:中文', label: '中文', url: '/media/lesson/subtitles/lesson.zh.vtt' },
  { id: 'file:English', label: 'English', url: '/media/lesson/subtitles/lesson.en.srt' },
];

const subtitles = (patch: Partial<SubtitleState>): SubtitleState => ({ ...noSubtitles(), tracks: files, ...patch });

async function mount(patch: Partial<SubtitleState>, currentTime = 1, options: PlayerOptions = {}) {
  // The layer asks for its default choice on its first render: listen before it exists.
  const requests: unknown[] = [];
  const listener = (event: Event) => requests.push((event as CustomEvent).detail);
  document.addEventListener('ddi-subtitle-request', listener);
  const provider = await fixture<TestStateProvider>(
    html`<ddi-test-state .state=${makeState({ currentTime, subtitles: subtitles(patch) }, options)}><ddi-subtitles></ddi-subtitles></ddi-test-state>`,
  );
  await settle(provider);
  document.removeEventListener('ddi-subtitle-request', listener);
  const layer = provider.querySelector('ddi-subtitles')!;
  return { provider, layer, root: layer.shadowRoot!, requests };
}

const cueTexts = (root: ShadowRoot) => [...root.querySelectorAll('[part="cue"]')].map((cue) => cue.textContent);

describe('<ddi-subtitles>', () => {
  beforeEach(() => localStorage.clear());

  it('passes an accessibility audit (cues and the caption style panel)', async () => {
    const { provider, root } = await mount({ selected: ['file:English'], panel: true });
    await until(() => cueTexts(root).length > 0, 'a cue');
    await expect(provider).to.be.accessible();
  });

  describe('spec §2 subtitle layer: the selector lists each language, a double-subtitle option and hide', () => {
    it('the Subtitles menu of the control bar lists each language, double subtitles, hide and the caption style', async () => {
      const provider = await fixture<TestStateProvider>(
        html`<ddi-test-state .state=${makeState({ subtitles: subtitles({ selected: ['file:中文'] }) })}><ddi-control-bar></ddi-control-bar></ddi-test-state>`,
      );
      await settle(provider);
      const menu = control(provider, 'Subtitles').closest('ddi-menu-button') ?? deep(provider, 'ddi-menu-button[data-control="subtitles"]')!;
      await (menu as HTMLElement & { show(): Promise<void> }).show();
      const items = [...menu.shadowRoot!.querySelectorAll('[part="menu-item"]')];
      expect(items.map((item) => item.textContent?.trim())).to.deep.equal(['中文', 'English', 'Double subtitles', 'Off', 'Caption style']);
      expect(items[0]!.getAttribute('aria-checked')).to.equal('true');
      const requests: unknown[] = [];
      provider.addEventListener('ddi-subtitle-request', (event) => requests.push(event.detail));
      (items[2] as HTMLElement).click();
      expect(requests).to.deep.equal([{ selected: ['file:中文', 'file:English'] }]);
    });

    it('double subtitles show two lines at once', async () => {
      const { root } = await mount({ selected: ['file:中文', 'file:English'] }, 5);
      await until(() => cueTexts(root).length === 2, 'two cues');
      expect(cueTexts(root)).to.deep.equal(['本节课我们来看看信任是如何建立的。', 'In this lesson, we look at how trust is built.']);
    });

    it('hide clears the cues', async () => {
      const { provider, root } = await mount({ selected: ['file:English'] }, 1);
      await until(() => cueTexts(root).length === 1, 'a cue');
      provider.state = { ...provider.state, subtitles: subtitles({ selected: [] }) };
      await settle(provider);
      expect(cueTexts(root)).to.deep.equal([]);
    });

    it('picks the first language by default, or the subtitlesDoubleDefault pair; a saved language wins (saveSubtitles)', async () => {
      expect((await mount({ selected: null })).requests).to.deep.equal([{ selected: ['file:中文'], initial: true }]);
      expect((await mount({ selected: null }, 1, { subtitlesDoubleDefault: ['English', '中文'] })).requests).to.deep.equal([{ selected: ['file:English', 'file:中文'], initial: true }]);
      localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ subtitles: ['English'] }));
      expect((await mount({ selected: null })).requests).to.deep.equal([{ selected: ['file:English'], initial: true }]);
      expect((await mount({ selected: null }, 1, { saveSubtitles: false })).requests).to.deep.equal([{ selected: ['file:中文'], initial: true }]);
    });

    it('the page\'s preferred caption language (subtitlesPreferred) is shown first when the viewer saved none; a saved choice still wins', async () => {
      localStorage.removeItem(PREFERENCES_KEY);
      expect((await mount({ selected: null }, 1, { subtitlesPreferred: ['Deutsch', 'English'] })).requests).to.deep.equal([{ selected: ['file:English'], initial: true }]);
      expect((await mount({ selected: null }, 1, { subtitlesPreferred: ['Deutsch'] })).requests).to.deep.equal([{ selected: ['file:中文'], initial: true }]);
      // Bad input is ignored: not a list, or entries that are not strings.
      expect((await mount({ selected: null }, 1, { subtitlesPreferred: 'English' as unknown as string[] })).requests).to.deep.equal([{ selected: ['file:中文'], initial: true }]);
      expect((await mount({ selected: null }, 1, { subtitlesPreferred: [7, 'English'] as unknown as string[] })).requests).to.deep.equal([{ selected: ['file:English'], initial: true }]);
      localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ subtitles: ['中文'] }));
      expect((await mount({ selected: null }, 1, { subtitlesPreferred: ['English'] })).requests).to.deep.equal([{ selected: ['file:中文'], initial: true }]);
      localStorage.removeItem(PREFERENCES_KEY);
    });
  });

  describe('spec §4 subtitles: a seek re-initialises them after 500 ms', () => {
    it('cues are cleared on a seek and shown again 500 ms later', async () => {
      const { provider, root } = await mount({ selected: ['file:English'] }, 1);
      await until(() => cueTexts(root).length === 1, 'a cue');
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        provider.dispatchEvent(new CustomEvent('ddi-seek', { detail: { from: 1, to: 9 } }));
        provider.state = { ...provider.state, currentTime: 9 };
        await settle(provider);
        expect(cueTexts(root)).to.deep.equal([]);
        clock.tick(499);
        await settle(provider);
        expect(cueTexts(root)).to.deep.equal([]);
        clock.tick(1);
        await settle(provider);
        expect(cueTexts(root)).to.deep.equal(['Great leaders listen before they speak.']);
      } finally {
        clock.restore();
      }
    });
  });

  describe('spec §2 / §3 position and style entries; §5 font size clamped to 20–40 px', () => {
    it('font size is scaled from srt_caption_base_width/height to the player and clamped to 20–40 px', () => {
      const base = { srt_caption_base_width: 1280, srt_caption_base_height: 720 };
      expect(captionFontSize(20, base, 1280, 720)).to.equal(20);
      expect(captionFontSize(30, base, 1920, 1080)).to.equal(40);
      expect(captionFontSize(24, base, 1600, 900)).to.equal(30);
      expect(captionFontSize(30, base, 640, 360)).to.equal(20);
      expect(captionFontSize(100, base, 1280, 720)).to.equal(40);
    });

    it('srt_caption_txt_height is the caption line height at the base size, scaled with the player like the font size', async () => {
      const { layer, root } = await mount({ selected: ['file:English'] }, 1, { srt_caption_txt_height: 36 });
      await until(() => cueTexts(root).length === 1, 'a cue');
      const cue = () => getComputedStyle(root.querySelector('[part="cue"]')!);
      // The layer's new size reaches the cue through a ResizeObserver, a frame or more later (on a loaded machine,
      // more than 50 ms): wait for the line height the size calls for, then check the font beside it.
      const sizeTo = async (width: number, height: number, lineHeight: string) => {
        Object.assign(layer.style, { inset: 'auto', left: '0', top: '0', width: `${width}px`, height: `${height}px` });
        await until(() => cue().lineHeight === lineHeight, `a ${lineHeight} line height at ${width} x ${height}`);
        await settle(layer);
        expect([cue().lineHeight, cue().fontSize]).to.deep.equal([lineHeight, '20px']);
      };
      // 1280 x 720 is the base size: 36 px as given; at 960 x 540 (0.75) 27 px, above the 20 px font.
      await sizeTo(1280, 720, '36px');
      await sizeTo(960, 540, '27px');
    });

    it('top / middle / bottom with left / center / right alignment, and the page style entries', async () => {
      const style = { position: 'top', align: 'right', fontSize: 100, fontColor: 'rgb(255, 0, 0)', fontBold: true, fontItalics: true, spacing: 2, vertical: 'rl' } as const;
      const { root } = await mount({ selected: ['file:English'] }, 1, { subtitleStyle: style });
      await until(() => cueTexts(root).length === 1, 'a cue');
      const box = root.querySelector('[part="subtitles"]')!;
      expect([box.getAttribute('data-position'), box.getAttribute('data-align')]).to.deep.equal(['top', 'right']);
      const cue = getComputedStyle(root.querySelector('[part="cue"]')!);
      expect([cue.fontSize, cue.color, cue.fontWeight, cue.fontStyle, cue.letterSpacing, cue.writingMode]).to.deep.equal(['40px', 'rgb(255, 0, 0)', '700', 'italic', '2px', 'vertical-rl']);
      const layer = root.host.getBoundingClientRect();
      expect(box.getBoundingClientRect().top - layer.top).to.be.below(layer.height / 3);
    });
  });

  describe('caption style settings (FCC-style), saved between visits', () => {
    it('the panel has labelled choices in the player language, and a change is requested', async () => {
      const provider = await fixture<TestStateProvider>(
        html`<ddi-test-state .state=${makeState({ subtitles: subtitles({ selected: [], panel: true }), messages: messagesFor('zh_CN') }, { lang: 'zh_CN' })}><ddi-subtitles></ddi-subtitles></ddi-test-state>`,
      );
      const requests: unknown[] = [];
      provider.addEventListener('ddi-subtitle-request', (event) => requests.push(event.detail));
      await settle(provider);
      const root = provider.querySelector('ddi-subtitles')!.shadowRoot!;
      expect(root.querySelector('[part="style-panel"]')!.getAttribute('role')).to.equal('dialog');
      const labels = [...root.querySelectorAll('label')].map((label) => label.textContent);
      expect(labels).to.deep.equal(['字体', '字号', '文字颜色', '背景颜色', '文字边缘', '背景不透明度']);
      const color = root.querySelector<HTMLSelectElement>('#color')!;
      color.value = 'yellow';
      color.dispatchEvent(new Event('change'));
      expect(requests).to.deep.equal([{ style: { color: 'yellow' } }]);
    });

    it('the style is saved in the preferences and restored on the next visit', async () => {
      const options = { video_srt: { English: files[1]!.url }, autoplay: false };
      const first = await fixture<DdiPlayer>(html`<ddi-player src="/media/lesson/mp4/lesson-360p.mp4" lang="en" .options=${options}></ddi-player>`);
      await until(() => deep(first, 'ddi-subtitles') !== null, 'the subtitle layer');
      deep(first, 'ddi-subtitles')!.dispatchEvent(new CustomEvent('ddi-subtitle-request', { detail: { style: { color: 'cyan', fontScale: 150 } }, bubbles: true, composed: true }));
      expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!).captionStyle).to.deep.equal({ color: 'cyan', fontScale: 150 });
      first.remove();
      const second = await fixture<DdiPlayer>(html`<ddi-player src="/media/lesson/mp4/lesson-360p.mp4" lang="en" .options=${options}></ddi-player>`);
      await until(() => deep(second, '[part="cue"]') !== null, 'a cue');
      const cue = getComputedStyle(deep(second, '[part="cue"]')!);
      expect(cue.color).to.equal('rgb(0, 255, 255)');
      expect(parseFloat(cue.fontSize)).to.equal(30);
    });
  });

  describe('spec §2 streaming caption cues sit on a grid of 15 rows by 100 characters', () => {
    const CC = { id: 'cc:textTrack1', label: 'CC1' };
    /** Mounts the layer with stream caption cues (as the hls engine reports them) and measures each cue against the layer. */
    async function captionBoxes(cues: Omit<SubtitleCue, 'start' | 'end'>[]) {
      const { layer, root } = await mount({ tracks: [CC], selected: [CC.id], cues: { [CC.id]: cues.map((cue) => ({ start: 0, end: 10, ...cue })) } });
      await until(() => cueTexts(root).length === cues.length, 'the caption cues');
      const area = layer.getBoundingClientRect();
      expect(area.width * area.height).to.be.above(0);
      const boxes = new Map([...root.querySelectorAll<HTMLElement>('[part="cue"]')].map((cue) => [cue.textContent ?? '', cue.getBoundingClientRect()]));
      return { area, box: (text: string) => boxes.get(text)! };
    }

    it('a cue on row 15 (the last line, -1 from the bottom) sits on the bottom row, 14/15 of the height down', async () => {
      const { area, box } = await captionBoxes([{ text: 'row 15', line: 14 }, { text: 'last line', line: -1, position: 20, align: 'start' }]);
      for (const text of ['row 15', 'last line']) expect(box(text).top - area.top, text).to.be.closeTo((area.height * 14) / 15, 1);
    });

    it('each row is 1/15 of the height: row 1 at the top, row 8 at 7/15', async () => {
      const { area, box } = await captionBoxes([{ text: 'row 1', line: 0 }, { text: 'row 8', line: 7 }, { text: 'row 12', line: -4 }]);
      expect(box('row 1').top - area.top).to.be.closeTo(0, 1);
      expect(box('row 8').top - area.top).to.be.closeTo((area.height * 7) / 15, 1);
      expect(box('row 12').top - area.top).to.be.closeTo((area.height * 11) / 15, 1);
    });

    it('a cue’s column offset is 1/100 of the width per character', async () => {
      const { area, box } = await captionBoxes([{ text: 'column 37', line: 3, position: 37, align: 'start' }, { text: 'column 5', line: 4, position: 5, align: 'left' }]);
      expect(box('column 37').left - area.left).to.be.closeTo((area.width * 37) / 100, 1);
      expect(box('column 5').left - area.left).to.be.closeTo((area.width * 5) / 100, 1);
    });

    it('lines beyond the grid are clamped to its first and last rows, columns to its 100 characters', async () => {
      const { area, box } = await captionBoxes([
        { text: 'below', line: 40, position: 250, align: 'end' },
        { text: 'above', line: -30, position: -8, align: 'start' },
      ]);
      expect(box('below').top - area.top).to.be.closeTo((area.height * 14) / 15, 1);
      expect(box('below').right - area.left).to.be.closeTo(area.width, 1);
      expect(box('above').top - area.top).to.be.closeTo(0, 1);
      expect(box('above').left - area.left).to.be.closeTo(0, 1);
    });
  });

  describe('spec §1 subtitle tracks carried by a stream (hls.js)', () => {
    it('the in-stream subtitle tracks appear in the selector and the chosen track’s cue shows while playing', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player src="/media/lesson/hls-tracks/master.m3u8" lang="en" muted></ddi-player>`);
      await until(() => deep(player, 'ddi-menu-button[data-control="subtitles"]') !== null, 'the subtitle selector', 30_000);
      const menu = deep<HTMLElement & { show(): Promise<void> }>(player, 'ddi-menu-button[data-control="subtitles"]')!;
      await menu.show();
      const items = [...menu.shadowRoot!.querySelectorAll('[part="menu-item"]')].map((item) => item.textContent?.trim());
      expect(items.slice(0, 2)).to.deep.equal(['中文', 'English']);
      [...menu.shadowRoot!.querySelectorAll<HTMLElement>('[part="menu-item"]')][1]!.click();
      await player.play();
      await until(() => deep(player, '[part="cue"]')?.textContent === 'Welcome to Leading Teams.', 'the English stream cue', 30_000);
      await until(() => player.currentTime > 4.3, 'the second cue time', 30_000);
      await sleep(300);
      expect(deep(player, '[part="cue"]')?.textContent).to.equal('In this lesson, we look at how trust is built.');
      player.pause();
    });
  });
});
