// Issue 23 / decision 0046 through a real <ddi-player>: a quiz question and a visitor form due at the same
// moment show one after the other (the quiz first, by priority), never both; the video stays paused between
// them and resumes after the last; focus goes back to where it was before the first; Escape closes a modal
// only where that modal allows it.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deep, media, record, sleep, until } from '../../test/helpers.js';
import { quizQuestion } from '../../test/quiz-question.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import type { QuizQuestion, VisitorForm } from '../platform/video-info.js';
import '../ddi-player/ddi-player.js';

const question = (patch: Partial<QuizQuestion> = {}): QuizQuestion => quizQuestion({ examId: 'both-1', question: 'Due with the form?', ...patch });

const visitorForm: VisitorForm = {
  qid: 'both-1',
  time: '0:0:1',
  title: 'Tell us about you',
  imagelink: '',
  link: '',
  fields: [{ name: 'Name', type: 'input', msg: 'Your name', value: '' }],
};

const quizShown = (player: DdiPlayer) => deep(player, '[part~="quiz"]') !== null;
const formShown = (player: DdiPlayer) => deep(player, '[part~="visitor-form"]') !== null;

describe('the overlay host’s modal queue in a real player', () => {
  beforeEach(() => localStorage.clear());

  it('a quiz question and a visitor form due at the same moment show one after the other; focus returns; play resumes', async () => {
    const page = await fixture<HTMLDivElement>(html`<div>
      <button id="before">before</button>
      <ddi-player src=${media.mp4} muted lang="en" .options=${{ questions: [question()], visitorForms: [visitorForm] }}></ddi-player>
    </div>`);
    const player = page.querySelector('ddi-player')!;
    const before = page.querySelector<HTMLButtonElement>('#before')!;
    await until(() => player.duration > 0, 'metadata');
    before.focus();
    await player.play();
    await until(() => quizShown(player) || formShown(player), 'a modal', 15_000);
    expect(player.currentTime, 'both are due (1 s) when the first shows').to.be.within(1, 3);
    expect(quizShown(player), 'the quiz goes first (priority)').to.equal(true);
    expect(formShown(player), 'not both at once').to.equal(false);
    await until(() => player.paused, 'the pause');
    await sleep(500);
    expect(formShown(player), 'the form waits while the quiz shows').to.equal(false);

    const log = record(player, ['ddi-play']);
    await sendKeys({ press: 'Escape' }); // the quiz allows skip: Escape skips it
    await until(() => formShown(player), 'the visitor form after the quiz');
    expect(quizShown(player)).to.equal(false);
    expect(player.paused, 'still paused between the two').to.equal(true);
    const form = deep(player, 'ddi-visitor-form')!;
    await until(() => form.shadowRoot!.activeElement?.getAttribute('part') === 'visitor-field', 'focus in the form’s first field');

    await sendKeys({ press: 'Escape' }); // the form may be skipped: Escape skips it
    await until(() => !formShown(player), 'the form closed');
    await until(() => !player.paused, 'play resumed after the last modal');
    expect(log.filter((entry) => entry.name === 'ddi-play'), 'one resume, after the last modal').to.have.length(1);
    expect(document.activeElement, 'focus back where it was before the first modal').to.equal(before);
    player.pause();
  });

  it('Escape does nothing where the modal does not allow it (a question without skip)', async () => {
    const player = await fixture<DdiPlayer>(html`<ddi-player src=${media.mp4} muted lang="en" .options=${{ questions: [question({ examId: 'no-skip', skip: false })] }}></ddi-player>`);
    await until(() => player.duration > 0, 'metadata');
    await player.play();
    await until(() => quizShown(player), 'the quiz', 15_000);
    await until(() => deep(player, '[part~="quiz-choice"] input') !== null, 'the choices');
    deep<HTMLInputElement>(player, '[part~="quiz-choice"] input')!.focus();
    await sendKeys({ press: 'Escape' });
    await sleep(300);
    expect(quizShown(player), 'the question stays').to.equal(true);
    expect(player.paused).to.equal(true);
  });
});
