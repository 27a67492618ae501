// Issue 23 / decision 0046 (addendum): every modal takes its turn through the player's modal queue — the
// password prompt, the start / end ads, the start-time prompt, the quiz and the visitor form — one at a time,
// the higher priority first, the next when the first closes, with focus, Tab, Escape and focus return from
// the one modal controller. Real players, real media; the platform is the fake of the vid tests.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { deep, loaded, media, settle, sleep, until } from '../../test/helpers.js';
import { quizQuestion } from '../../test/quiz-question.js';
import { VID, fakePlatform, json, videoInfo } from '../../test/platform-fake.js';
import { RESUME_TIP_MS } from '../core/constants.js';
import { videoKey, writeResume } from '../core/storage.js';
import type { DdiAds } from '../ddi-ads/ddi-ads.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import type { QuizQuestion } from '../platform/video-info.js';
import '../ddi-player/ddi-player.js';

const question = (showTime: number): QuizQuestion => quizQuestion({ examId: `turns-${showTime}`, showTime });

const startAd = { adid: 'pre', adtype: 1, location: 1, matterurl: media.cover, timesize: 30, skipenabled: 1, skiptime: 0 };

const tipShown = (player: DdiPlayer) => deep(player, '[part="tip"]') !== null;
const quizShown = (player: DdiPlayer) => deep(player, '[part~="quiz"]') !== null;
const adShown = (player: DdiPlayer) => deep(player, '[part~="ad-dialog"]') !== null;
const focusedIn = (player: DdiPlayer, tag: string) => {
  const overlay = deep(player, tag);
  return overlay?.shadowRoot?.activeElement ?? null;
};

describe('every modal takes its turn through the modal queue', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('the start-time prompt and a quiz question due while it shows: the question waits until the prompt closes', async () => {
    const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.hls} .options=${{ watchStartTime: 1, questions: [question(1.5)] }}></ddi-player>`);
    await loaded(player);
    await until(() => Math.abs(player.currentTime - 1) < 0.01, 'the position to be 1 s', 8000);
    await player.play();
    await until(() => tipShown(player), 'the start-time prompt');
    await until(() => player.currentTime > 2, 'playback past the question’s time (1.5 s)');
    await settle(player);
    expect(tipShown(player), 'the prompt still shows').to.equal(true);
    expect(quizShown(player), 'not two modals at once: the question waits').to.equal(false);
    deep(player, '[part="close"]')!.click();
    await until(() => quizShown(player), 'the question after the prompt closed');
    expect(tipShown(player)).to.equal(false);
    await until(() => player.paused, 'the question pauses the video');
  });

  it('Escape closes the start-time prompt (focus in it) and focus goes back where it was', async () => {
    const page = await fixture<HTMLDivElement>(html`<div><button id="before">before</button><ddi-player lang="en" muted src=${media.hls} .options=${{ watchStartTime: 1 }}></ddi-player></div>`);
    const player = page.querySelector('ddi-player')!;
    const before = page.querySelector<HTMLButtonElement>('#before')!;
    await loaded(player);
    before.focus();
    await player.play();
    await until(() => tipShown(player), 'the start-time prompt');
    deep<HTMLButtonElement>(player, '[part="close"]')!.focus();
    await sendKeys({ press: 'Escape' });
    await until(() => !tipShown(player), 'the prompt closed by Escape');
    expect(document.activeElement, 'focus back where it was').to.equal(before);
    expect(player.paused, 'a prompt that did not pause does not stop playback').to.equal(false);
    player.pause();
  });

  it('a pre-roll ad and the start-time prompt due together: the ad first, then the prompt', async () => {
    const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.hls} .options=${{ watchStartTime: 1, adMatter: [startAd] }}></ddi-player>`);
    const ads = () => player.shadowRoot!.querySelector<DdiAds>('ddi-ads');
    await until(() => ads()?.status === 'START_AD_READY', 'the start ad to be ready');
    void player.play().catch(() => undefined);
    await until(() => adShown(player), 'the ad');
    await sleep(300);
    expect(tipShown(player), 'the prompt waits while the ad shows').to.equal(false);
    await until(() => deep(player, '[part~="ad-skip"]') !== null, 'the skip button');
    deep(player, '[part~="ad-skip"]')!.click();
    await until(() => tipShown(player), 'the start-time prompt after the ad', 15_000);
    expect(adShown(player), 'one at a time').to.equal(false);
    player.pause();
  });

  describe('the resume prompt behind another modal', () => {
    let clock: sinon.SinonFakeTimers | undefined;
    afterEach(() => {
      clock?.restore();
      clock = undefined;
    });

    it('keeps its whole 10 s while it waits: it shows once the modal before it closes, and hides 10 s after that', async () => {
      writeResume(videoKey('', media.mp4), 12);
      const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.mp4} .options=${{ history_video_duration: 0 }}></ddi-player>`);
      await loaded(player);
      player.showQuestion(question(0));
      await until(() => quizShown(player), 'the page’s question');
      // The tip's 10 s are jumped over with a fake clock (real time runs on beside it).
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      void player.play().catch(() => undefined); // the question pauses it again at once
      await until(() => player.currentTime >= 12, 'the first play resumed at 12 s');
      await until(() => deep(player, 'ddi-resume-tip') !== null, 'the resume prompt asked for');
      clock.tick(RESUME_TIP_MS + 1000);
      await settle(player);
      expect(tipShown(player), 'the prompt waits: the question shows').to.equal(false);
      expect(deep(player, 'ddi-resume-tip'), 'still waiting after 10 s in the queue').to.not.equal(null);

      deep(player, '[part~="quiz-skip"]')!.click();
      await until(() => tipShown(player), 'the resume prompt once the question closed');
      expect(quizShown(player), 'one at a time').to.equal(false);
      clock.tick(RESUME_TIP_MS - 1000);
      await settle(player);
      expect(tipShown(player), 'still shown 9 s after it showed').to.equal(true);
      clock.tick(1500);
      await until(() => !tipShown(player), 'the prompt hidden 10 s after it showed');
    });
  });

  describe('the password prompt (vid)', () => {
    let stub: sinon.SinonStub | undefined;
    afterEach(() => {
      stub?.restore();
      stub = undefined;
    });

    it('is a modal: focus moves to its input, Tab stays inside, Escape does not close it; a quiz cue waits until it is answered', async () => {
      const platform = fakePlatform({ [VID]: videoInfo({ usepassword: 1 }) }, [(url) => (url.pathname === '/vod/password/check' ? json({ result: 1 }) : undefined)]);
      stub = sinon.stub(window, 'fetch').callsFake(platform.fetch);
      const player = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted .options=${{ vid: VID, questions: [question(0.5)] }}></ddi-player>`);
      await until(() => deep(player, '[part="password-input"]') !== null, 'the password prompt');
      await until(() => focusedIn(player, 'ddi-password-prompt')?.getAttribute('part') === 'password-input', 'focus in the password input');
      await sendKeys({ press: 'Tab' });
      expect(focusedIn(player, 'ddi-password-prompt')?.getAttribute('part'), 'Tab to OK').to.equal('password-ok');
      await sendKeys({ press: 'Tab' });
      expect(focusedIn(player, 'ddi-password-prompt')?.getAttribute('part'), 'Tab stays inside: back to the input').to.equal('password-input');
      await sendKeys({ press: 'Escape' });
      await settle(player);
      expect(deep(player, '[part="password-input"]'), 'Escape does not close the prompt').to.not.equal(null);
      await player.play().catch(() => undefined);
      await sleep(300);
      expect(player.paused, 'no play while the prompt shows').to.equal(true);
      expect(quizShown(player), 'no question while the prompt shows').to.equal(false);

      deep<HTMLInputElement>(player, '[part="password-input"]')!.value = 'ddi123';
      deep<HTMLButtonElement>(player, '[part="password-ok"]')!.click();
      await until(() => deep(player, '[part="password-input"]') === null, 'the prompt closed');
      await loaded(player);
      await player.play();
      await until(() => quizShown(player), 'the question at 0.5 s once the prompt was answered');
      await until(() => player.paused, 'the question pauses the video');
    });
  });
});
