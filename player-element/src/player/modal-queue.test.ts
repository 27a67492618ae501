// Decision 0046 / issue 23: one modal at a time, in a documented priority, owned by the overlay host.
import { expect } from '@open-wc/testing';
import { MODAL_PRIORITY, ModalQueue, type ModalName, type ModalRun } from './modal-queue.js';

/** A queue and a log of the turns it gave, in order. */
function queue() {
  const modals = new ModalQueue();
  const granted: ModalName[] = [];
  const runs: ModalRun[] = [];
  const focused = document.createElement('button');
  const ask = (name: ModalName) =>
    modals.request(
      name,
      (run) => {
        granted.push(name);
        runs.push(run);
      },
      focused,
    );
  return { modals, granted, runs, ask, focused };
}

const tick = () => Promise.resolve();

describe('the modal queue (one modal at a time)', () => {
  it('two overlays due at once show one after the other, not both', async () => {
    const { modals, granted, ask } = queue();
    ask('quiz');
    ask('visitor-form');
    await tick();
    expect(granted).to.deep.equal(['quiz']);
    expect(modals.showing).to.equal('quiz');
    expect(modals.release('quiz'), 'the form takes over').to.equal(true);
    expect(granted).to.deep.equal(['quiz', 'visitor-form']);
    expect(modals.release('visitor-form'), 'nothing left').to.equal(false);
    expect(modals.showing).to.equal(null);
  });

  it('modals asking at the same moment go by priority: password, ads, start-time prompt, quiz, visitor form', async () => {
    const { modals, granted, ask } = queue();
    ask('visitor-form');
    ask('quiz');
    ask('start-time');
    ask('password');
    ask('ads');
    await tick();
    for (const name of ['password', 'ads', 'start-time', 'quiz'] as const) modals.release(name);
    expect(granted).to.deep.equal(['password', 'ads', 'start-time', 'quiz', 'visitor-form']);
    expect(Object.entries(MODAL_PRIORITY).sort((a, b) => a[1] - b[1]).map(([name]) => name)).to.deep.equal(granted);
  });

  it('the one showing is not interrupted by a higher priority; it goes next', async () => {
    const { modals, granted, ask } = queue();
    ask('visitor-form');
    await tick();
    ask('quiz');
    ask('password');
    await tick();
    expect(granted).to.deep.equal(['visitor-form']);
    modals.release('visitor-form');
    expect(granted).to.deep.equal(['visitor-form', 'password']);
  });

  it('the modals of one run share it: the focus before the first one, and whether to resume', async () => {
    const { modals, runs, ask, focused } = queue();
    ask('quiz');
    ask('visitor-form');
    await tick();
    runs[0]!.resume = true;
    modals.release('quiz');
    expect(runs[1]).to.equal(runs[0]);
    expect(runs[1]!.returnFocus).to.equal(focused);
    expect(runs[1]!.resume).to.equal(true);
  });

  it('asking twice is one request; one that gives up waiting is dropped', async () => {
    const { modals, granted, ask } = queue();
    ask('quiz');
    ask('quiz');
    ask('visitor-form');
    await tick();
    expect(modals.release('visitor-form'), 'a waiting modal gives up: nothing is handed over').to.equal(false);
    expect(modals.release('quiz')).to.equal(false);
    expect(granted).to.deep.equal(['quiz']);
    ask('quiz');
    await tick();
    expect(granted, 'a new run').to.deep.equal(['quiz', 'quiz']);
  });

  it('a modal that left the page when its turn comes gives it straight back to the next', async () => {
    const modals = new ModalQueue();
    const granted: ModalName[] = [];
    modals.request('quiz', () => granted.push('quiz'), null);
    modals.request('visitor-form', () => modals.release('visitor-form'), null);
    modals.request('ads', () => granted.push('ads'), null);
    await tick();
    expect(granted).to.deep.equal(['ads']);
    expect(modals.release('ads'), 'the quiz takes over').to.equal(true);
    expect(modals.release('quiz'), 'the form gave its turn back').to.equal(false);
    expect(modals.showing).to.equal(null);
  });
});
