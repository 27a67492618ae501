/**
 * Module 3, scenario simulation:
 * - /course/scenarioSimulation — the scenes as numbered rows with their state
 *   (a check and "Done", or "Not done yet"), "Play the scene" for the first
 *   scene not played as the primary action, and the key-action analysis
 *   (primary once every scene is done);
 * - /course/scenarioSimulationNew?sceneId= — the scene player: the situation,
 *   its video when it has one (the lazy `<ddi-player>`), the choices and the
 *   feedback. The heartbeat skips this page (spec §9; tracking feature);
 * - /course/sceneSimulationContent?sceneId= — one scene's content and
 *   feedback, read-only.
 * Each puts the scenes it loaded in the store's `menuScenarioList`, which the
 * scene pages' menu shows (a choice marks its scene done there at once).
 */
import { useEffect, useId, useState } from 'react';
import type { ReactNode, SubmitEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import CircleCheck from 'lucide-react/icons/circle-check';
import Play from 'lucide-react/icons/play';
import { useApiClient } from '../../../shared/api/api-client-context';
import { BackNav } from '../../../shared/components/back-link';
import { LoadFailed, Skeleton } from '../../../shared/components/load-state';
import { useToast } from '../../../shared/components/toast';
import { useClickGuard } from '../../../shared/hooks/use-click-guard';
import { useLoad } from '../../../shared/hooks/use-load';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LazyPlayer } from '../../../shared/learning/lazy-player';
import { parseId } from '../../../shared/learning/learning-context';
import { useSelectedCourse } from '../../../shared/learning/use-course-list-sync';
import { coursePath, stepPagePath } from '../../../shared/routing/paths';
import { chooseInScene, fetchScenes } from '../api/scenario';
import type { Scene } from '../api/scenario';
import { markSceneDone, menuScenarioListAtom, toMenuScenarioList } from '../menu-scenario-list';
import { SceneMenu } from './scene-menu';
import { useAssessmentT } from '../../../shared/i18n/assessment-namespace';

export function useScenarioQuery() {
  const params = new URLSearchParams(useSearch());
  const courseId = parseId(params.get('id'));
  useSelectedCourse(courseId);
  return { courseId, sceneId: parseId(params.get('sceneId')) };
}

/** The scenes of `courseId`, loaded; once loaded they are the store's `menuScenarioList` too. */
function useScenes(courseId: number | undefined) {
  const client = useApiClient();
  const locale = useLocale();
  const setMenuScenarioList = useSetAtom(menuScenarioListAtom);
  const state = useLoad(() => (courseId === undefined ? Promise.reject(new Error('no course id')) : fetchScenes(client, courseId)), [client, courseId, locale]);
  const loaded = state.status === 'loaded' ? state.data : undefined;
  useEffect(() => {
    if (loaded !== undefined && courseId !== undefined) setMenuScenarioList(toMenuScenarioList(courseId, loaded.scenes));
  }, [loaded, courseId, setMenuScenarioList]);
  return state;
}

export function ScenarioFrame({ courseId, title, children }: { readonly courseId: number | undefined; readonly title: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="page scenario">
      {courseId !== undefined && (
        <BackNav href={coursePath(courseId)} label={title}>
          {t('learning.backToCourse')}
        </BackNav>
      )}
      <h1 className="page__title">{title}</h1>
      {children}
    </main>
  );
}

export function ScenarioSimulationPage() {
  const tx = useAssessmentT();
  const { courseId } = useScenarioQuery();
  const state = useScenes(courseId);
  if (state.status === 'loading') return <ScenarioFrame courseId={courseId} title={tx('scenario.title')}><Skeleton lines={4} /></ScenarioFrame>;
  if (state.status === 'failed' || courseId === undefined) {
    return <ScenarioFrame courseId={courseId} title={tx('scenario.title')}><LoadFailed onRetry={state.retry} /></ScenarioFrame>;
  }
  const { scenes } = state.data;
  const allDone = scenes.length > 0 && scenes.every((scene) => scene.chosenId !== null);
  const nextScene = scenes.find((scene) => scene.chosenId === null);
  const keyActions = stepPagePath('keyBehaviorAnalysis', courseId);
  return (
    <ScenarioFrame courseId={courseId} title={tx('scenario.title')}>
      <p className="page__lead scenario__lead">{tx('scenario.intro')}</p>
      <section className="scenario__scenes" aria-labelledby="scenario-scenes">
        <h2 id="scenario-scenes" className="scenario__heading">
          {tx('scenario.scenes')}
        </h2>
        <ol className="scene-list">
          {scenes.map((scene, index) => {
            const done = scene.chosenId !== null;
            return (
              <li key={scene.id} className={`scene-list__item scene-list__item--${done ? 'finished' : 'notStarted'}`} data-scene-id={scene.id}>
                <span className="scene-list__marker" aria-hidden="true">
                  {done ? <Check focusable="false" /> : index + 1}
                </span>
                <Link className="scene-list__title stretched-link" href={stepPagePath('scenarioSimulationNew', courseId, { sceneId: String(scene.id) })}>
                  {scene.title}
                </Link>
                <span className={`chip scene-list__status ${done ? 'chip--finished' : 'chip--notOpen'}`}>{done ? tx('scenario.done') : tx('scenario.notDone')}</span>
                {done && (
                  <Link className="scene-list__review" href={stepPagePath('sceneSimulationContent', courseId, { sceneId: String(scene.id) })}>
                    {tx('scenario.review')}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </section>
      {allDone && (
        <p className="scenario__done" role="status">
          <CircleCheck aria-hidden="true" focusable="false" />
          {tx('scenario.allDone')}
        </p>
      )}
      <p className="scenario__actions">
        {nextScene ? (
          <>
            <Link className="button button--primary" href={stepPagePath('scenarioSimulationNew', courseId, { sceneId: String(nextScene.id) })}>
              <Play aria-hidden="true" focusable="false" />
              {tx('scenario.play')}
            </Link>
            <Link className="button button--secondary" href={keyActions}>
              {tx('keyActions.title')}
            </Link>
          </>
        ) : (
          <Link className="button button--primary" href={keyActions}>
            {tx('keyActions.title')}
            <ArrowRight aria-hidden="true" focusable="false" />
          </Link>
        )}
      </p>
    </ScenarioFrame>
  );
}

function Feedback({ scene, best }: { readonly scene: Scene; readonly best: boolean | undefined }) {
  const tx = useAssessmentT();
  const chosen = scene.choices.find((choice) => choice.id === scene.chosenId);
  return (
    <section className="scenario__feedback" aria-labelledby={`scene-feedback-${scene.id}`} role="status">
      <h2 id={`scene-feedback-${scene.id}`}>{tx('scenario.feedback')}</h2>
      {chosen && (
        <p>
          <strong>{tx('scenario.yourChoice')}: </strong>
          {chosen.text}
        </p>
      )}
      {best !== undefined && <p className={best ? 'question__verdict--correct' : 'question__verdict--wrong'}>{best ? tx('scenario.best') : tx('scenario.notBest')}</p>}
      {scene.feedback && <p>{scene.feedback}</p>}
    </section>
  );
}

function SceneSituation({ scene }: { readonly scene: Scene }) {
  const tx = useAssessmentT();
  return (
    <section aria-labelledby={`scene-situation-${scene.id}`}>
      <h2 id={`scene-situation-${scene.id}`}>{tx('scenario.situation')}</h2>
      <p>{scene.situation}</p>
      {scene.videoVid && <LazyPlayer vid={scene.videoVid} />}
    </section>
  );
}

function ScenePlayer({ courseId, scene, next }: { readonly courseId: number; readonly scene: Scene; readonly next: Scene | undefined }) {
  const { t } = useTranslation();
  const tx = useAssessmentT();
  const client = useApiClient();
  const toast = useToast();
  const errorId = useId();
  const [current, setCurrent] = useState<Scene>(scene);
  const [choice, setChoice] = useState<number | null>(scene.chosenId);
  const [error, setError] = useState(false);
  const [sending, setSending] = useState(false);
  const [best, setBest] = useState<boolean | undefined>(scene.best);
  const setMenuScenarioList = useSetAtom(menuScenarioListAtom);
  const answered = current.chosenId !== null && current.feedback !== null;

  const submit = useClickGuard(() => {
    if (choice === null) {
      setError(true);
      return;
    }
    setSending(true);
    chooseInScene(client, courseId, scene.id, choice).then(
      (result) => {
        setSending(false);
        setCurrent(result);
        setBest(result.best);
        setMenuScenarioList((list) => markSceneDone(list, courseId, scene.id));
      },
      (failure: unknown) => {
        setSending(false);
        toast(failure instanceof Error ? failure.message : t('notices.sendFailed'), { tone: 'error' });
      },
    );
  });

  return (
    <>
      <SceneSituation scene={current} />
      <form
        className="question"
        noValidate
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="question__fieldset" disabled={answered || sending} aria-describedby={error ? errorId : undefined}>
          <legend className="question__stem">{tx('scenario.choicesLegend')}</legend>
          <ul className="question__options">
            {current.choices.map((option) => (
              <li key={option.id}>
                <label>
                  <input
                    type="radio"
                    name={`scene-${scene.id}`}
                    value={option.id}
                    checked={choice === option.id}
                    onChange={() => {
                      setError(false);
                      setChoice(option.id);
                    }}
                  />{' '}
                  {option.text}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {error && (
          <p id={errorId} className="form-error" role="alert">
            {t('notices.chooseAnswer')}
          </p>
        )}
        {!answered && (
          <button type="submit" className="button button--primary" disabled={sending}>
            {tx('scenario.submit')}
          </button>
        )}
      </form>
      {answered && <Feedback scene={current} best={best} />}
      {answered && (
        <p className="scenario__actions">
          {next ? (
            <Link className="button button--primary" href={stepPagePath('scenarioSimulationNew', courseId, { sceneId: String(next.id) })}>
              {tx('scenario.nextScene')}
            </Link>
          ) : (
            <Link className="button button--primary" href={stepPagePath('keyBehaviorAnalysis', courseId)}>
              {tx('keyActions.title')}
            </Link>
          )}
          <Link className="button button--secondary" href={stepPagePath('scenarioSimulation', courseId)}>
            {tx('scenario.backToScenes')}
          </Link>
        </p>
      )}
    </>
  );
}

function pickScene(scenes: readonly Scene[], sceneId: number | undefined): { scene: Scene | undefined; index: number } {
  const index = sceneId === undefined ? Math.max(0, scenes.findIndex((scene) => scene.chosenId === null)) : scenes.findIndex((scene) => scene.id === sceneId);
  return { scene: index >= 0 ? scenes[index] : undefined, index };
}

export function ScenePlayerPage() {
  const tx = useAssessmentT();
  const { courseId, sceneId } = useScenarioQuery();
  const state = useScenes(courseId);
  if (state.status === 'loading') return <ScenarioFrame courseId={courseId} title={tx('scenario.title')}><Skeleton lines={5} /></ScenarioFrame>;
  if (state.status === 'failed' || courseId === undefined) {
    return <ScenarioFrame courseId={courseId} title={tx('scenario.title')}><LoadFailed onRetry={state.retry} /></ScenarioFrame>;
  }
  const { scenes } = state.data;
  const { scene, index } = pickScene(scenes, sceneId);
  if (!scene) {
    return (
      <ScenarioFrame courseId={courseId} title={tx('scenario.title')}>
        <p>{tx('scenario.noScene')}</p>
        <Link className="button button--secondary" href={stepPagePath('scenarioSimulation', courseId)}>
          {tx('scenario.backToScenes')}
        </Link>
      </ScenarioFrame>
    );
  }
  return (
    <ScenarioFrame courseId={courseId} title={scene.title}>
      <p className="unit-page__course">{tx('scenario.sceneOf', { index: index + 1, total: scenes.length })}</p>
      <SceneMenu courseId={courseId} currentSceneId={scene.id} />
      <ScenePlayer key={scene.id} courseId={courseId} scene={scene} next={scenes[index + 1]} />
    </ScenarioFrame>
  );
}

export function SceneContentPage() {
  const tx = useAssessmentT();
  const { courseId, sceneId } = useScenarioQuery();
  const state = useScenes(courseId);
  if (state.status === 'loading') return <ScenarioFrame courseId={courseId} title={tx('scenario.title')}><Skeleton lines={5} /></ScenarioFrame>;
  if (state.status === 'failed' || courseId === undefined) {
    return <ScenarioFrame courseId={courseId} title={tx('scenario.title')}><LoadFailed onRetry={state.retry} /></ScenarioFrame>;
  }
  const { scene } = pickScene(state.data.scenes, sceneId);
  if (!scene) {
    return (
      <ScenarioFrame courseId={courseId} title={tx('scenario.title')}>
        <p>{tx('scenario.noScene')}</p>
      </ScenarioFrame>
    );
  }
  return (
    <ScenarioFrame courseId={courseId} title={scene.title}>
      <SceneMenu courseId={courseId} currentSceneId={scene.id} />
      <SceneSituation scene={scene} />
      <section className="question" aria-labelledby={`scene-choices-${scene.id}`}>
        <h2 id={`scene-choices-${scene.id}`} className="question__stem">
          {tx('scenario.choicesLegend')}
        </h2>
        <ul className="scene-review__choices">
          {scene.choices.map((choice) => (
            <li key={choice.id} className={choice.id === scene.chosenId ? 'scene-review__choice scene-review__choice--chosen' : 'scene-review__choice'} aria-current={choice.id === scene.chosenId ? 'true' : undefined}>
              {choice.text}
              {choice.id === scene.chosenId && <strong> ({tx('scenario.yourChoice')})</strong>}
            </li>
          ))}
        </ul>
      </section>
      {scene.chosenId === null ? <p className="scenario__lead">{tx('scenario.notPlayed')}</p> : <Feedback scene={scene} best={scene.best} />}
      <p className="scenario__actions">
        {scene.chosenId === null && (
          <Link className="button button--primary" href={stepPagePath('scenarioSimulationNew', courseId, { sceneId: String(scene.id) })}>
            <Play aria-hidden="true" focusable="false" />
            {tx('scenario.play')}
          </Link>
        )}
        <Link className="button button--secondary" href={stepPagePath('scenarioSimulation', courseId)}>
          {tx('scenario.backToScenes')}
        </Link>
      </p>
    </ScenarioFrame>
  );
}
