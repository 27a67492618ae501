// Issue 28 item 5: <source> and <track> children, as on a <video> — the first source the browser or an
// engine plays (when there is no src / vid), also when added later; captions / subtitles tracks as caption
// choices under their label (default shows one, with its cues); a chapters track names the seek bar's sections
// and, in the hover preview, the chapter under the pointer.
import { expect, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { captionMenuItems, mounted, vtt } from '../../test/children.js';
import { allDeep, deep, loaded, media, settle, until } from '../../test/helpers.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const chapters = '/player-element/test/fixtures/chapters/lesson.chapters.vtt';
/** One 160x90 tile per second in a single row of sprite.jpg (scripts/make-media.mjs). */
const thumbnails = '/media/lesson/thumbnails/sprite.vtt';

/** Moves the real pointer over the seek bar at `fraction` of its width; returns the preview's thumbnail, if any. */
async function hoverSeekBar(player: DdiPlayer, fraction: number): Promise<HTMLElement | null> {
  const slider = deep(player, 'ddi-time-slider')!.shadowRoot!.querySelector<HTMLElement>('[role="slider"]')!;
  const box = slider.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.left + box.width * fraction), Math.round(box.top + box.height / 2)] });
  await settle(player);
  return deep<HTMLElement>(player, '[part="thumbnail"]');
}

const cueTexts = (player: DdiPlayer) => allDeep(player).filter((node) => node.getAttribute('part') === 'cue').map((node) => node.textContent?.trim());

/** The caption choices of the control bar's subtitle selector. */
const captionChoices = async (player: DdiPlayer): Promise<string[]> => (await captionMenuItems(player)).map((item) => item.textContent?.trim() ?? '');

describe('<ddi-player> <source> and <track> children (issue 28 item 5)', () => {
  beforeEach(() => localStorage.clear());

  describe('<source> children when there is no src or vid: the first the browser or an engine plays', () => {
    it('skips a type nothing plays and plays the next <source> (HLS through its engine)', async () => {
      const player = await mounted(html`<ddi-player muted>
        <source src="/media/lesson/lesson.xyz" type="video/x-no-such-format" />
        <source src=${media.hls} type="application/vnd.apple.mpegurl" />
        <source src=${media.mp4} type="video/mp4" />
      </ddi-player>`);
      await loaded(player);
      // hls.js plays through Media Source Extensions: the video's source is a blob.
      expect(player.currentSrc.startsWith('blob:')).to.equal(true);
      await player.play();
      await until(() => player.currentTime > 0.2, 'playback');
    });

    it('plays a <source> without a type when its URL is playable', async () => {
      const player = await mounted(html`<ddi-player muted><source src=${media.mp4} /></ddi-player>`);
      await loaded(player);
      expect(new URL(player.currentSrc).pathname).to.equal(media.mp4);
    });

    it('src wins over <source> children', async () => {
      const player = await mounted(html`<ddi-player muted src=${media.mp4High}><source src=${media.mp4} type="video/mp4" /></ddi-player>`);
      await loaded(player);
      expect(new URL(player.currentSrc).pathname).to.equal(media.mp4High);
    });

    it('a <source> added to a player without a source is loaded, as a <video> selects its source', async () => {
      const player = await mounted(html`<ddi-player muted></ddi-player>`);
      let ready = 0;
      player.addEventListener('ddi-ready', () => (ready += 1));
      const source = document.createElement('source');
      source.src = media.mp4;
      source.type = 'video/mp4';
      player.append(source);
      await loaded(player);
      expect(new URL(player.currentSrc).pathname).to.equal(media.mp4);
      expect(ready).to.equal(1);
    });
  });

  describe('<track> children', () => {
    it('captions and subtitles tracks appear as caption choices under their label, none shown without default', async () => {
      const player = await mounted(html`<ddi-player muted src=${media.mp4}>
        <track kind="subtitles" label="English" srclang="en" src=${vtt.en} />
        <track kind="captions" label="中文" srclang="zh" src=${vtt.zh} />
      </ddi-player>`);
      await loaded(player);
      const choices = await captionChoices(player);
      expect(choices).to.include.members(['English', '中文']);
      player.currentTime = 1;
      await until(() => player.currentTime >= 1, 'the seek');
      await settle(player);
      expect(cueTexts(player)).to.deep.equal([]);
    });

    it('default turns its track on, and its cues show at their time', async () => {
      const player = await mounted(html`<ddi-player muted src=${media.mp4}>
        <track kind="subtitles" label="English" srclang="en" src=${vtt.en} />
        <track kind="subtitles" label="中文" srclang="zh" src=${vtt.zh} default />
      </ddi-player>`);
      await loaded(player);
      await player.play();
      await until(() => cueTexts(player).includes('欢迎学习《团队领导力》。'), 'the Chinese cue at 0 s');
      expect(cueTexts(player)).not.to.include('Welcome to Leading Teams.');
    });

    it('the <track> children also caption a video played from a <source> child', async () => {
      const player = await mounted(html`<ddi-player muted>
        <source src=${media.mp4} type="video/mp4" />
        <track kind="captions" label="English" src=${vtt.en} default />
      </ddi-player>`);
      await loaded(player);
      await player.play();
      await until(() => cueTexts(player).includes('Welcome to Leading Teams.'), 'the English cue at 0 s');
    });

    it('a chapters track names the seek bar\'s sections: a marker at each chapter with its title', async () => {
      const player = await mounted(html`<ddi-player muted src=${media.mp4}><track kind="chapters" src=${chapters} /></ddi-player>`);
      await loaded(player);
      await until(() => allDeep(player).filter((node) => node.getAttribute('part') === 'marker').length === 3, 'three chapter markers');
      const labels = allDeep(player).filter((node) => node.getAttribute('part') === 'marker').map((node) => node.getAttribute('aria-label') ?? '');
      expect(labels[0]).to.contain('Introduction');
      expect(labels[1]).to.contain('Listening first');
      expect(labels[2]).to.contain('Building trust');
    });

    it('a metadata track labelled thumbnails gives a src video the hover thumbnails of its #xywh= sprite', async () => {
      const player = await mounted(html`<ddi-player muted src=${media.mp4}><track kind="metadata" label="thumbnails" src=${thumbnails} /></ddi-player>`);
      await loaded(player);
      let tile: HTMLElement | null = null;
      await until(() => {
        void hoverSeekBar(player, 0.5).then((found) => (tile = found));
        return tile !== null;
      }, 'a thumbnail in the hover preview');
      const shown = tile as unknown as HTMLElement;
      expect(shown.style.backgroundImage).to.contain('/media/lesson/thumbnails/sprite.jpg');
      expect([shown.style.width, shown.style.height]).to.deep.equal(['160px', '90px']);
      // Half of the 24 s lesson is about 12 s: the 13th tile, 1920 px into the row (± a tile for the pointer's pixel).
      const x = -parseFloat(shown.style.backgroundPositionX);
      expect(x % 160).to.equal(0);
      expect(x).to.be.within(1760, 2080);
      await sendMouse({ type: 'move', position: [0, 0] });
    });

    it('without a thumbnails track a short src video has no hover thumbnail (and, without chapters, no chapter name)', async () => {
      const player = await mounted(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      await loaded(player);
      expect(await hoverSeekBar(player, 0.5)).to.equal(null);
      expect(deep(player, '[part="tooltip"]')).to.not.equal(null);
      expect(deep(player, '[part="tooltip-chapter"]'), 'no chapters, no chapter name').to.equal(null);
      await sendMouse({ type: 'move', position: [0, 0] });
    });

    it('the hover preview inside a chapter names it above the time', async () => {
      const player = await mounted(html`<ddi-player muted src=${media.mp4}><track kind="chapters" src=${chapters} /></ddi-player>`);
      await loaded(player);
      await until(() => allDeep(player).filter((node) => node.getAttribute('part') === 'marker').length === 3, 'three chapter markers');
      const tooltip = () => deep<HTMLElement>(player, '[part="tooltip"]');
      const chapter = () => deep<HTMLElement>(player, '[part="tooltip-chapter"]')?.textContent?.trim();
      // Half of the 24 s lesson is about 12 s: inside "Listening first" (8–16 s).
      await hoverSeekBar(player, 0.5);
      await until(() => chapter() === 'Listening first', 'the chapter named in the hover preview');
      expect(tooltip()!.textContent).to.match(/0:1[12]/);
      // The box grows to the name: nothing of it spills out.
      expect(deep<HTMLElement>(player, '[part="tooltip-chapter"]')!.getBoundingClientRect().width).to.be.at.most(tooltip()!.getBoundingClientRect().width);
      await hoverSeekBar(player, 0.9);
      await until(() => chapter() === 'Building trust', 'the last chapter near the end');
      await sendMouse({ type: 'move', position: [0, 0] });
    });

    it('a captions track added later becomes a caption choice at once, without a reload', async () => {
      const player = await mounted(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      await loaded(player);
      let ready = 0;
      player.addEventListener('ddi-ready', () => (ready += 1));
      const track = document.createElement('track');
      track.kind = 'subtitles';
      track.label = 'English';
      track.src = vtt.en;
      player.append(track);
      expect(await captionChoices(player)).to.include('English');
      expect(ready).to.equal(0);
    });

    it('removing the last <track> child removes its caption choice (the captions button with it) and its entry in textTracks, as on a <video>', async () => {
      const player = await mounted(html`<ddi-player muted src=${media.mp4}>
        <track kind="subtitles" label="English" srclang="en" src=${vtt.en} default />
      </ddi-player>`);
      await loaded(player);
      await until(() => [...player.textTracks].some((track) => track.label === 'English'), 'the track in textTracks');
      player.querySelector('track')!.remove();
      await until(() => ![...player.textTracks].some((track) => track.label === 'English'), 'the track gone from textTracks');
      // No caption left: the control bar has no captions button.
      await until(() => deep(player, 'ddi-menu-button[data-control="subtitles"]') === null, 'the captions button gone');
    });
  });
});
