/**
 * The scene menu of the scene pages: the course's scenes (the store's `menuScenarioList`) as numbered links in
 * a row that scrolls sideways on phones — the current scene marked (`aria-current="page"`), a done scene with a
 * check (scene-menu.css). Each link is named by its number, its title and "Done" when done. Nothing shows until
 * the list of this course is in the store.
 */
import { useAtomValue } from 'jotai';
import Check from 'lucide-react/icons/check';
import { Link } from 'wouter';
import { useAssessmentT } from '../../../shared/i18n/assessment-namespace';
import { stepPagePath } from '../../../shared/routing/paths';
import { menuScenarioListAtom, scenesOfCourse } from '../menu-scenario-list';

export function SceneMenu({ courseId, currentSceneId }: { readonly courseId: number; readonly currentSceneId: number }) {
  const tx = useAssessmentT();
  const scenes = scenesOfCourse(useAtomValue(menuScenarioListAtom), courseId);
  if (scenes === undefined || scenes.length === 0) return null;
  return (
    <nav className="scene-menu" aria-label={tx('scenario.scenes')}>
      <ol className="scene-menu__list">
        {scenes.map((scene, index) => {
          const current = scene.id === currentSceneId;
          return (
            <li key={scene.id}>
              <Link
                className={`scene-menu__link${scene.done ? ' scene-menu__link--done' : ''}`}
                href={stepPagePath('scenarioSimulationNew', courseId, { sceneId: String(scene.id) })}
                aria-current={current ? 'page' : undefined}
                title={scene.title}
              >
                {scene.done ? <Check aria-hidden="true" focusable="false" /> : <span aria-hidden="true">{index + 1}</span>}
                <span className="visually-hidden">
                  {`${index + 1}. ${scene.title}`}
                  {scene.done ? ` (${tx('scenario.done')})` : ''}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
