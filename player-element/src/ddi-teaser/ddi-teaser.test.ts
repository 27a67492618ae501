import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { deep, loaded, makeState, media, settle, sleep, until, type TestStateProvider } from '../../test/helpers.js';
import type { PlayerOptions } from '../core/options.js';
import type { PlayerState } from '../core/state.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import '../ddi-player/ddi-player.js';
import './ddi-teaser.js';
import { teaserClip, type DdiTeaser } from './ddi-teaser.js';

interface Mounted {
  provider: TestStateProvider;
  teaser: DdiTeaser;
  root: ShadowRoot;
  holds: { name: string; at: string | null }[];
  set(patch: Partial<PlayerState>): Promise<void>;
}

async function mount(state: Partial<PlayerState>, options: PlayerOptions): Promise<Mounted> {
  const holds: { name: string; at: string | null }[] = [];
  const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${makeState({ muted: true, ...state }, options)}></ddi-test-state>`);
  provider.addEventListener('ddi-hold-request', (event) => holds.push(event.detail));
  const teaser = document.createElement('ddi-teaser');
  provider.append(teaser);
  await settle(provider);
  return {
    provider,
    teaser,
    root: teaser.shadowRoot!,
    holds,
    async set(patch) {
      provider.state = { ...provider.state, ...patch };
      await settle(provider);
    },
  };
}

const wanted = { holds: { teaser: 'start' as const }, playWanted: true };

describe('<ddi-teaser>', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    sinon.restore();
  });

  it('passes an accessibility audit (image teaser playing)', async () => {
    const { provider, root } = await mount(wanted, { teaser_url: media.cover });
    expect(root.querySelector('[part="teaser"]')).to.not.equal(null);
    await expect(provider).to.be.accessible();
  });

  describe('Teaser: needs a valid type; video needs a time; an image defaults to 3 s; teaser_show 0 disables it', () => {
    it('chooses image or video from the extension (jpg, png, gif, jpeg, webp images; mp4 video)', () => {
      const base = 'https://vod.example/';
      for (const ext of ['jpg', 'png', 'gif', 'jpeg', 'webp', 'JPG']) expect(teaserClip(true, `/t.${ext}`, undefined, base, true)).to.deep.equal({ url: `${base}t.${ext}`, kind: 'image', time: 3 });
      expect(teaserClip(true, '/t.mp4', 5, base, true)).to.deep.equal({ url: `${base}t.mp4`, kind: 'video', time: 5 });
      expect(teaserClip(true, '/t.mp4', undefined, base, true)).to.equal('invalid');
      expect(teaserClip(true, '/t.mp4', undefined, base, false)).to.deep.include({ kind: 'video', time: 0 });
      expect(teaserClip(true, '/t.avi', 5, base, true)).to.equal('invalid');
      expect(teaserClip(true, 'javascript:alert(1)//.jpg', 5, base, true)).to.equal('invalid');
      expect(teaserClip(false, '/t.jpg', 5, base, true)).to.equal(null);
    });

    it('an image teaser lasts 3 s by default, then releases the teaser hold', async () => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const { teaser, root, holds } = await mount(wanted, { teaser_url: media.cover });
      expect(teaser.status).to.equal('PLAYING');
      expect(root.querySelector('img')!.getAttribute('src')).to.contain('/media/lesson/cover.jpg');
      expect(root.querySelector('[part="teaser-countdown"]')!.textContent).to.contain('3 s');
      clock.tick(2999);
      expect(holds).to.deep.equal([]);
      clock.tick(1);
      expect(holds).to.deep.equal([{ name: 'teaser', at: null }]);
      expect(teaser.status).to.equal('ENDING');
      await teaser.updateComplete;
      expect(root.querySelector('[part="teaser"]')).to.equal(null);
    });

    it('a video teaser ends after teaser_time', async () => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const { teaser, root, holds } = await mount(wanted, { teaser_url: media.mp4, teaser_time: 2 });
      const video = root.querySelector('video')!;
      await until(() => !video.paused && video.currentTime > 0, 'the teaser video to play');
      expect(teaser.status).to.equal('PLAYING');
      // teaser_time counts from the moment play() resolves, which can come a task after currentTime first moves.
      await until(() => clock!.countTimers() > 0, 'the countdown to start');
      clock.tick(1999);
      expect(holds).to.deep.equal([]);
      clock.tick(1);
      expect(holds).to.deep.equal([{ name: 'teaser', at: null }]);
    });

    it('teaser_show 0 disables it: nothing shows and nothing is held', async () => {
      const { teaser, root, holds } = await mount(wanted, { teaser_url: media.cover, teaser_show: 0 });
      expect(root.querySelector('[part="teaser"]')).to.equal(null);
      expect(teaser.status).to.equal('NOT_PLAY');
      // The host held it by mistake: the hold is released rather than blocking playback.
      expect(holds).to.deep.equal([{ name: 'teaser', at: null }]);
    });

    it('an invalid type gives a warning and releases the hold', async () => {
      const warn = sinon.stub(console, 'warn');
      const { root, holds } = await mount(wanted, { teaser_url: '/media/teaser.avi', teaser_time: 5 });
      expect(root.querySelector('[part="teaser"]')).to.equal(null);
      expect(warn.calledWithMatch(/teaser is not shown/)).to.equal(true);
      expect(holds).to.deep.equal([{ name: 'teaser', at: null }]);
    });

    it('a video teaser without teaser_time is invalid', async () => {
      const warn = sinon.stub(console, 'warn');
      const { holds } = await mount(wanted, { teaser_url: media.mp4 });
      expect(warn.calledWithMatch(/needs teaser_time/)).to.equal(true);
      expect(holds).to.deep.equal([{ name: 'teaser', at: null }]);
    });

    it('options win over the video info; info URLs resolve against the platform origin', async () => {
      const info = { teaser_url: '/media/lesson/cover.jpg', teaser_time: 7 } as unknown as NonNullable<PlayerState['vod']>['info'];
      const { root } = await mount({ ...wanted, vod: { base: location.origin, vid: 'v', pid: 'p', info } }, { teaser_time: 4 });
      expect(root.querySelector('img')!.src).to.equal(`${location.origin}/media/lesson/cover.jpg`);
      expect(root.querySelector('[part="teaser-countdown"]')!.textContent).to.contain('4 s');
    });
  });

  describe('Teaser and tail status: the teaser ends on skip, on error, on video end, or after the teaser time', () => {
    it('waits for a wanted play and for the start ad', async () => {
      const { teaser, set, root } = await mount({ holds: { 'start-ad': 'start', teaser: 'start' }, playWanted: false }, { teaser_url: media.cover });
      expect(teaser.status).to.equal('NOT_PLAY');
      await set({ playWanted: true });
      expect(teaser.status).to.equal('NOT_PLAY');
      expect(root.querySelector('[part="teaser"]')).to.equal(null);
      await set({ holds: { teaser: 'start' } });
      expect(teaser.status).to.equal('PLAYING');
      expect(root.querySelector('[part="teaser"]')).to.not.equal(null);
    });

    it('skip ends the teaser and releases the hold', async () => {
      const { teaser, root, holds } = await mount(wanted, { teaser_url: media.cover, teaser_time: 30 });
      const skip = root.querySelector<HTMLButtonElement>('[part="teaser-skip"]')!;
      expect(skip.textContent!.trim()).to.equal('Skip');
      skip.click();
      expect(holds).to.deep.equal([{ name: 'teaser', at: null }]);
      expect(teaser.status).to.equal('ENDING');
    });

    it('a teaser video error skips the teaser (spec §8)', async () => {
      const warn = sinon.stub(console, 'warn');
      const { teaser, holds } = await mount(wanted, { teaser_url: media.missing, teaser_time: 5 });
      await until(() => holds.length > 0, 'the hold to be released');
      expect(holds).to.deep.equal([{ name: 'teaser', at: null }]);
      expect(teaser.status).to.equal('ENDING');
      expect(warn.called).to.equal(true);
    });

    it('the volume toggle mutes and unmutes the teaser video (aria-pressed)', async () => {
      const { root } = await mount({ ...wanted, muted: false }, { teaser_url: media.mp4, teaser_time: 10 });
      const video = root.querySelector('video')!;
      const toggle = root.querySelector<HTMLButtonElement>('[part="teaser-volume"]')!;
      expect(toggle.getAttribute('aria-label')).to.equal('Mute');
      expect(toggle.getAttribute('aria-pressed')).to.equal('false');
      expect(video.muted).to.equal(false);
      toggle.click();
      await (root.host as DdiTeaser).updateComplete;
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      expect(video.muted).to.equal(true);
      toggle.click();
      await (root.host as DdiTeaser).updateComplete;
      expect(video.muted).to.equal(false);
    });

    it('autoplay of the teaser video refused: a play button starts it', async () => {
      const play = sinon.stub(HTMLMediaElement.prototype, 'play').rejects(new DOMException('no', 'NotAllowedError'));
      const { root, teaser } = await mount(wanted, { teaser_url: media.mp4, teaser_time: 10 });
      await until(() => root.querySelector('[part="teaser-play"]') !== null, 'the play button');
      play.resolves();
      root.querySelector<HTMLButtonElement>('[part="teaser-play"]')!.click();
      await until(() => root.querySelector('[part="teaser-play"]') === null, 'the play button to go');
      expect(play.callCount).to.equal(2);
      expect(teaser.status).to.equal('PLAYING');
    });
  });

  describe('Tail clip (tail_show 1): plays at the end, image tail default 3 s', () => {
    it('plays when the video ended, then releases; holds again when the video plays again', async () => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const { teaser, root, holds, set } = await mount({ holds: { tail: 'end' }, ended: false, paused: false }, { tail_show: 1, tail_url: media.cover });
      expect(teaser.tailStatus).to.equal('NOT_PLAY');
      await set({ ended: true, paused: true });
      expect(teaser.tailStatus).to.equal('PLAYING');
      expect(root.querySelector('[part="teaser"]')!.getAttribute('aria-label')).to.equal('Closing clip');
      clock.tick(3000);
      expect(holds).to.deep.equal([{ name: 'tail', at: null }]);
      expect(teaser.tailStatus).to.equal('ENDING');
      await set({ holds: {} });
      await set({ ended: false, paused: false });
      expect(holds).to.deep.equal([
        { name: 'tail', at: null },
        { name: 'tail', at: 'end' },
      ]);
      expect(teaser.tailStatus).to.equal('NOT_PLAY');
    });

    it('tail_show other than 1 shows no tail', async () => {
      const { teaser } = await mount({ holds: {}, ended: true }, { tail_show: 0, tail_url: media.cover });
      expect(teaser.tailStatus).to.equal('NOT_PLAY');
    });
  });

  describe('in a real <ddi-player>', () => {
    it('the teaser plays before the main video, which starts when it is skipped', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.mp4} .options=${{ teaser_url: media.cover, teaser_time: 30 }}></ddi-player>`);
      await loaded(player);
      await until(() => deep(player, 'ddi-teaser') !== null, 'the teaser overlay to be mounted');
      const teaser = deep<DdiTeaser>(player, 'ddi-teaser')!;
      expect(player.shadowRoot!.querySelector('ddi-teaser')!.getAttribute('exportparts')).to.contain('teaser-skip');
      await player.play();
      await until(() => teaser.status === 'PLAYING', 'the teaser to play');
      await sleep(200);
      expect(player.paused, 'the teaser holds the main video').to.equal(true);
      await settle(player);
      teaser.shadowRoot!.querySelector<HTMLButtonElement>('[part="teaser-skip"]')!.click();
      await until(() => !player.paused && player.currentTime > 0, 'the main video to play');
      expect(teaser.status).to.equal('ENDING');
      player.pause();
    });
  });
});
