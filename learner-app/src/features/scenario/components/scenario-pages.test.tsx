import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { FakeReply } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { Toaster } from '../../../shared/components/toast';
import { setLocale } from '../../../shared/i18n/i18n';
import type { KeyActions, Scene } from '../api/scenario';
import { menuScenarioListAtom } from '../menu-scenario-list';
import { KeyBehaviorPage } from './key-behavior-page';
import { SceneContentPage, ScenePlayerPage, ScenarioSimulationPage } from './scenario-pages';

const COURSE_ID = 7;

const scenes: Scene[] = [
  {
    id: 1,
    title: 'The missed deadline',
    situation: 'Anna missed the report deadline for the second time.',
    videoVid: null,
    choices: [
      { id: 11, text: 'Ask Anna what got in the way' },
      { id: 12, text: 'Write the report yourself' },
    ],
    chosenId: null,
    feedback: null,
  },
  {
    id: 2,
    title: 'The quiet meeting',
    situation: 'Nobody speaks in your team meeting.',
    videoVid: null,
    choices: [{ id: 21, text: 'Ask each person in turn' }],
    chosenId: 21,
    feedback: 'Inviting each voice builds trust.',
  },
];

describe('scenario simulation: the scenes with their state and a link to the key actions', () => {
  it('lists the scenes', async () => {
    setLocale('en_US');
    renderWithProviders(<ScenarioSimulationPage />, {
      url: `/course/scenarioSimulation?id=${COURSE_ID}`,
      replies: { [`GET /ddilearner/v2/user/scenarios/${COURSE_ID}`]: envelope(0, { scenes }) },
    });
    expect((await screen.findByRole('link', { name: 'The missed deadline' })).getAttribute('href')).toBe(
      `/course/scenarioSimulationNew?id=${COURSE_ID}&sceneId=1`,
    );
    expect(screen.getByText('Not done yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(`/course/sceneSimulationContent?id=${COURSE_ID}&sceneId=2`);
    expect(screen.getByRole('link', { name: 'Key-action analysis' }).getAttribute('href')).toBe(`/course/keyBehaviorAnalysis?id=${COURSE_ID}`);
  });

  it('offers the first scene not played as the one primary action, the key actions beside it', async () => {
    setLocale('en_US');
    renderWithProviders(<ScenarioSimulationPage />, {
      url: `/course/scenarioSimulation?id=${COURSE_ID}`,
      replies: { [`GET /ddilearner/v2/user/scenarios/${COURSE_ID}`]: envelope(0, { scenes: [scenes[1]!, scenes[0]!] }) },
    });
    const play = await screen.findByRole('link', { name: 'Play the scene' });
    expect(play.getAttribute('href')).toBe(`/course/scenarioSimulationNew?id=${COURSE_ID}&sceneId=1`);
    expect(document.querySelectorAll('.button--primary')).toHaveLength(1);
    expect(play.className).toContain('button--primary');
    expect(screen.getByRole('link', { name: 'Key-action analysis' }).className).toContain('button--secondary');
    // The rows: numbered, a finished one with a check; the numbers are decoration.
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.className.includes('scene-list__item--finished'))).toEqual([true, false]);
    expect(rows[1]!.querySelector('.scene-list__marker')?.textContent).toBe('2');
    expect(rows[1]!.querySelector('.scene-list__marker')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('once every scene is done says so and makes the key-action analysis the primary action', async () => {
    setLocale('en_US');
    renderWithProviders(<ScenarioSimulationPage />, {
      url: `/course/scenarioSimulation?id=${COURSE_ID}`,
      replies: { [`GET /ddilearner/v2/user/scenarios/${COURSE_ID}`]: envelope(0, { scenes: [scenes[1]!] }) },
    });
    expect((await screen.findByText('You have completed every scene.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('link', { name: 'Play the scene' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Key-action analysis' }).className).toContain('button--primary');
  });
});

describe('the scene player: situation, choices, then feedback', () => {
  it('asks for a choice, sends it and shows the feedback', async () => {
    setLocale('en_US');
    const { user, calls } = renderWithProviders(<ScenePlayerPage />, {
      url: `/course/scenarioSimulationNew?id=${COURSE_ID}&sceneId=1`,
      replies: {
        [`GET /ddilearner/v2/user/scenarios/${COURSE_ID}`]: envelope(0, { scenes }),
        [`POST /ddilearner/v2/user/scenarios/${COURSE_ID}/1`]: envelope(0, { ...scenes[0], chosenId: 11, feedback: 'Asking first keeps ownership with Anna.', best: true }),
      },
    });
    expect(await screen.findByText('Anna missed the report deadline for the second time.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit my choice' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose an answer');
    await user.click(screen.getByRole('radio', { name: 'Ask Anna what got in the way' }));
    await new Promise((resolve) => setTimeout(resolve, 350));
    await user.click(screen.getByRole('button', { name: 'Submit my choice' }));
    expect(await screen.findByText('Asking first keeps ownership with Anna.')).toBeTruthy();
    expect(screen.getByText('This is the best choice.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ choiceId: 11 });
    expect(screen.getByRole('link', { name: 'Next scene' }).getAttribute('href')).toBe(`/course/scenarioSimulationNew?id=${COURSE_ID}&sceneId=2`);
  });

  it('shows one scene’s content and feedback read-only', async () => {
    setLocale('en_US');
    renderWithProviders(<SceneContentPage />, {
      url: `/course/sceneSimulationContent?id=${COURSE_ID}&sceneId=2`,
      replies: { [`GET /ddilearner/v2/user/scenarios/${COURSE_ID}`]: envelope(0, { scenes }) },
    });
    expect(await screen.findByText('Inviting each voice builds trust.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Play the scene' })).toBeNull();
  });

  it('the review of a scene not played yet says so and offers to play it', async () => {
    setLocale('en_US');
    renderWithProviders(<SceneContentPage />, {
      url: `/course/sceneSimulationContent?id=${COURSE_ID}&sceneId=1`,
      replies: { [`GET /ddilearner/v2/user/scenarios/${COURSE_ID}`]: envelope(0, { scenes }) },
    });
    expect(await screen.findByText('You have not played this scene yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play the scene' }).getAttribute('href')).toBe(`/course/scenarioSimulationNew?id=${COURSE_ID}&sceneId=1`);
  });
});

describe('the store’s menuScenarioList: the scene pages’ menu of the course’s scenes', () => {
  it('the scenes list puts the loaded scenes in the store', async () => {
    setLocale('en_US');
    const { store } = renderWithProviders(<ScenarioSimulationPage />, {
      url: `/course/scenarioSimulation?id=${COURSE_ID}`,
      replies: { [`GET /ddilearner/v2/user/scenarios/${COURSE_ID}`]: envelope(0, { scenes }) },
    });
    await screen.findByRole('link', { name: 'The missed deadline' });
    await waitFor(() => {
      expect(store.get(menuScenarioListAtom)).toEqual({
        courseId: COURSE_ID,
        scenes: [
          { id: 1, title: 'The missed deadline', done: false },
          { id: 2, title: 'The quiet meeting', done: true },
        ],
      });
    });
  });

  it('the scene player shows the menu: each scene a link named by number, title and state, the current one marked', async () => {
    setLocale('en_US');
    renderWithProviders(<ScenePlayerPage />, {
      url: `/course/scenarioSimulationNew?id=${COURSE_ID}&sceneId=1`,
      replies: { [`GET /ddilearner/v2/user/scenarios/${COURSE_ID}`]: envelope(0, { scenes }) },
    });
    const menu = await screen.findByRole('navigation', { name: 'Scenes' });
    expect(within(menu).getAllByRole('link')).toHaveLength(2);
    const current = within(menu).getByRole('link', { name: '1. The missed deadline' });
    expect(current.getAttribute('aria-current')).toBe('page');
    const done = within(menu).getByRole('link', { name: '2. The quiet meeting (Done)' });
    expect(done.hasAttribute('aria-current')).toBe(false);
    expect(done.getAttribute('href')).toBe(`/course/scenarioSimulationNew?id=${COURSE_ID}&sceneId=2`);
  });

  it('a choice made in the scene player marks its scene done in the store and the menu at once, without asking the server again', async () => {
    setLocale('en_US');
    const { user, calls, store } = renderWithProviders(<ScenePlayerPage />, {
      url: `/course/scenarioSimulationNew?id=${COURSE_ID}&sceneId=1`,
      replies: {
        [`GET /ddilearner/v2/user/scenarios/${COURSE_ID}`]: envelope(0, { scenes }),
        [`POST /ddilearner/v2/user/scenarios/${COURSE_ID}/1`]: envelope(0, { ...scenes[0], chosenId: 11, feedback: 'Asking first keeps ownership with Anna.', best: true }),
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Ask Anna what got in the way' }));
    await user.click(screen.getByRole('button', { name: 'Submit my choice' }));
    await screen.findByText('Asking first keeps ownership with Anna.');
    const menu = screen.getByRole('navigation', { name: 'Scenes' });
    expect(within(menu).getByRole('link', { current: 'page' }).textContent).toBe('1. The missed deadline (Done)');
    expect(store.get(menuScenarioListAtom)?.scenes.map((scene) => scene.done)).toEqual([true, true]);
    expect(calls.filter((call) => call.method === 'GET' && call.url.pathname.startsWith('/ddilearner/v2/user/scenarios/'))).toHaveLength(1);
  });

  it('the scene content page shows the same menu with its scene marked', async () => {
    setLocale('en_US');
    renderWithProviders(<SceneContentPage />, {
      url: `/course/sceneSimulationContent?id=${COURSE_ID}&sceneId=2`,
      replies: { [`GET /ddilearner/v2/user/scenarios/${COURSE_ID}`]: envelope(0, { scenes }) },
    });
    const menu = await screen.findByRole('navigation', { name: 'Scenes' });
    expect(within(menu).getByRole('link', { current: 'page' }).textContent).toBe('2. The quiet meeting (Done)');
  });
});

describe('key-action analysis: choose 2-3 key actions (spec §5)', () => {
  const keyActions: KeyActions = {
    options: [
      { id: 1, text: 'Ask before you tell', competencyId: 1 },
      { id: 2, text: 'Agree next steps', competencyId: 1 },
      { id: 3, text: 'Give specific feedback', competencyId: 2 },
      { id: 4, text: 'Recognise effort', competencyId: 2 },
    ],
    chosen: [],
  };

  function renderKeyActions(put: FakeReply) {
    return renderWithProviders(
      <>
        <KeyBehaviorPage />
        <Toaster />
      </>,
      {
        url: `/course/keyBehaviorAnalysis?id=${COURSE_ID}`,
        replies: {
          [`GET /ddilearner/v2/user/keyActions/${COURSE_ID}`]: envelope(0, keyActions),
          [`PUT /ddilearner/v2/user/keyActions/${COURSE_ID}`]: put,
        },
      },
    );
  }

  it('says "Choose 2-3 key actions" with one or four, and saves two with PUT', async () => {
    setLocale('en_US');
    const { user, calls } = renderKeyActions(envelope(0, { ...keyActions, chosen: [1, 3] }));
    await user.click(await screen.findByRole('checkbox', { name: 'Ask before you tell' }));
    await user.click(screen.getByRole('button', { name: 'Save my key actions' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose 2-3 key actions');
    for (const name of ['Agree next steps', 'Give specific feedback', 'Recognise effort']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Save my key actions' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose 2-3 key actions');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Agree next steps' }));
    await user.click(screen.getByRole('checkbox', { name: 'Recognise effort' }));
    await user.click(screen.getByRole('button', { name: 'Save my key actions' }));
    expect(await screen.findByText('Your key actions are saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ chosen: [1, 3] });
  });

  it('in Thai, and shows the server’s refusal', async () => {
    const { user } = renderKeyActions({ status: 400, json: { code: 400, message: 'โปรดเลือกพฤติกรรมหลัก 2-3 ข้อ', data: null } });
    await user.click(await screen.findByRole('button', { name: 'บันทึกพฤติกรรมหลักของฉัน' }));
    expect(screen.getByRole('alert').textContent).toBe('โปรดเลือกพฤติกรรมหลัก 2-3 ข้อ');
    await user.click(screen.getByRole('checkbox', { name: 'Ask before you tell' }));
    await user.click(screen.getByRole('checkbox', { name: 'Agree next steps' }));
    await user.click(screen.getByRole('button', { name: 'บันทึกพฤติกรรมหลักของฉัน' }));
    await waitFor(() => {
      expect(screen.getByText('โปรดเลือกพฤติกรรมหลัก 2-3 ข้อ', { selector: '.toast' })).toBeTruthy();
    });
  });
});
