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
import { useCallback, useEffect, useId, useRef, useState } from 'react';
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
import { formatCountdown } from '../../../shared/time/countdown';
import { AnswerQueue } from '../../assessment/answer-queue';
import type { ConnectionState } from '../../assessment/answer-queue';
import { LanguageMenu } from '../../layout/components/language-menu';
import { DNA_EXPIRED_CODE, fetchDnaEntry, finishDnaSurvey, saveDnaAnswer, showDnaSurvey, syncDnaTiming } from '../api/dna';
import type { DnaAttempt, DnaEntry, DnaSaveResult } from '../api/dna';
import { DNA_PROGRESS, useSetDnaProgress } from '../dna-entry';
import { clearDnaSession, dnaPendingKey, readDnaPending, readDnaPosition, writeDnaPosition, writeSession } from '../dna-session';
import type { PendingDnaAnswer } from '../dna-session';
import { ExpiredNotice } from './expired-notice';

/** How often the timing is sent and the countdown re-synced. */
export const TIMING_INTERVAL_MS = 30_000;

const CONNECTION_CLASS: Record<ConnectionState, string> = {
  idle: '',
  saving: 'assessment__connection--saving',
  saved: 'assessment__connection--saved',
  retrying: 'assessment__connection--retrying',
};

function firstIndex(attempt: DnaAttempt, answers: ReadonlyMap<number, number>): number {
  const stored = readDnaPosition(attempt.surveyId, attempt.attemptId);
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

  const [answers, setAnswers] = useState<ReadonlyMap<number, number>>(() => {
    const map = new Map<number, number>();
    for (const answer of attempt.answers) map.set(answer.questionId, answer.optionId);
    for (const item of readDnaPending(surveyId, attempt.attemptId)) map.set(item.questionId, item.optionId);
    return map;
  });
  const [index, setIndexState] = useState(() => firstIndex(attempt, answers));
  const [deadlineAt, setDeadlineAt] = useState(() => Date.now() + attempt.remainingSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [expired, setExpired] = useState(attempt.status === 'expired' || attempt.remainingSeconds <= 0);
  const [connection, setConnection] = useState<ConnectionState>('idle');
  const [chooseError, setChooseError] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const queueRef = useRef<AnswerQueue<PendingDnaAnswer, DnaSaveResult> | null>(null);

  const resync = useCallback((remainingSeconds: number) => {
    setDeadlineAt(Date.now() + remainingSeconds * 1000);
    setNow(Date.now());
    if (remainingSeconds <= 0) setExpired(true);
  }, []);

  useEffect(() => {
    const queue = new AnswerQueue<PendingDnaAnswer, DnaSaveResult>(
      {
        send: (item) => saveDnaAnswer(client, surveyId, { questionId: item.questionId, optionId: item.optionId }),
        keyOf: (item) => item.questionId,
        onSaved: (_item, result) => {
          resync(result.remainingSeconds);
        },
        onRejected: (_item, error) => {
          if (isApiError(error) && error.code === DNA_EXPIRED_CODE) setExpired(true);
          else toast(error instanceof Error ? error.message : t('notices.sendFailed'), { tone: 'error' });
        },
        onState: setConnection,
        onPending: (items) => {
          writeSession(dnaPendingKey(surveyId), items.length > 0 ? items : null);
        },
      },
      readDnaPending(surveyId, attempt.attemptId),
    );
    queueRef.current = queue;
    const onOnline = () => {
      queue.retryNow();
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      queue.dispose();
      if (queueRef.current === queue) queueRef.current = null;
    };
  }, [client, surveyId, attempt.attemptId, toast, t, resync]);

  // The server's clock is the truth: send the timing every 30 s and when the page is hidden or shown again.
  const deadlineRef = useRef(deadlineAt);
  useEffect(() => {
    deadlineRef.current = deadlineAt;
  }, [deadlineAt]);
  useEffect(() => {
    if (expired) return undefined;
    let active = true;
    const sync = () => {
      const remaining = Math.max(0, (deadlineRef.current - Date.now()) / 1000);
      const elapsedSeconds = Math.max(0, Math.round(attempt.timeLimitSeconds - remaining));
      syncDnaTiming(client, surveyId, elapsedSeconds).then(
        (timing) => {
          if (!active) return;
          if (timing.status === 'expired') setExpired(true);
          else resync(timing.remainingSeconds);
        },
        (error: unknown) => {
          if (active && isApiError(error) && error.code === DNA_EXPIRED_CODE) setExpired(true);
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
  }, [client, surveyId, attempt.timeLimitSeconds, expired, resync]);

  useEffect(() => {
    if (expired) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [expired]);

  const remaining = Math.max(0, Math.ceil((deadlineAt - now) / 1000));
  if (remaining === 0 && !expired) setExpired(true);

  useEffect(() => {
    if (expired) {
      queueRef.current?.dispose();
      clearDnaSession(surveyId);
    }
  }, [expired, surveyId]);

  const setIndex = (next: number) => {
    setChooseError(false);
    setIndexState(next);
    writeDnaPosition(surveyId, attempt.attemptId, next);
  };

  const question = attempt.questions[index];
  const unanswered = attempt.questions.filter((item) => !answers.has(item.id)).length;

  const choose = (optionId: number) => {
    if (!question || expired) return;
    setAnswers((current) => new Map(current).set(question.id, optionId));
    setChooseError(false);
    queueRef.current?.enqueue({ attemptId: attempt.attemptId, questionId: question.id, optionId });
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
      await queueRef.current?.whenIdle();
      await finishDnaSurvey(client, entry.tourId, surveyId);
      clearDnaSession(surveyId);
      setProgress(DNA_PROGRESS.finished);
      navigate(DNA_REPORT_PATH);
    } catch (error) {
      setFinishing(false);
      if (isApiError(error) && error.code === DNA_EXPIRED_CODE) setExpired(true);
      else toast(error instanceof Error ? error.message : t('notices.sendFailed'), { tone: 'error' });
    }
  };

  const connectionText = connection === 'idle' ? '' : tx(`answer.connection.${connection}`);
  const progressId = `${ids}-progress`;
  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;

  return (
    <main className="page assessment assessment--answer dna">
      <div className="assessment__bar">
        <h1 className="page__title">{entry.name || tx('title')}</h1>
        {!expired && (
          <p className="assessment__timer">
            <span>{tx('answer.timeLeft')}: </span>
            <span role="timer" aria-label={tx('answer.timeLeft')}>
              {formatCountdown(remaining)}
            </span>
          </p>
        )}
        <p className={`assessment__connection ${CONNECTION_CLASS[connection]}`} role="status" aria-live="polite">
          {expired ? '' : connectionText}
        </p>
        <LanguageMenu />
        {!expired && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setConfirmExit(true);
            }}
          >
            {tx('answer.exit')}
          </button>
        )}
      </div>
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
            <p id={progressId} className="assessment__progress" aria-label={tx('answer.progressLabel', { index: index + 1, total })}>
              {index + 1} / {total}
            </p>
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
