import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { playerEvent, playerRequest } from '../core/events.js';
import { stateConsumer, type PlayerState } from '../core/state.js';
import { videoKey } from '../core/storage.js';
import { icon } from '../styles/icons.js';
import { CueWindow } from '../player/cue-window.js';
import { ModalController } from '../player/modal-controller.js';
import { styles } from './ddi-quiz.styles.js';
import { letter, parseQuestion, parseQuestions, seenStore, type Question } from './quiz-data.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { overlayClient } from '../platform/platform-client.js';
import { isAborted, RequestScope } from '../platform/request.js';
import { defineElement } from '../core/define.js';

/** The right panel closes itself after this long (spec §4, §9). */
export const QUIZ_RIGHT_MS = 1500;

type View = 'question' | 'right' | 'wrong';

interface Queued {
  question: Question;
  /** Sent by the page (`showQuestion()`): shown even when remembered. */
  asked: boolean;
}

/**
 * The quiz modal of spec §2, §4, §5: questions pop up at their `showTime`, pausing the video. A question
 * has its text, an optional illustration with a "view larger" image viewer, choices labelled A, B, C… as
 * radio buttons (checkboxes when `multi` is set or more than one answer is right), submit and (when the
 * question's `skip` allows it) skip. Submitting with nothing chosen does nothing; the answer is right when
 * the chosen letters equal the right letters. Right: "answer right" and the explanation, closing after
 * 1.5 s and resuming play. Wrong: the question's `wrongAnswer` (or "answer wrong") and the explanation,
 * with continue: a `wrongTime` ≥ 0 seeks back there and plays, else the question shows again;
 * `skipWrongButton` adds skip. Escape skips, only where skip is offered.
 *
 * Questions: the platform's exam list (`GET /vod/exam/list`, playing by vid), the `questions` option, and
 * the page's `showQuestion()` (state `askedQuestions`, shown at once, or queued while one shows).
 *
 * Timing: a question pops when playback crosses its `showTime` (the previous position ≤ showTime <
 * the new one, by normal playback; the shared `CueWindow`). A seek past it does not pop it. A seek that
 * lands exactly on it counts as arriving there: the question pops as soon as playback moves on. Timed
 * questions that are due while another one shows are queued too. The dialog is a modal of the player's
 * modal queue (`ModalController`, decision 0046): while another modal (e.g. a visitor form) shows, the
 * question waits for its turn.
 *
 * Seen questions: a question answered right or skipped is "seen": it does not pop again in this load,
 * and it is remembered in local storage under `exam-<vid>-<examId>` (the vid, or the source URL) so it
 * does not pop in later loads either, unless `recordRightAnswer` is `'off'` (then storage is neither
 * read nor written). A wrong answer is not "seen": the question comes back.
 *
 * Answers are logged with `POST /vod/exam/log` when playing by vid (failures: a console warning).
 *
 * @tag ddi-quiz
 * @fires ddi-question-show - detail `{ examId }`
 * @fires ddi-question-skip - detail `{ examId }`
 * @fires ddi-question-answer - detail `{ examId, correct, answers }` (`answers`: the chosen answers' texts)
 * @fires ddi-pause-request - a question pops up (and while one shows)
 * @fires ddi-play-request - a question closes and the video was playing, or after a wrong answer's seek back
 * @fires ddi-seek-request - a wrong answer with `wrongTime` ≥ 0
 * @csspart quiz - the dialog
 * @csspart quiz-question - the question text
 * @csspart quiz-illustration - the illustration
 * @csspart quiz-view-larger - the "view larger" button
 * @csspart quiz-choice - each choice (a label around the input)
 * @csspart quiz-submit - the submit button
 * @csspart quiz-skip - the skip buttons
 * @csspart quiz-result - the right and wrong panels (`quiz-right`, `quiz-wrong`)
 * @csspart quiz-continue - the continue button of the wrong panel
 * @csspart quiz-viewer - the image viewer dialog
 */
export class DdiQuiz extends LitElement {
  static override styles = styles;
  /** Copied by the host into `exportparts`: pages style `ddi-player::part(quiz)`. */
  static exportParts = 'quiz, quiz-question, quiz-illustration, quiz-view-larger, quiz-choice, quiz-submit, quiz-skip, quiz-result, quiz-right, quiz-wrong, quiz-continue, quiz-viewer';

  #state = stateConsumer(this);
  /** The platform calls of this element, aborted when it leaves the page. */
  #calls = new RequestScope(this);
  /** Timed questions (platform list + `questions` option). */
  #timed: Question[] = [];
  #optionsRead = false;
  /** The vid whose exam list was asked for. */
  #listVid = '';
  /** How many of `askedQuestions` were taken. */
  #asked = 0;
  /** Seen in this load (answered right or skipped). */
  #done = new Set<string>();
  #queue: Queued[] = [];
  #current: Queued | null = null;
  #view: View = 'question';
  #chosen = new Set<number>();
  #viewer = false;
  #cues = new CueWindow();
  #modal = new ModalController(this, 'quiz');
  /** What to focus after the next render: a selector in the shadow root. */
  #focus = '';
  #rightTimer: ReturnType<typeof setTimeout> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#rightTimer);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const state = this.#state.value;
    if (!state) return;
    this.#readSources(state);
    this.#takeAsked(state);
    this.#checkTime(state);
    if (this.#current && !state.paused) this.dispatchEvent(playerRequest('ddi-pause-request', { overlay: true }));
  }

  protected override updated(): void {
    if (!this.#focus) return;
    const target = this.renderRoot.querySelector<HTMLElement>(this.#focus);
    this.#focus = '';
    target?.focus();
  }

  // ---- sources

  #readSources(state: PlayerState): void {
    if (!this.#optionsRead) {
      this.#optionsRead = true;
      this.#timed.push(...parseQuestions(state.options.questions, location.href, 'the questions option'));
    }
    const vod = state.vod;
    if (vod && this.#listVid !== vod.vid) {
      this.#listVid = vod.vid;
      void this.#fetchList(state, vod.base, vod.vid);
    }
  }

  /** Spec §7 exam list: only type 0 is used; bad items and a failed call are console warnings. */
  async #fetchList(state: PlayerState, base: string, vid: string): Promise<void> {
    try {
      const data = await overlayClient(state, this.#calls)?.examList(vid);
      if (this.#listVid !== vid) return;
      this.#timed.push(...parseQuestions(data, `${base}/`, 'the exam list'));
      this.requestUpdate();
    } catch (error) {
      if (!isAborted(error)) console.warn(`ddi-quiz: the exam list of ${vid} could not be loaded (${error instanceof Error ? error.message : String(error)}); no platform questions`);
    }
  }

  #takeAsked(state: PlayerState): void {
    const asked = state.askedQuestions;
    if (asked.length < this.#asked) this.#asked = 0;
    for (; this.#asked < asked.length; this.#asked += 1) {
      const parsed = parseQuestion(asked[this.#asked], location.href);
      if (parsed === null) console.warn('ddi-quiz: showQuestion(): only questions of type 0 are shown');
      else if (typeof parsed === 'string') console.warn(`ddi-quiz: showQuestion(): question ignored (${parsed})`);
      else this.#enqueue({ question: parsed, asked: true }, state);
    }
  }

  // ---- timing

  #checkTime(state: PlayerState): void {
    const crossed = this.#cues.step(state, this.#modal.active);
    if (!crossed) return;
    const { from, to } = crossed;
    const due = this.#timed
      .filter((question) => question.showTime !== null && from <= question.showTime && question.showTime < to && !this.#seen(question, state))
      .sort((a, b) => (a.showTime ?? 0) - (b.showTime ?? 0));
    for (const question of due) this.#enqueue({ question, asked: false }, state);
  }

  #storageKey(question: Question, state: PlayerState): string {
    const vid = state.vod?.vid || state.options.vid || videoKey('', state.options.url ?? '');
    return `exam-${vid}-${question.examId}`;
  }

  #seen(question: Question, state: PlayerState): boolean {
    if (this.#done.has(question.examId)) return true;
    return state.options.recordRightAnswer !== 'off' && seenStore.has(this.#storageKey(question, state));
  }

  #remember(question: Question): void {
    this.#done.add(question.examId);
    const state = this.#state.value;
    if (state && state.options.recordRightAnswer !== 'off') seenStore.add(this.#storageKey(question, state));
  }

  // ---- showing and closing

  #enqueue(item: Queued, state: PlayerState): void {
    if (this.#modal.active) {
      this.#queue.push(item);
      return;
    }
    this.#modal.request(() => {
      const now = this.#state.value ?? state;
      if (!now.paused) {
        this.#modal.run.resume = true;
        this.dispatchEvent(playerRequest('ddi-pause-request', { overlay: true }));
      }
      this.#show(item);
    });
  }

  #show(item: Queued): void {
    this.#current = item;
    this.#view = 'question';
    this.#chosen = new Set();
    this.#viewer = false;
    this.#focus = '[part~="quiz-choice"] input';
    this.dispatchEvent(playerEvent('ddi-question-show', { examId: item.question.examId }));
    this.requestUpdate();
  }

  /** Closes the current question; the next queued one shows, else focus goes back and play resumes. */
  #close(seekTo?: number): void {
    clearTimeout(this.#rightTimer);
    this.#current = null;
    this.#viewer = false;
    if (seekTo !== undefined) this.dispatchEvent(playerRequest('ddi-seek-request', { time: seekTo }));
    const state = this.#state.value;
    let next = this.#queue.shift();
    while (next && !next.asked && state && this.#seen(next.question, state)) next = this.#queue.shift();
    if (next) {
      this.#show(next);
      return;
    }
    this.requestUpdate();
    // Another modal may take over (it keeps the video paused); else focus goes back and play resumes.
    if (!this.#modal.close() && (this.#modal.run.resume || seekTo !== undefined)) this.dispatchEvent(playerRequest('ddi-play-request', {}));
  }

  #skippable(): boolean {
    const question = this.#current?.question;
    if (!question) return false;
    return (this.#view === 'question' && question.skip) || (this.#view === 'wrong' && question.skipWrongButton);
  }

  #skip = () => {
    const question = this.#current?.question;
    if (!question || !this.#skippable()) return;
    this.#remember(question);
    this.dispatchEvent(playerEvent('ddi-question-skip', { examId: question.examId }));
    this.#close();
  };

  #choose(index: number, multi: boolean, checked: boolean) {
    if (!multi) this.#chosen.clear();
    if (checked) this.#chosen.add(index);
    else this.#chosen.delete(index);
  }

  #submit = (event: Event) => {
    event.preventDefault();
    const question = this.#current?.question;
    if (!question || this.#chosen.size === 0) return;
    const chosen = [...this.#chosen].sort((a, b) => a - b);
    const rightLetters = question.choices.flatMap((choice, index) => (choice.right ? [letter(index)] : [])).join('');
    const correct = chosen.map(letter).join('') === rightLetters;
    const answers = chosen.map((index) => question.choices[index]!.answer);
    this.#log(question, correct, answers);
    this.dispatchEvent(playerEvent('ddi-question-answer', { examId: question.examId, correct, answers }));
    if (correct) {
      this.#remember(question);
      this.#view = 'right';
      this.#focus = '[part~="quiz-result"]';
      this.#rightTimer = setTimeout(() => this.#close(), QUIZ_RIGHT_MS);
    } else {
      this.#view = 'wrong';
      this.#focus = '[part~="quiz-continue"]';
    }
    this.requestUpdate();
  };

  #continue = () => {
    const question = this.#current?.question;
    if (!question) return;
    if (question.wrongTime >= 0) {
      this.#close(question.wrongTime);
      return;
    }
    this.#view = 'question';
    this.#chosen = new Set();
    this.#focus = '[part~="quiz-choice"] input';
    this.requestUpdate();
  };

  /** Spec §7 exam log, playing by vid only. */
  #log(question: Question, correct: boolean, answers: string[]): void {
    const state = this.#state.value;
    const vod = state?.vod;
    if (!state || !vod) return;
    const body = new URLSearchParams({
      eid: question.examId,
      question: question.question,
      vid: vod.vid,
      uid: vod.vid.slice(0, 10),
      pid: vod.pid,
      correct: correct ? '1' : '0',
      answer: JSON.stringify(answers),
    });
    const viewerId = state.options.viewerInfo?.viewerId;
    if (typeof viewerId === 'string' && viewerId) body.set('viewerId', viewerId);
    overlayClient(state, this.#calls)
      ?.examLog(body)
      .catch((error: unknown) => isAborted(error) || console.warn(`ddi-quiz: the answer to question ${question.examId} was not logged (${(error as Error).message})`));
  }

  // ---- image viewer and keyboard

  #openViewer = () => {
    this.#viewer = true;
    this.#focus = '[part~="quiz-viewer"] button';
    this.requestUpdate();
  };

  #closeViewer = () => {
    this.#viewer = false;
    this.#focus = '[part~="quiz-view-larger"]';
    this.requestUpdate();
  };

  /** The player's shortcuts stay out of the dialog; Escape closes the viewer, else skips where skip is offered. */
  #onKeyDown = (event: KeyboardEvent) => {
    const dialog = this.renderRoot.querySelector(this.#viewer ? '[part~="quiz-viewer"]' : '[part~="quiz"]');
    this.#modal.keydown(event, dialog, () => (this.#viewer ? this.#closeViewer() : this.#skip()));
  };

  // ---- rendering

  protected override render() {
    const state = this.#state.value;
    const question = this.#current?.question;
    if (!state || !question) return nothing;
    const m = overlayMessages(state.messages);
    return html`<div class="backdrop" @keydown=${this.#onKeyDown}>
      <div class="quiz" part="quiz" role="dialog" aria-modal="true" aria-label=${m.quiz} ?inert=${this.#viewer}>
        ${this.#view === 'question' ? this.#renderQuestion(question, state) : this.#renderResult(question, state)}
      </div>
      ${this.#viewer
        ? html`<div class="viewer" part="quiz-viewer" role="dialog" aria-modal="true" aria-label=${m.imageViewer}>
            <img src=${question.illustration} alt=${m.quizIllustration} />
            <button class="close" type="button" aria-label=${m.close} title=${m.close} @click=${this.#closeViewer}>${icon('close')}</button>
          </div>`
        : nothing}
    </div>`;
  }

  #renderQuestion(question: Question, state: PlayerState) {
    const m = overlayMessages(state.messages);
    const type = question.multi ? 'checkbox' : 'radio';
    return html`<form @submit=${this.#submit} novalidate>
      <fieldset>
        <legend class="question" part="quiz-question">${question.question}</legend>
        ${question.illustration
          ? html`<div class="illustration">
              <img part="quiz-illustration" src=${question.illustration} alt=${m.quizIllustration} />
              <button type="button" class="link" part="quiz-view-larger" @click=${this.#openViewer}>${m.quizViewLarger}</button>
            </div>`
          : nothing}
        <div class="choices" role="group" aria-label=${m.quizChoices}>
          ${question.choices.map(
            (choice, index) => html`<label class="choice" part="quiz-choice">
              <input
                type=${type}
                name="choice"
                .checked=${this.#chosen.has(index)}
                @change=${(event: Event) => this.#choose(index, question.multi, (event.target as HTMLInputElement).checked)}
              />
              <span class="letter">${letter(index)}.</span>
              <span class="answer">${choice.answer}</span>
            </label>`,
          )}
        </div>
      </fieldset>
      <div class="actions">
        <button type="submit" class="primary" part="quiz-submit">${m.quizSubmit}</button>
        ${question.skip ? html`<button type="button" part="quiz-skip" @click=${this.#skip}>${m.skip}</button>` : nothing}
      </div>
    </form>`;
  }

  #renderResult(question: Question, state: PlayerState) {
    const m = overlayMessages(state.messages);
    if (this.#view === 'right') {
      return html`<div class="result right" part="quiz-result quiz-right" role="status" tabindex="-1">
        <p class="verdict">${m.answerRight}</p>
        ${question.answer ? html`<p class="explanation">${question.answer}</p>` : nothing}
      </div>`;
    }
    return html`<div class="result wrong" part="quiz-result quiz-wrong" role="alert">
        <p class="verdict">${question.wrongAnswer || m.answerWrong}</p>
        ${question.answer ? html`<p class="explanation">${question.answer}</p>` : nothing}
      </div>
      <div class="actions">
        <button type="button" class="primary" part="quiz-continue" @click=${this.#continue}>${m.quizContinue}</button>
        ${question.skipWrongButton ? html`<button type="button" part="quiz-skip" @click=${this.#skip}>${m.skip}</button>` : nothing}
      </div>`;
  }
}

defineElement('ddi-quiz', DdiQuiz);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-quiz': DdiQuiz;
  }
}
