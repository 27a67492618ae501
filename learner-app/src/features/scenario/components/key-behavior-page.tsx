/**
 * /course/keyBehaviorAnalysis (module 3): the learner chooses the 2–3 key
 * actions to practise (spec §1 key-action analysis, §5 "Choose 2-3 key
 * actions"), saved with PUT.
 */
import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-client-context';
import { LoadFailed, Skeleton } from '../../../shared/components/load-state';
import { useToast } from '../../../shared/components/toast';
import { useLoad } from '../../../shared/hooks/use-load';
import { useLocale } from '../../../shared/i18n/use-locale';
import { MAX_KEY_ACTIONS, MIN_KEY_ACTIONS, fetchKeyActions, saveKeyActions } from '../api/scenario';
import type { KeyActions } from '../api/scenario';
import { ScenarioFrame, useScenarioQuery } from './scenario-pages';
import { useAssessmentT } from '../../../shared/i18n/assessment-namespace';

function KeyActionForm({ courseId, data }: { readonly courseId: number; readonly data: KeyActions }) {
  const { t } = useTranslation();
  const tx = useAssessmentT();
  const client = useApiClient();
  const toast = useToast();
  const errorId = useId();
  const [chosen, setChosen] = useState<readonly number[]>(data.chosen);
  const [error, setError] = useState(false);
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length < MIN_KEY_ACTIONS || chosen.length > MAX_KEY_ACTIONS) {
      setError(true);
      return;
    }
    setSending(true);
    saveKeyActions(client, courseId, chosen).then(
      (result) => {
        setSending(false);
        setChosen(result.chosen);
        setSaved(true);
      },
      (failure: unknown) => {
        setSending(false);
        toast(failure instanceof Error ? failure.message : t('notices.sendFailed'), { tone: 'error' });
      },
    );
  };

  return (
    <form className="question" noValidate onSubmit={onSubmit}>
      <fieldset className="question__fieldset" disabled={sending} aria-describedby={error ? errorId : undefined}>
        <legend className="question__stem">{tx('keyActions.legend')}</legend>
        <ul className="question__options">
          {data.options.map((option) => (
            <li key={option.id}>
              <label>
                <input
                  type="checkbox"
                  value={option.id}
                  checked={chosen.includes(option.id)}
                  onChange={() => {
                    setError(false);
                    setSaved(false);
                    setChosen((current) => (current.includes(option.id) ? current.filter((id) => id !== option.id) : [...current, option.id]));
                  }}
                />{' '}
                {option.text}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="question__meta">{tx('keyActions.chosenCount', { count: chosen.length })}</p>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {tx('keyActions.chooseRange')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {tx('keyActions.save')}
      </button>
      <p role="status">{saved ? tx('keyActions.saved') : ''}</p>
    </form>
  );
}

export function KeyBehaviorPage() {
  const tx = useAssessmentT();
  const client = useApiClient();
  const locale = useLocale();
  const { courseId } = useScenarioQuery();
  const state = useLoad(
    () => (courseId === undefined ? Promise.reject(new Error('no course id')) : fetchKeyActions(client, courseId)),
    [client, courseId, locale],
  );
  return (
    <ScenarioFrame courseId={courseId} title={tx('keyActions.title')}>
      {state.status === 'loading' && <Skeleton lines={4} />}
      {(state.status === 'failed' || (state.status === 'loaded' && courseId === undefined)) && <LoadFailed onRetry={state.retry} />}
      {state.status === 'loaded' && courseId !== undefined && (
        <>
          <p>{tx('keyActions.intro')}</p>
          <KeyActionForm courseId={courseId} data={state.data} />
        </>
      )}
    </ScenarioFrame>
  );
}
