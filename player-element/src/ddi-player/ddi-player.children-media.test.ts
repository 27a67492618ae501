// Issue 28 item 5, what a <video> does with its children beyond choosing them: a <source> that fails to load
// (a 404, a file that does not decode) is passed over for the next one, and only when every one fails does
// the player show its error; <track> captions and subtitles are listed in player.textTracks with their kind,
// label and language, their mode following the chosen caption both ways (textTracks or the captions menu).
import { expect, fixture, html } from '@open-wc/testing';
import { captionMenuItems as captionMenu, mounted, playsMp4Source, vtt } from '../../test/children.js';
import { allDeep, loaded, media, record, settle, until } from '../../test/helpers.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const modes = (player: DdiPlayer) => Object.fromEntries([...player.textTracks].map((track) => [track.label, track.mode]));

describe('<ddi-player> children as on a <video> (issue 28 item 5)', () => {
  beforeEach(() => localStorage.clear());

  describe('a <source> that fails to load is passed over for the next playable one', () => {
    it('a 404 first <source>: the next one plays, and no error is shown or fired', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player muted>
        <source src=${media.missing} type="video/mp4" />
        <source src=${media.mp4} type="video/mp4" />
      </ddi-player>`);
      const events = await playsMp4Source(player);
      expect(events).to.deep.equal([]);
      expect(player.hasAttribute('data-error')).to.equal(false);
    });

    it('a first <source> that does not decode (a text file said to be mp4): the next one plays', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player muted>
        <source src=${vtt.en} type="video/mp4" />
        <source src=${media.mp4} type="video/mp4" />
      </ddi-player>`);
      const events = await playsMp4Source(player);
      expect(events).to.deep.equal([]);
    });

    it('every <source> fails: the player shows its load error once, for the last one', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player muted lang="en">
        <source src=${media.missing} type="video/mp4" />
        <source src="/media/also-missing.mp4" type="video/mp4" />
      </ddi-player>`);
      const events = record(player, ['ddi-error']);
      await until(() => events.length > 0, 'ddi-error');
      await settle(player);
      expect(events).to.have.length(1);
      expect((events[0]!.detail as { code: string }).code).to.equal('#007');
      expect(new URL(player.currentSrc).pathname).to.equal('/media/also-missing.mp4');
      expect(player.hasAttribute('data-error')).to.equal(true);
    });
  });

  describe('player.textTracks lists the <track> captions and subtitles, as a <video>\'s does', () => {
    it('each with its kind, label and language; the default one showing, the others disabled (not chosen by the browser for the viewer\'s language)', async () => {
      const player = await mounted(html`<ddi-player muted src=${media.mp4}>
        <track kind="subtitles" label="English" srclang="en" src=${vtt.en} />
        <track kind="captions" label="中文" srclang="zh" src=${vtt.zh} default />
        <track kind="chapters" src="/player-element/test/fixtures/chapters/lesson.chapters.vtt" />
      </ddi-player>`);
      await loaded(player);
      await until(() => player.textTracks.length === 2 && player.textTracks[1]!.mode === 'showing', 'two text tracks, the default showing');
      const listed = [...player.textTracks].map(({ kind, label, language, mode }) => ({ kind, label, language, mode }));
      expect(listed).to.deep.equal([
        { kind: 'subtitles', label: 'English', language: 'en', mode: 'disabled' },
        { kind: 'captions', label: '中文', language: 'zh', mode: 'showing' },
      ]);
    });

    it('textTracks[i].mode = "showing" chooses that caption: the menu marks it and its cues show', async () => {
      const player = await mounted(html`<ddi-player muted src=${media.mp4}>
        <track kind="subtitles" label="English" srclang="en" src=${vtt.en} />
        <track kind="subtitles" label="中文" srclang="zh" src=${vtt.zh} />
      </ddi-player>`);
      await loaded(player);
      await until(() => player.textTracks.length === 2, 'two text tracks');
      expect(modes(player)).to.deep.equal({ English: 'disabled', 中文: 'disabled' });
      player.textTracks[0]!.mode = 'showing';
      const chosen = async () => (await captionMenu(player)).find((item) => item.getAttribute('aria-checked') === 'true')?.textContent?.trim();
      let checked: string | undefined;
      await until(() => {
        void chosen().then((label) => (checked = label));
        return checked === 'English';
      }, 'English checked in the captions menu');
      await player.play();
      const cues = () => allDeep(player).filter((node) => node.getAttribute('part') === 'cue').map((node) => node.textContent?.trim());
      await until(() => cues().includes('Welcome to Leading Teams.'), 'the English cue');
      expect(modes(player)).to.deep.equal({ English: 'showing', 中文: 'disabled' });
    });

    it('choosing in the captions menu sets the modes, and the list fires change', async () => {
      const player = await mounted(html`<ddi-player muted src=${media.mp4}>
        <track kind="subtitles" label="English" srclang="en" src=${vtt.en} default />
        <track kind="subtitles" label="中文" srclang="zh" src=${vtt.zh} />
      </ddi-player>`);
      await loaded(player);
      await until(() => player.textTracks[0]?.mode === 'showing', 'the default track showing');
      let changes = 0;
      player.textTracks.addEventListener('change', () => (changes += 1));
      const chinese = (await captionMenu(player)).find((item) => item.textContent?.trim() === '中文')!;
      chinese.click();
      await until(() => player.textTracks[1]!.mode === 'showing', 'the Chinese track showing');
      await until(() => changes > 0, 'a change event');
      expect(modes(player)).to.deep.equal({ English: 'disabled', 中文: 'showing' });
    });
  });
});
