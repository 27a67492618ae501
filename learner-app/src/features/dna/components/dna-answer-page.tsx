/**
 * /leadershipDNA/answer: the Leadership DNA survey, one item at a time with
 * its progress ("12 / 48"). Each choice is saved at once with
 * `PATCH /api/surveys/{id}` through the answer queue (retried until stored;
 * the connection state is shown). The countdown starts from the server's
 * `remainingSeconds`; the timing `PUT` every 30 s and whenever the page is
 * hidden or shown again re-syncs it with the server's clock, as does every
 * save. Time up (the countdown, a 409 4192 refusal or the timing answer) →
 * "Not finished in time — no report, please retake" with a retake button that
 * resets the attempt (spec §4). Finishing needs every item answered. Changing
 * the language asks first (the header's and this page's language menu).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { isApiError } from '../../../shared/api/api-error';
import { useApiClient } from '../../../shared/api/api-client-context';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { ChoiceGroup } from '../../../shared/components/choice-group';
import { LoadFailed, Skeleton } from '../../../shared/components/load-state';
import { useToast } from '../../../shared/components/toast';
import { useLoad } from '../../../shared/hooks/use-load';
import { useDnaT } from '../../../shared/i18n/dna-namespace';
import { urlSuffixOf } from '../../../shared/i18n/language';
import { getLocale } from '../../../shared/i18n/i18n';
import { DNA_REPORT_PATH, HOME_PATH } from '../../../shared/routing/paths';
import { AttemptBar } from '../../../shared/attempt/attempt-bar';
import { QuestionProgress } from '../../../shared/attempt/question-progress';
import { useAttemptQueue } from '../../../shared/attempt/use-attempt-queue';
import { useCountdown } from '../../../shared/attempt/use-countdown';
import { DNA_EXPIRED_CODE, fetchDnaEntry, finishDnaSurvey, saveDnaAnswer, showDnaSurvey, syncDnaTiming } from '../api/dna';
import type { DnaAttempt, DnaEntry, DnaSaveResult } from '../api/dna';
import { DNA_PROGRESS, useSetDnaProgress } from '../dna-entry';
import { dnaAttemptStore } from '../dna-session';
import type { PendingDnaAnswer } from '../dna-session';
import type { AttemptStore } from '../../../shared/attempt/attempt-store';
import { ExpiredNotice } from './expired-notice';

/** How often the timing is sent and the countdown re-synced. */
export const TIMING_INTERVAL_MS = 30_000;

function firstIndex(store: AttemptStore<PendingDnaAnswer>, attempt: DnaAttempt, answers: ReadonlyMap<number, number>): number {
  const stored = store.readPosition(attempt.attemptId);
  if (stored !== undefined) return Math.min(stored, Math.max(0, attempt.questions.length - 1));
  const open = attempt.questions.findIndex((question) => !answers.has(question.id));
  return open >= 0 ? open : 0;
}

function AttemptView({ entry, attempt, onRetaken }: { readonly entry: DnaEntry; readonly attempt: DnaAttempt; readonly onRetaken: (attempt: DnaAttempt) => void }) {
  const { t } = useTranslation();
  const tx = useDnaT();
  const client = useApiClient();
  const toast = useToast();
  const [, navigate] = useLocation();
  const setProgress = useSetDnaProgress();
  const ids = useId();
  const [confirmExit, setConfirmExit] = useState(false);
  const { surveyId } = attempt;
  const total = attempt.questions.length;

  const store = useMemo(() => dnaAttemptStore(surveyId), [surveyId]);
  const [answers, setAnswers] = useState<ReadonlyMap<number, number>>(() => {
    const map = new Map<number, number>();
    for (const answer of attempt.answers) map.set(answer.questionId, answer.optionId);
    for (const item of store.readPending(attempt.attemptId)) map.set(item.questionId, item.optionId);
    return map;
  });
  const [index, setIndexState] = useState(() => firstIndex(store, attempt, answers));
  const countdown = useCountdown(attempt.remainingSeconds, attempt.status === 'expired');
  const { over: expired, resync, end } = countdown;
  const [chooseError, setChooseError] = useState(false);
  const [finishing, setFinishing] = useState(false);

  const fail = (error: unknown) => {
    if (isApiError(error) && error.code === DNA_EXPIRED_CODE) end();
    else toast(error instanceof Error ? error.message : t('notices.sendFailed'), { tone: 'error' });
  };
  const queue = useAttemptQueue<PendingDnaAnswer, DnaSaveResult>({
    attemptId: attempt.attemptId,
    store,
    send: (item) => saveDnaAnswer(client, surveyId, { questionId: item.questionId, optionId: item.optionId }),
    onSaved: (result) => {
      resync(result.remainingSeconds);
    },
    onRejected: fail,
  });
  const { stop: stopQueue } = queue;

  // The server's clock is the truth: send the timing every 30 s and when the page is hidden or shown again.
  const deadlineRef = useRef(countdown.deadlineAt);
  useEffect(() => {
    deadlineRef.current = countdown.deadlineAt;
  }, [countdown.deadlineAt]);
  useEffect(() => {
    if (expired) return undefined;
    let active = true;
    const sync = () => {
      const remaining = Math.max(0, (deadlineRef.current - Date.now()) / 1000);
      const elapsedSeconds = Math.max(0, Math.round(attempt.timeLimitSeconds - remaining));
      syncDnaTiming(client, surveyId, elapsedSeconds).then(
        (timing) => {
          if (!active) return;
          if (timing.status === 'expired') end();
          else resync(timing.remainingSeconds);
        },
        (error: unknown) => {
          if (active && isApiError(error) && error.code === DNA_EXPIRED_CODE) end();
        },
      );
    };
    const timer = setInterval(sync, TIMING_INTERVAL_MS);
    document.addEventListener('visibilitychange', sync);
    return () => {
      active = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', sync);
    };
  }, [client, surveyId, attempt.timeLimitSeconds, expired, resync, end]);

  useEffect(() => {
    if (expired) {
      stopQueue();
      store.clear();
    }
  }, [expired, stopQueue, store]);

  const setIndex = (next: number) => {
    setChooseError(false);
    setIndexState(next);
    store.writePosition(attempt.attemptId, next);
  };

  const question = attempt.questions[index];
  const unanswered = attempt.questions.filter((item) => !answers.has(item.id)).length;

  const choose = (optionId: number) => {
    if (!question || expired) return;
    setAnswers((current) => new Map(current).set(question.id, optionId));
    setChooseError(false);
    queue.enqueue({ attemptId: attempt.attemptId, questionId: question.id, optionId });
  };

  const goNext = () => {
    if (!question) return;
    if (!answers.has(question.id)) {
      setChooseError(true);
      return;
    }
    setIndex(Math.min(index + 1, total - 1));
  };

  const finish = async () => {
    if (unanswered > 0) return;
    setFinishing(true);
    try {
      await queue.whenIdle();
      await finishDnaSurvey(client, entry.tourId, surveyId);
      store.clear();
      setProgress(DNA_PROGRESS.finished);
      navigate(DNA_REPORT_PATH);
    } catch (error) {
      setFinishing(false);
      fail(error);
    }
  };

  const progressId = `${ids}-progress`;
  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;

  return (
    <main className="page assessment assessment--answer dna">
      <AttemptBar
        title={entry.name || tx('title')}
        timerLabel={tx('answer.timeLeft')}
        remaining={countdown.remaining}
        running={!expired}
        connection={queue.connection}
        connectionText={queue.connection === 'idle' ? '' : tx(`answer.connection.${queue.connection}`)}
        exitLabel={tx('answer.exit')}
        onExit={() => {
          setConfirmExit(true);
        }}
      />
      <ConfirmDialog
        open={confirmExit && !expired}
        title={tx('answer.exitTitle')}
        confirmLabel={tx('answer.exitConfirm')}
        cancelLabel={tx('answer.stay')}
        emphasis="cancel"
        onConfirm={() => {
          navigate(HOME_PATH);
        }}
        onCancel={() => {
          setConfirmExit(false);
        }}
      >
        <p>{tx('answer.exitBody')}</p>
      </ConfirmDialog>
      {expired ? (
        <ExpiredNotice surveyId={surveyId} onRetaken={onRetaken} />
      ) : (
        question && (
          <section className="question" aria-labelledby={progressId}>
            <QuestionProgress id={progressId} index={index} total={total} label={tx('answer.progressLabel', { index: index + 1, total })} />
            <ChoiceGroup
              key={question.id}
              kind="single"
              className="question__fieldset"
              label={question.text}
              options={question.options.map((option) => ({ id: String(option.id), label: option.text }))}
              value={answers.has(question.id) ? [String(answers.get(question.id))] : []}
              onChange={([id]) => {
                if (id !== undefined) choose(Number(id));
              }}
              errorId={chooseError ? errorId : undefined}
            />
            {chooseError && (
              <p id={errorId} className="form-error" role="alert">
                {t('notices.chooseAnswer')}
              </p>
            )}
            <p className="assessment__nav">
              <button
                type="button"
                className="button button--secondary"
                disabled={index === 0}
                onClick={() => {
                  setIndex(Math.max(index - 1, 0));
                }}
              >
                {tx('answer.previous')}
              </button>
              {index + 1 < total && (
                <button type="button" className="button button--primary" onClick={goNext}>
                  {tx('answer.next')}
                </button>
              )}
              <button
                type="button"
                className={unanswered === 0 ? 'button button--primary' : 'button button--secondary'}
                disabled={finishing || unanswered > 0}
                aria-describedby={hintId}
                onClick={() => {
                  void finish();
                }}
              >
                {tx('answer.finish')}
              </button>
            </p>
            <p id={hintId} className="assessment__hint">
              {unanswered > 0 ? tx('answer.remaining', { count: unanswered }) : tx('answer.allAnswered')}
            </p>
            {finishing && <p role="status">{tx('answer.finishing')}</p>}
          </section>
        )
      )}
    </main>
  );
}

export function DnaAnswerPage() {
  const client = useApiClient();
  const setProgress = useSetDnaProgress();
  // Items come in the language of the request path; changing the language leaves the page (it asks first).
  const state = useLoad(async () => {
    const entry = await fetchDnaEntry(client);
    const attempt = await showDnaSurvey(client, urlSuffixOf(getLocale()), entry.tourId, entry.surveyId);
    return { entry, attempt };
  }, [client]);
  const [fresh, setFresh] = useState<DnaAttempt | null>(null);
  const status = state.status === 'loaded' ? (fresh ?? state.data.attempt).status : undefined;
  useEffect(() => {
    if (status === 'inProgress') setProgress(DNA_PROGRESS.inProgress);
  }, [status, setProgress]);

  if (state.status === 'loading') return <main className="page assessment dna"><Skeleton lines={6} /></main>;
  if (state.status === 'failed') return <main className="page assessment dna"><LoadFailed onRetry={state.retry} /></main>;
  const { entry } = state.data;
  const attempt = fresh ?? state.data.attempt;
  if (attempt.status === 'finished') return <Redirect to={DNA_REPORT_PATH} replace />;
  return <AttemptView key={attempt.attemptId} entry={entry} attempt={attempt} onRetaken={setFresh} />;
}
