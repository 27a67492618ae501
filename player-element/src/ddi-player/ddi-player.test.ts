import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { advances, control, deep, hasControl, loaded, media, record, settle, until, videoOf } from '../../test/helpers.js';
import { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const player = async (template: ReturnType<typeof html>) => {
  const element = await fixture<DdiPlayer>(template);
  await settle(element);
  return element;
};

describe('<ddi-player>', () => {
  beforeEach(() => localStorage.clear());

  it('passes an accessibility audit', async () => {
    const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
    await loaded(element);
    await settle(element);
    await expect(element).to.be.accessible();
  });

  it('passes an accessibility audit with every optional control and in Chinese', async () => {
    const element = await player(html`<ddi-player lang="zh_CN" src=${media.hls} skin="gold"></ddi-player>`);
    element.options = { screenshot: true, pictureInPicture: true, full_page_screen: true };
    await until(() => element.levels.length > 0, 'levels');
    await settle(element);
    await expect(element).to.be.accessible();
  });

  describe('names of player-api.md "Accessibility and names"', () => {
    it('names every control in English', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.hls}></ddi-player>`);
      element.options = { screenshot: true, pictureInPicture: true, full_page_screen: true };
      await until(() => element.levels.length > 0, 'levels');
      await settle(element);
      for (const name of ['Play', 'Mute', 'Volume', 'Seek', 'Speed', 'Quality', 'Settings', 'Screenshot', 'Picture-in-picture', 'Fullscreen', 'Page fullscreen']) {
        expect(hasControl(element, name), name).to.equal(true);
      }
      expect(element.getAttribute('aria-label')).to.equal('Video player');
    });

    it('the player is a region named in its language, unless the page names it (several players stay told apart)', async () => {
      const named = await player(html`<ddi-player lang="en" aria-label="Lesson 1: Coaching" src=${media.mp4}></ddi-player>`);
      expect(named.getAttribute('role')).to.equal('region');
      expect(named.getAttribute('aria-label')).to.equal('Lesson 1: Coaching');
      const own = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      expect(own.getAttribute('aria-label')).to.equal('Video player');
      own.setAttribute('lang', 'zh_CN');
      await until(() => own.getAttribute('aria-label') !== 'Video player', 'the Chinese name');
      expect(own.getAttribute('aria-label')).to.equal('视频播放器');
      own.setAttribute('aria-label', 'Lesson 2');
      own.setAttribute('lang', 'en');
      await settle(own);
      expect(own.getAttribute('aria-label'), 'named by the page after it started').to.equal('Lesson 2');
    });

    it('follows lang: zh_CN names them in Chinese (the attribute becomes the valid tag zh-CN)', async () => {
      const element = await player(html`<ddi-player lang="zh_CN" src=${media.mp4}></ddi-player>`);
      expect(element.getAttribute('lang')).to.equal('zh-CN');
      expect(element.resolvedOptions.lang).to.equal('zh_CN');
      for (const name of ['播放', '静音', '音量', '播放进度', '倍速', '设置', '全屏']) expect(hasControl(element, name), name).to.equal(true);
      element.lang = 'en';
      await settle(element);
      expect(hasControl(element, 'Play')).to.equal(true);
    });

    it('the play button is named "Play" while paused and "Pause" while playing', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      const playing = oneEvent(element, 'ddi-play');
      control(element, 'Play').click();
      await playing;
      await settle(element);
      expect(hasControl(element, 'Pause')).to.equal(true);
      expect(hasControl(element, 'Play')).to.equal(false);
    });

    it('the seek slider is an APG slider with aria-valuetext like "0:05 of 0:24"', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      await loaded(element);
      element.seek(5);
      await settle(element);
      const slider = control(element, 'Seek');
      expect(slider.getAttribute('role')).to.equal('slider');
      expect(slider.getAttribute('aria-valuetext')).to.equal('0:05 of 0:24');
      expect(slider.getAttribute('aria-valuemax')).to.equal('24');
    });

    it('the host is focusable and writes no empty lang (which would mean "unknown language")', async () => {
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      expect(element.tabIndex).to.equal(0);
      expect(element.hasAttribute('lang')).to.equal(false);
      expect(element.hasAttribute('vid')).to.equal(false);
    });
  });

  describe('options (player-api.md Configuration, spec §3 and §5)', () => {
    it('assigning options something that is not a plain object throws a TypeError with a clear message', async () => {
      const element = await player(html`<ddi-player></ddi-player>`);
      for (const bad of [null, 42, 'autoplay', [1, 2], new Date()]) {
        expect(() => {
          element.options = bad as never;
        }).to.throw(TypeError, /options must be a plain object/);
      }
    });

    it('resolvedOptions holds every spec default', async () => {
      const element = await player(html`<ddi-player></ddi-player>`);
      const resolved = element.resolvedOptions;
      expect(resolved).to.include({
        width: '100%',
        autoplay: false,
        volume: 0.75,
        loop: false,
        hideControlBar: false,
        audioMode: true,
        videoMode: true,
        priorityMode: 'video',
        ban_seek: 'off',
        ban_ui: 'off',
        screenshot: false,
        preloadDataSize: 15000,
        preloadDurationLength: 10,
        allowFullscreen: true,
        keyboardSeekTime: 15000,
        history_video_duration: 5,
        showAuto: true,
        cover_display: 'scaleToFill',
        cover_opacity: 70,
        pictureInPicture: false,
        mutedAutoplay: false,
        mainScreen: 'ppt',
        subWidth: 355,
        subHeight: 200,
        skipErrorTs: true,
      });
      expect(resolved.speed).to.deep.equal([2, 1.5, 1.2, 1, 0.5]);
    });

    it('resolvedOptions applies the §5 rules: preloadDataSize, preloadDurationLength, show_rate, volume', async () => {
      const element = await player(html`<ddi-player></ddi-player>`);
      element.options = { preloadDataSize: 499, preloadDurationLength: 9, show_rate: 3, volume: 1.5 };
      expect(element.resolvedOptions).to.include({ preloadDataSize: 15000, preloadDurationLength: 10, volume: 0.75 });
      expect(element.resolvedOptions).not.to.have.property('show_rate');
      element.options = { preloadDataSize: 500, preloadDurationLength: 12, show_rate: 2, volume: 0 };
      expect(element.resolvedOptions).to.include({ preloadDataSize: 500, preloadDurationLength: 12, show_rate: 2, volume: 0 });
    });

    it('attributes override the same options', async () => {
      const element = await player(html`<ddi-player skin="red" lang="en" loop start="2" end="10" width="480" height="50%" volume="0.3"></ddi-player>`);
      element.options = { skin: 'gold', loop: false, volume: 0.9 };
      const resolved = element.resolvedOptions;
      expect(resolved).to.include({ skin: 'red', lang: 'en', loop: true, start: 2, end: 10, width: '480px', height: '50%', volume: 0.3 });
    });

    it('the muted and volume attributes set the starting state', async () => {
      const element = await player(html`<ddi-player muted volume="0.3" src=${media.mp4}></ddi-player>`);
      await loaded(element);
      expect([element.muted, element.volume]).to.deep.equal([true, 0.3]);
      expect([videoOf(element).muted, videoOf(element).volume]).to.deep.equal([true, 0.3]);
      element.removeAttribute('muted');
      expect(element.muted).to.equal(false);
      element.setAttribute('volume', '0.6');
      expect(videoOf(element).volume).to.equal(0.6);
    });

    it('an illegal hlsConfig throws the spec §5 live-sync message', async () => {
      const element = await player(html`<ddi-player></ddi-player>`);
      expect(() => {
        element.options = { hlsConfig: { liveSyncDurationCount: 3, liveSyncDuration: 10 } };
      }).to.throw(
        "Illegal hls.js config: don't mix up liveSyncDurationCount/liveMaxLatencyDurationCount and liveSyncDuration/liveMaxLatencyDuration",
      );
    });

    it('options set before the element is defined (upgraded) still apply', async () => {
      const template = document.createElement('template');
      template.innerHTML = '<ddi-player></ddi-player>';
      const early = template.content.firstElementChild as DdiPlayer;
      expect(early instanceof DdiPlayer).to.equal(false);
      early.options = { url: media.mp4, skin: 'gold', volume: 0.2 };
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      host.append(early);
      expect(early instanceof DdiPlayer).to.equal(true);
      await settle(early);
      expect(early.getAttribute('data-skin')).to.equal('gold');
      expect(early.src).to.equal(media.mp4);
      await loaded(early);
      expect(early.volume).to.equal(0.2);
    });

    it('DdiPlayer.create({ wrap, ...options }) creates, appends and returns a player', async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div id="wrap"></div>`);
      const created = DdiPlayer.create({ wrap: '#wrap', url: media.mp4, lang: 'en', skin: 'green' });
      expect(created.parentElement).to.equal(wrap);
      expect(created.src).to.equal(media.mp4);
      await settle(created);
      expect(created.getAttribute('data-skin')).to.equal('green');
      await loaded(created);
      expect(() => DdiPlayer.create({ wrap: '#nowhere' })).to.throw(TypeError, /wrap/);
      created.destroy();
      expect(wrap.children.length).to.equal(0);
    });
  });

  describe('state properties and data-* reflection', () => {
    it('reflects data-paused, data-ended, data-mode, data-skin and data-controls-hidden for skins', async () => {
      const element = await player(html`<ddi-player skin="blue" src=${media.mp4}></ddi-player>`);
      expect(element.hasAttribute('data-paused')).to.equal(true);
      expect(element.getAttribute('data-mode')).to.equal('video');
      expect(element.getAttribute('data-skin')).to.equal('blue');
      expect(element.hasAttribute('data-ended')).to.equal(false);
      expect(element.hasAttribute('data-controls-hidden')).to.equal(false);
      expect(element.hasAttribute('data-fullscreen')).to.equal(false);
    });

    it('currentTime is settable: it seeks, clamped to [0, duration]', async () => {
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      await loaded(element);
      const seeks = record(element, ['ddi-seek']);
      element.currentTime = 100;
      expect(element.currentTime).to.be.closeTo(element.duration, 0.01);
      element.currentTime = -5;
      expect(element.currentTime).to.equal(0);
      expect(seeks.map((entry) => entry.detail)).to.deep.equal([
        { from: 0, to: element.duration },
        { from: element.duration, to: 0 },
      ]);
    });

    it('volume is settable from 0 to 1 and anything else is ignored', async () => {
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      await loaded(element);
      element.volume = 0.4;
      expect(element.volume).to.equal(0.4);
      element.volume = 2;
      element.volume = -1;
      element.volume = Number.NaN;
      expect(element.volume).to.equal(0.4);
      expect(videoOf(element).volume).to.equal(0.4);
    });

    it('playbackRate only accepts a rate of the resolved speed list', async () => {
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      await loaded(element);
      const rates = record(element, ['ddi-rate-change']);
      element.playbackRate = 1.7;
      element.playbackRate = 1.5;
      await until(() => rates.length === 1, 'ddi-rate-change');
      expect(element.playbackRate).to.equal(1.5);
      expect(rates[0]?.detail).to.deep.equal({ rate: 1.5 });
    });

    it('without the video platform, lines are empty and switchLine / nextLine return false', async () => {
      const element = await player(html`<ddi-player src=${media.hls}></ddi-player>`);
      expect(element.lines).to.deep.equal([]);
      expect(element.line).to.equal('');
      expect(element.switchLine('line2')).to.equal(false);
      expect(element.nextLine()).to.equal(false);
    });
  });

  describe('playback from src (mp4, HLS, DASH)', () => {
    it('plays the mp4 fixture through the native engine: currentTime advances and ddi-play carries it', async () => {
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      const playing = oneEvent(element, 'ddi-play');
      await element.play();
      expect((await playing).detail).to.have.property('currentTime');
      await advances(element);
      expect(element.paused).to.equal(false);
      expect(element.duration).to.be.closeTo(24, 0.2);
      expect(element.hasAttribute('data-paused')).to.equal(false);
      expect(element.levels).to.deep.equal([]);
    });

    it('plays the HLS fixture through hls.js with levels Auto, 360P, 480P, 720P', async () => {
      const element = await player(html`<ddi-player src=${media.hls}></ddi-player>`);
      await element.play();
      await advances(element);
      expect(element.duration).to.be.closeTo(24, 0.5);
      expect(element.levels).to.deep.equal([
        { index: -1, label: 'Auto' },
        { index: 0, label: '360P' },
        { index: 1, label: '480P' },
        { index: 2, label: '720P' },
      ]);
      expect(element.level).to.equal(-1);
    });

    it('plays the DASH fixture (.mpd) through dash.js with levels labelled from height', async () => {
      const element = await player(html`<ddi-player src=${media.dash}></ddi-player>`);
      await element.play();
      await advances(element);
      expect(element.duration).to.be.closeTo(24, 0.5);
      expect(element.levels.map((level) => level.label)).to.deep.equal(['Auto', '360P', '480P', '720P']);
    });

    it('an event order of a play / seek / pause cycle: ready, start, play, seek, pause', async () => {
      const element = await player(html`<ddi-player></ddi-player>`);
      const log = record(element, ['ddi-ready', 'ddi-start', 'ddi-play', 'ddi-seek', 'ddi-pause', 'ddi-over']);
      element.src = media.mp4;
      await element.play();
      await advances(element, 0.2);
      element.seek(10);
      element.pause();
      await until(() => log.some((entry) => entry.name === 'ddi-pause'), 'ddi-pause');
      expect(log.map((entry) => entry.name)).to.deep.equal(['ddi-ready', 'ddi-start', 'ddi-play', 'ddi-seek', 'ddi-pause']);
      expect(log[0]?.detail).to.deep.equal({ vid: '' });
      expect(element.paused).to.equal(true);
    });

    it('ddi-start fires once per video, not on later plays', async () => {
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      const starts = record(element, ['ddi-start']);
      await element.play();
      element.pause();
      await element.play();
      expect(starts).to.have.length(1);
    });

    it('plays to the end: ddi-over and data-ended', async () => {
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      await loaded(element);
      element.seek(23);
      const over = oneEvent(element, 'ddi-over');
      await element.play();
      await over;
      expect(element.ended).to.equal(true);
      expect(element.hasAttribute('data-ended')).to.equal(true);
    });
  });

  describe('element errors (spec §8)', () => {
    it('a source that cannot load gives ddi-error #007 and a visible error layer', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.missing}></ddi-player>`);
      const { detail } = await oneEvent(element, 'ddi-error');
      expect(detail.code).to.equal('#007');
      await settle(element);
      expect(deep(element, '[role="alert"]')?.textContent).to.contain('temporarily unavailable');
      expect(element.error?.code).to.equal('#007');
      expect(element.hasAttribute('data-error')).to.equal(true);
      const refused = await element.play().then(
        () => null,
        (error: Error) => error,
      );
      expect(refused?.message).to.match(/^#007/);
    });

    it('the error message follows lang', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.missing}></ddi-player>`);
      await oneEvent(element, 'ddi-error');
      element.lang = 'zh_CN';
      await settle(element);
      expect(deep(element, '[role="alert"]')?.textContent).to.contain('视频暂时无法播放');
    });
  });
});
