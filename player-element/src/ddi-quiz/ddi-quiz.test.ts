import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { deep, makeState, media, record, settle, until, type TestStateProvider } from '../../test/helpers.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import '../ddi-player/ddi-player.js';
import { VID, videoInfo } from '../../test/platform-fake.js';
import type { PlayerOptions } from '../core/options.js';
import type { PlayerState } from '../core/state.js';
import type { QuizQuestion } from '../platform/video-info.js';
import { type DdiQuiz } from './ddi-quiz.js';
import './ddi-quiz.js';

const question = (patch: Partial<QuizQuestion> = {}): QuizQuestion => ({
  examId: 'q1',
  type: 0,
  question: 'What is 1 + 1?',
  choices: [
    { answer: 'one', right_answer: 0 },
    { answer: 'two', right_answer: 1 },
    { answer: 'three', right_answer: 0 },
  ],
  illustration: '',
  skip: false,
  multi: 0,
  showTime: 5,
  answer: 'One plus one is two.',
  wrongAnswer: '',
  wrongTime: -1,
  skipWrongButton: false,
  ...patch,
});

const SRC = 'https://cdn.example.com/lesson.mp4';

async function mount(questions: QuizQuestion[] = [question()], options: PlayerOptions = {}, patch: Partial<PlayerState> = {}) {
  const provider = await fixture<TestStateProvider>(
    html`<ddi-test-state .state=${makeState({ paused: false, currentTime: 4, ...patch }, { url: SRC, questions, ...options })}><ddi-quiz></ddi-quiz></ddi-test-state>`,
  );
  await settle(provider);
  const element = provider.querySelector('ddi-quiz')!;
  const events: { name: string; detail: unknown }[] = [];
  for (const name of ['ddi-question-show', 'ddi-question-skip', 'ddi-question-answer']) provider.addEventListener(name, (event) => events.push({ name, detail: (event as CustomEvent).detail }));
  return { provider, element, root: element.shadowRoot!, events };
}

/** Playback (or a seek) moves to `time`. */
async function at(provider: TestStateProvider, time: number, patch: Partial<PlayerState> = {}) {
  provider.state = { ...provider.state, currentTime: time, ...patch };
  await settle(provider);
}

const dialog = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part~="quiz"]');
const choices = (root: ShadowRoot) => [...root.querySelectorAll<HTMLInputElement>('[part~="quiz-choice"] input')];
const part = (root: ShadowRoot, name: string) => root.querySelector<HTMLElement>(`[part~="${name}"]`);

async function choose(element: DdiQuiz, root: ShadowRoot, ...indices: number[]) {
  for (const index of indices) choices(root)[index]!.click();
  part(root, 'quiz-submit')!.click();
  await element.updateComplete;
}

const key = (target: Element, keyName: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: keyName, shiftKey, bubbles: true, composed: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

const names = (provider: TestStateProvider) => provider.requests.map((request) => request.name);

describe('<ddi-quiz>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => sinon.restore());

  it('passes an accessibility audit with a question open', async () => {
    const { provider, root } = await mount([question({ illustration: '/media/lesson/cover.jpg', skip: true })]);
    await at(provider, 5.2);
    expect(dialog(root)).to.not.equal(null);
    // Audited once the 0.2 s pop-in is over: mid-fade its colours are blended with what is behind it.
    await Promise.all(dialog(root)!.getAnimations().map((animation) => animation.finished));
    await expect(provider).to.be.accessible();
  });

  describe('spec §4: "the video pauses when a question\'s time arrives"', () => {
    it('crossing showTime by playback pops the question and requests a pause', async () => {
      const { provider, root, events } = await mount();
      await at(provider, 4.8);
      expect(dialog(root)).to.equal(null);
      await at(provider, 5.1);
      expect(dialog(root)).to.not.equal(null);
      expect(dialog(root)!.getAttribute('role')).to.equal('dialog');
      expect(dialog(root)!.getAttribute('aria-modal')).to.equal('true');
      expect(names(provider)).to.include('ddi-pause-request');
      expect(events).to.deep.equal([{ name: 'ddi-question-show', detail: { examId: 'q1' } }]);
    });

    it('a seek past showTime does not pop it', async () => {
      const { provider, root } = await mount();
      await at(provider, 60);
      await at(provider, 60.25);
      expect(dialog(root)).to.equal(null);
      expect(provider.requests).to.deep.equal([]);
    });

    it('nothing pops while paused', async () => {
      const { provider, root } = await mount([question()], {}, { paused: true });
      await at(provider, 5.1);
      expect(dialog(root)).to.equal(null);
    });
  });

  describe('spec §2/§5: choices labelled with letters, radio or checkbox ("multi-choice if the multi flag is set or more than one right answer")', () => {
    it('single choice: radio buttons labelled A, B, C', async () => {
      const { provider, root } = await mount();
      await at(provider, 5.1);
      expect(choices(root).map((input) => input.type)).to.deep.equal(['radio', 'radio', 'radio']);
      expect([...root.querySelectorAll('[part~="quiz-choice"]')].map((label) => label.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(['A. one', 'B. two', 'C. three']);
    });

    it('multi flag → checkboxes', async () => {
      const { provider, root } = await mount([question({ multi: 1 })]);
      await at(provider, 5.1);
      expect(choices(root).map((input) => input.type)).to.deep.equal(['checkbox', 'checkbox', 'checkbox']);
    });

    it('more than one right answer → checkboxes; right only when all the right letters are chosen', async () => {
      const { provider, root, element, events } = await mount([question({ choices: [{ answer: 'x', right_answer: '1' }, { answer: 'y', right_answer: 0 }, { answer: 'z', right_answer: 1 }] })]);
      await at(provider, 5.1);
      expect(choices(root)[0]!.type).to.equal('checkbox');
      await choose(element, root, 0);
      expect(events.at(-1)).to.deep.equal({ name: 'ddi-question-answer', detail: { examId: 'q1', correct: false, answers: ['x'] } });
      part(root, 'quiz-continue')!.click();
      await element.updateComplete;
      await choose(element, root, 0, 2);
      expect(events.at(-1)).to.deep.equal({ name: 'ddi-question-answer', detail: { examId: 'q1', correct: true, answers: ['x', 'z'] } });
    });
  });

  describe('spec §5: "nothing chosen does nothing"', () => {
    it('submit without a choice keeps the question and fires nothing', async () => {
      const { provider, root, element, events } = await mount();
      await at(provider, 5.1);
      part(root, 'quiz-submit')!.click();
      await element.updateComplete;
      expect(part(root, 'quiz-result')).to.equal(null);
      expect(choices(root)).to.have.length(3);
      expect(events.map((event) => event.name)).to.deep.equal(['ddi-question-show']);
    });
  });

  describe('spec §4: "submit shows a right or wrong panel … the right tip auto-closes after 1.5 s"', () => {
    it('right → "answer right" with the explanation, closed after 1.5 s and play requested', async () => {
      const { provider, root, element, events } = await mount();
      await at(provider, 5.1);
      await at(provider, 5.1, { paused: true });
      provider.requests.length = 0;
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await choose(element, root, 1);
      expect(part(root, 'quiz-right')!.textContent).to.contain('Right answer').and.contain('One plus one is two.');
      expect(events.at(-1)).to.deep.equal({ name: 'ddi-question-answer', detail: { examId: 'q1', correct: true, answers: ['two'] } });
      clock.tick(1499);
      await element.updateComplete;
      expect(dialog(root)).to.not.equal(null);
      expect(provider.requests).to.deep.equal([]);
      clock.tick(1);
      await element.updateComplete;
      expect(dialog(root)).to.equal(null);
      expect(provider.requests).to.deep.equal([{ name: 'ddi-play-request', detail: {} }]);
    });

    it('wrong with wrongTime ≥ 0 → "answer wrong", continue seeks back to wrongTime and plays', async () => {
      const { provider, root, element } = await mount([question({ wrongTime: 2 })]);
      await at(provider, 5.1);
      await at(provider, 5.1, { paused: true });
      provider.requests.length = 0;
      await choose(element, root, 0);
      expect(part(root, 'quiz-wrong')!.textContent).to.contain('Wrong answer').and.contain('One plus one is two.');
      part(root, 'quiz-continue')!.click();
      await element.updateComplete;
      expect(dialog(root)).to.equal(null);
      expect(provider.requests).to.deep.equal([
        { name: 'ddi-seek-request', detail: { time: 2 } },
        { name: 'ddi-play-request', detail: {} },
      ]);
    });

    it('wrong with wrongTime -1 → continue shows the same question again', async () => {
      const { provider, root, element } = await mount();
      await at(provider, 5.1);
      await choose(element, root, 2);
      part(root, 'quiz-continue')!.click();
      await element.updateComplete;
      expect(part(root, 'quiz-question')!.textContent).to.equal('What is 1 + 1?');
      expect(choices(root).some((input) => input.checked)).to.equal(false);
      expect(provider.requests.map((request) => request.name)).to.not.include('ddi-seek-request');
    });

    it('a non-empty wrongAnswer replaces the default wrong text', async () => {
      const { provider, root, element } = await mount([question({ wrongAnswer: 'Count again!' })]);
      await at(provider, 5.1);
      await choose(element, root, 0);
      expect(part(root, 'quiz-wrong')!.textContent).to.contain('Count again!').and.not.contain('Wrong answer');
    });

    it('skipWrongButton: the wrong panel also offers skip', async () => {
      const { provider, root, element, events } = await mount([question({ skipWrongButton: true })]);
      await at(provider, 5.1);
      await choose(element, root, 0);
      part(root, 'quiz-skip')!.click();
      await element.updateComplete;
      expect(dialog(root)).to.equal(null);
      expect(events.at(-1)).to.deep.equal({ name: 'ddi-question-skip', detail: { examId: 'q1' } });
    });
  });

  describe('spec §4: "skip closes it" (only when the question allows skip)', () => {
    it('skip closes, fires ddi-question-skip and resumes play', async () => {
      const { provider, root, element, events } = await mount([question({ skip: true })]);
      await at(provider, 5.1);
      await at(provider, 5.1, { paused: true });
      provider.requests.length = 0;
      part(root, 'quiz-skip')!.click();
      await element.updateComplete;
      expect(dialog(root)).to.equal(null);
      expect(events.at(-1)).to.deep.equal({ name: 'ddi-question-skip', detail: { examId: 'q1' } });
      expect(provider.requests).to.deep.equal([{ name: 'ddi-play-request', detail: {} }]);
    });

    it('no skip button when skip is not allowed', async () => {
      const { provider, root } = await mount();
      await at(provider, 5.1);
      expect(part(root, 'quiz-skip')).to.equal(null);
    });

    it('Escape skips only when skip is allowed', async () => {
      const closed = await mount([question({ skip: true })]);
      await at(closed.provider, 5.1);
      key(choices(closed.root)[0]!, 'Escape');
      await closed.element.updateComplete;
      expect(dialog(closed.root)).to.equal(null);

      const kept = await mount([question({ examId: 'q-kept' })]);
      await at(kept.provider, 5.1);
      key(choices(kept.root)[0]!, 'Escape');
      await kept.element.updateComplete;
      expect(dialog(kept.root)).to.not.equal(null);
    });
  });

  describe('spec §3/§4: "seen questions are remembered per video and question unless the record-right-answer option is \'off\'" (key exam-<vid>-<examId>)', () => {
    it('a right answer is remembered and the question does not pop again', async () => {
      const { provider, root, element } = await mount();
      await at(provider, 5.1);
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await choose(element, root, 1);
      clock.tick(1500);
      clock.restore();
      expect(localStorage.getItem(`exam-https://cdn.example.com/lesson.mp4-q1`)).to.equal('1');
      await at(provider, 1);
      await at(provider, 4.9);
      await at(provider, 5.3);
      expect(dialog(root)).to.equal(null);
    });

    it('a question remembered from an earlier load does not pop', async () => {
      localStorage.setItem(`exam-${VID}-q1`, '1');
      const { provider, root } = await mount([question()], { vid: VID });
      await at(provider, 5.1);
      expect(dialog(root)).to.equal(null);
    });

    it('survives corrupt storage: an unknown value is not "seen"', async () => {
      localStorage.setItem(`exam-${VID}-q1`, '{not json');
      const { provider, root } = await mount([question()], { vid: VID });
      await at(provider, 5.1);
      expect(dialog(root)).to.not.equal(null);
    });

    it("recordRightAnswer 'off': nothing is stored and stored answers are not read", async () => {
      localStorage.setItem(`exam-${VID}-q2`, '1');
      const { provider, root, element } = await mount([question({ skip: true }), question({ examId: 'q2', showTime: 8 })], { vid: VID, recordRightAnswer: 'off' });
      await at(provider, 5.1);
      part(root, 'quiz-skip')!.click();
      await element.updateComplete;
      expect(localStorage.getItem(`exam-${VID}-q1`)).to.equal(null);
      await at(provider, 7.9, { paused: false });
      await at(provider, 8.1);
      expect(part(root, 'quiz-question')).to.not.equal(null);
    });
  });

  describe('spec §4: "external questions are queued if one is showing" (showQuestion)', () => {
    it('asked questions show at once, then queue behind the current one in order', async () => {
      const { provider, root, element, events } = await mount([question({ skip: true })], {}, { paused: true });
      provider.state = { ...provider.state, askedQuestions: [question({ examId: 'a1', question: 'First?', skip: true })] };
      await settle(provider);
      expect(part(root, 'quiz-question')!.textContent).to.equal('First?');
      provider.state = { ...provider.state, askedQuestions: [...provider.state.askedQuestions, question({ examId: 'a2', question: 'Second?', skip: true }), question({ examId: 'a3', question: 'Third?' })] };
      await settle(provider);
      expect(part(root, 'quiz-question')!.textContent).to.equal('First?');
      part(root, 'quiz-skip')!.click();
      await element.updateComplete;
      expect(part(root, 'quiz-question')!.textContent).to.equal('Second?');
      part(root, 'quiz-skip')!.click();
      await element.updateComplete;
      expect(part(root, 'quiz-question')!.textContent).to.equal('Third?');
      expect(events.filter((event) => event.name === 'ddi-question-show').map((event) => event.detail)).to.deep.equal([{ examId: 'a1' }, { examId: 'a2' }, { examId: 'a3' }]);
      // It was paused when they were asked: no play at the end.
      expect(names(provider)).to.not.include('ddi-play-request');
    });

    it('a malformed asked question is a warning, not a crash', async () => {
      const warn = sinon.stub(console, 'warn');
      const { provider, root } = await mount([], {}, { paused: true });
      provider.state = { ...provider.state, askedQuestions: [{ question: 'no id' }] };
      await settle(provider);
      expect(dialog(root)).to.equal(null);
      expect(warn.calledWithMatch(/showQuestion/)).to.equal(true);
    });
  });

  describe('spec §7: exam list and exam log (playing by vid)', () => {
    const base = 'https://vod.example.com';
    const vod = { base, vid: VID, pid: 'pid-1', info: videoInfo({ interactive_video: 1 }) };

    it('loads GET /vod/exam/list?vid= (type 0 only, bad items warned) and logs answers with POST /vod/exam/log', async () => {
      const posts: Record<string, string>[] = [];
      const gets: URL[] = [];
      const warn = sinon.stub(console, 'warn');
      sinon.stub(window, 'fetch').callsFake(async (input, init) => {
        const request = new Request(input, init);
        const url = new URL(request.url);
        if (request.method === 'GET' && url.pathname === '/vod/exam/list') {
          gets.push(url);
          const data = [question({ examId: 77, showTime: 5 }), question({ examId: 78, type: 1 as 0 }), { examId: 79, question: '' }];
          return new Response(JSON.stringify({ code: 0, message: '', data }), { headers: { 'Content-Type': 'application/json' } });
        }
        if (request.method === 'POST' && url.pathname === '/vod/exam/log') {
          expect(request.headers.get('content-type')).to.contain('application/x-www-form-urlencoded');
          posts.push(Object.fromEntries(new URLSearchParams(await request.text())));
          return new Response(JSON.stringify({ code: 0, message: '', data: null }));
        }
        return new Response('{}', { status: 404 });
      });
      const { provider, root, element } = await mount([], { vid: VID, lang: 'en', viewerInfo: { viewerId: 'viewer-9' } }, { vod });
      await until(() => gets.length === 1);
      expect(gets[0]!.searchParams.get('vid')).to.equal(VID);
      expect(gets[0]!.searchParams.get('lang')).to.equal('en');
      // The list is read and parsed after the call answers (its bad item 79 is warned as it is parsed).
      await until(() => warn.calledWithMatch(/79/), 'the exam list parsed');
      await at(provider, 5.1);
      expect(part(root, 'quiz-question')).to.not.equal(null);
      // Radio buttons: choosing A then B leaves B.
      await choose(element, root, 0, 1);
      await until(() => posts.length === 1);
      expect(posts[0]).to.deep.equal({ eid: '77', question: 'What is 1 + 1?', vid: VID, uid: VID.slice(0, 10), pid: 'pid-1', correct: '1', answer: '["two"]', viewerId: 'viewer-9' });
    });

    it('a failed exam list is a warning; the option questions still work', async () => {
      const warn = sinon.stub(console, 'warn');
      sinon.stub(window, 'fetch').resolves(new Response('{"code":404}', { status: 404 }));
      const { provider, root } = await mount([question()], { vid: VID }, { vod });
      await until(() => warn.called);
      await at(provider, 5.1);
      expect(part(root, 'quiz-question')).to.not.equal(null);
    });

    it('decision 0034: the pending exam list is aborted, without a warning, when the quiz leaves the page (destroy)', async () => {
      const warn = sinon.stub(console, 'warn');
      const signals: AbortSignal[] = [];
      sinon.stub(window, 'fetch').callsFake((_input, init) => {
        const signal = init!.signal!;
        signals.push(signal);
        return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      });
      const { provider } = await mount([], { vid: VID }, { vod });
      await until(() => signals.length === 1, 'the exam list call');
      provider.remove();
      expect(signals[0]!.aborted).to.equal(true);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(warn.called).to.equal(false);
    });
  });

  describe('house: modal dialog (focus moves in, Tab trapped, focus returns) and user text as text', () => {
    it('focus moves into the dialog and Tab / Shift+Tab stay inside it', async () => {
      const { provider, root, element } = await mount([question({ skip: true })]);
      await at(provider, 5.1);
      expect(root.activeElement).to.equal(choices(root)[0]);
      part(root, 'quiz-skip')!.focus();
      const forward = key(part(root, 'quiz-skip')!, 'Tab');
      expect(forward.defaultPrevented).to.equal(true);
      expect(root.activeElement).to.equal(choices(root)[0]);
      key(choices(root)[0]!, 'Tab', true);
      expect(root.activeElement).to.equal(part(root, 'quiz-skip'));
      await element.updateComplete;
    });

    it("the player's shortcuts do not see keys pressed inside the dialog", async () => {
      const { provider, root } = await mount();
      await at(provider, 5.1);
      const seen = sinon.spy();
      provider.addEventListener('keydown', seen);
      key(choices(root)[0]!, ' ');
      expect(seen.called).to.equal(false);
    });

    it('"view larger" opens the image viewer dialog; Escape closes only the viewer', async () => {
      const { provider, root, element } = await mount([question({ illustration: '/media/lesson/cover.jpg', skip: true })]);
      await at(provider, 5.1);
      expect(part(root, 'quiz-illustration')!.getAttribute('src')).to.match(/^http.*\/media\/lesson\/cover\.jpg$/);
      part(root, 'quiz-view-larger')!.click();
      await element.updateComplete;
      const viewer = part(root, 'quiz-viewer')!;
      expect(viewer.getAttribute('role')).to.equal('dialog');
      expect(viewer.getAttribute('aria-label')).to.equal('Image viewer');
      expect(root.activeElement).to.equal(viewer.querySelector('button'));
      await expect(provider).to.be.accessible();
      key(viewer.querySelector('button')!, 'Escape');
      await element.updateComplete;
      expect(part(root, 'quiz-viewer')).to.equal(null);
      expect(dialog(root)).to.not.equal(null);
      expect(root.activeElement).to.equal(part(root, 'quiz-view-larger'));
    });

    it('a javascript: illustration is dropped', async () => {
      const { provider, root } = await mount([question({ illustration: 'javascript:alert(1)' })]);
      await at(provider, 5.1);
      expect(part(root, 'quiz-illustration')).to.equal(null);
    });

    it('XSS: question and answer texts with markup render as text', async () => {
      const evil = '<img src=x onerror="window.__quizXss = 1">';
      const { provider, root } = await mount([question({ question: evil, choices: [{ answer: evil, right_answer: 1 }, { answer: 'b', right_answer: 0 }] })]);
      await at(provider, 5.1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(part(root, 'quiz-question')!.textContent).to.equal(evil);
      expect(root.querySelector('.choices img')).to.equal(null);
      expect(root.querySelector('legend img')).to.equal(null);
      expect((window as unknown as { __quizXss?: number }).__quizXss).to.equal(undefined);
    });
  });

  describe('speaks Chinese', () => {
    it('the right panel says 回答正确', async () => {
      const { messagesFor } = await import('../core/i18n.js');
      const { provider, root, element } = await mount([question()], { lang: 'zh_CN' }, { messages: messagesFor('zh_CN') });
      await at(provider, 5.1);
      await choose(element, root, 1);
      expect(part(root, 'quiz-right')!.textContent).to.contain('回答正确');
    });
  });
  describe('through a real <ddi-player>', () => {
    it('the question pops at its time during playback, pauses the player, fires ddi-question-show on it; skip resumes', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player src=${media.mp4} muted lang="en" .options=${{ questions: [question({ examId: 'p1', showTime: 0.6, skip: true })] }}></ddi-player>`);
      const log = record(player, ['ddi-question-show', 'ddi-question-skip']);
      await until(() => player.duration > 0, 'metadata');
      await player.play();
      await until(() => deep(player, '[part~="quiz"]') !== null, 'the quiz dialog');
      await until(() => player.paused, 'the pause');
      expect(player.currentTime).to.be.within(0.6, 2);
      expect(log).to.deep.equal([{ name: 'ddi-question-show', detail: { examId: 'p1' } }]);
      expect(deep(player, 'ddi-quiz')!.getAttribute('exportparts')).to.contain('quiz-choice');
      deep(player, '[part~="quiz-skip"]')!.click();
      await until(() => !player.paused, 'play resumed');
      expect(log.at(-1)).to.deep.equal({ name: 'ddi-question-skip', detail: { examId: 'p1' } });
      expect(deep(player, '[part~="quiz"]') === null).to.equal(true);
      // Focus returns to the player.
      expect(document.activeElement === player).to.equal(true);
      player.pause();
    });

    it('showQuestion() shows a question of the page at once', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player src=${media.mp4} muted lang="en"></ddi-player>`);
      await until(() => player.duration > 0, 'metadata');
      player.showQuestion(question({ examId: 'page-1', question: 'From the page?' }));
      await until(() => deep(player, '[part~="quiz-question"]') !== null, 'the question');
      expect(deep(player, '[part~="quiz-question"]')!.textContent).to.equal('From the page?');
    });
  });
});
