/**
 * /course/abilityAnswer and /course/checkAnswer: one question at a time with
 * its progress ("3 / 10"), previous and next; single choice as a radio group,
 * multiple choice as checkboxes, open questions as a text area. Moving on
 * without an answer says "Please choose an answer" (spec §5). Every answer is
 * saved at once through the answer queue (retried until it is stored; the
 * connection state is shown). The countdown starts from the server's
 * `remainingSeconds` and is re-synced on every save; at 0, "It's time, the
 * quiz is over" leads to the report (spec §8). Finishing with unanswered
 * questions asks first; exit asks too (exit or continue). A reload resumes
 * the attempt: the server has the answers, sessionStorage the position and
 * any save still waiting.
 */
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation } from 'wouter';
import { isApiError } from '../../../shared/api/api-error';
import { useApiClient } from '../../../shared/api/api-client-context';
import { ChoiceGroup } from '../../../shared/components/choice-group';
import { Dialog } from '../../../shared/components/dialog';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { LoadFailed, Skeleton } from '../../../shared/components/load-state';
import { useToast } from '../../../shared/components/toast';
import { useLoad } from '../../../shared/hooks/use-load';
import { coursePath } from '../../../shared/routing/paths';
import { ONCE_ONLY_CODE, STEP_CLOSED_CODES, TIME_UP_CODE, finishAttempt, saveAnswer, showAttempt } from '../api/survey';
import type { AssessmentModule, AttemptState, SaveAnswerBody, SaveAnswerResult, SurveyQuestion } from '../api/survey';
import { assessmentAttemptStore, useAssessmentRoute, useExitTest } from '../assessment-route';
import type { AssessmentPages } from '../assessment-route';
import { useAssessmentT } from '../../../shared/i18n/assessment-namespace';
import { AttemptBar } from '../../../shared/attempt/attempt-bar';
import { QuestionProgress } from '../../../shared/attempt/question-progress';
import type { AttemptStore } from '../../../shared/attempt/attempt-store';
import { useAttemptQueue } from '../../../shared/attempt/use-attempt-queue';
import { useCountdown } from '../../../shared/attempt/use-countdown';
import { formatCountdown } from '../../../shared/time/countdown';

interface LocalAnswer {
  readonly optionIds: readonly number[];
  readonly text: string;
}

export { formatCountdown };

function isAnswered(question: SurveyQuestion, answer: LocalAnswer | undefined): boolean {
  if (!answer) return false;
  return question.type === 'open' ? answer.text.trim().length > 0 : answer.optionIds.length > 0;
}

function initialIndex(store: AttemptStore<SaveAnswerBody>, attempt: AttemptState): number {
  const stored = store.readPosition(attempt.attemptId);
  if (stored !== undefined) return Math.min(stored, Math.max(0, attempt.questions.length - 1));
  const firstOpen = attempt.questions.findIndex((question) => !attempt.answers.some((answer) => answer.questionId === question.id));
  return firstOpen >= 0 ? firstOpen : 0;
}

function QuestionView({
  question,
  answer,
  onChoose,
  onText,
  onTextDone,
  errorId,
  error,
}: {
  readonly question: SurveyQuestion;
  readonly answer: LocalAnswer | undefined;
  readonly onChoose: (optionIds: readonly number[]) => void;
  readonly onText: (text: string) => void;
  readonly onTextDone: () => void;
  readonly errorId: string;
  readonly error: boolean;
}) {
  const { t } = useTranslation();
  const tx = useAssessmentT();
  const chosen = answer?.optionIds ?? [];
  if (question.type === 'open') {
    return (
      <label className="question__open">
        <span className="question__stem">{question.text}</span>
        <span className="visually-hidden">{tx('assessment.yourAnswer')}</span>
        <textarea
          value={answer?.text ?? ''}
          rows={6}
          maxLength={2000}
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            onText(event.target.value);
          }}
          onBlur={onTextDone}
        />
      </label>
    );
  }
  return (
    <ChoiceGroup
      kind={question.type}
      className="question__fieldset"
      label={
        <>
          <span className="question__meta">{t(`learning.questionTypes.${question.type}`)}</span> {question.text}
        </>
      }
      options={question.options.map((option) => ({ id: String(option.id), label: option.text }))}
      value={chosen.map(String)}
      onChange={(ids) => {
        onChoose(ids.map(Number));
      }}
      errorId={error ? errorId : undefined}
    />
  );
}

function AttemptView({
  courseId,
  moduleId,
  attempt,
  pages,
}: {
  readonly courseId: number;
  readonly moduleId: AssessmentModule;
  readonly attempt: AttemptState;
  readonly pages: AssessmentPages;
}) {
  const { t } = useTranslation();
  const tx = useAssessmentT();
  const client = useApiClient();
  const toast = useToast();
  const [, navigate] = useLocation();
  const exit = useExitTest();
  const errorId = useId();
  const total = attempt.questions.length;

  const store = useMemo(() => assessmentAttemptStore(courseId, moduleId), [courseId, moduleId]);
  const [answers, setAnswers] = useState<ReadonlyMap<number, LocalAnswer>>(() => {
    const map = new Map<number, LocalAnswer>();
    for (const answer of attempt.answers) map.set(answer.questionId, { optionIds: answer.optionIds, text: answer.text });
    for (const item of store.readPending(attempt.attemptId)) {
      map.set(item.questionId, { optionIds: item.optionIds ?? [], text: item.text ?? '' });
    }
    return map;
  });
  const [index, setIndexState] = useState(() => initialIndex(store, attempt));
  const countdown = useCountdown(attempt.remainingSeconds, attempt.status === 'expired');
  const timeUp = countdown.over;
  const [chooseError, setChooseError] = useState(false);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [confirmExit, setConfirmExit] = useState(false);
  const [finishing, setFinishing] = useState(false);
  /** The open-question text last handed to the queue, per question. */
  const sentText = useRef(new Map<number, string>());

  const fail = (error: unknown) => {
    if (isApiError(error) && error.code === TIME_UP_CODE) countdown.end();
    else toast(error instanceof Error ? error.message : t('notices.sendFailed'), { tone: 'error' });
  };
  const queue = useAttemptQueue<SaveAnswerBody, SaveAnswerResult>({
    attemptId: attempt.attemptId,
    store,
    send: (item) => saveAnswer(client, item),
    onSaved: (result) => {
      countdown.resync(result.remainingSeconds);
    },
    onRejected: fail,
  });

  const setIndex = (next: number) => {
    setChooseError(false);
    setIndexState(next);
    store.writePosition(attempt.attemptId, next);
  };

  const enqueue = useCallback(
    (question: SurveyQuestion, answer: LocalAnswer) => {
      const body: SaveAnswerBody =
        question.type === 'open'
          ? { courseId, moduleId, attemptId: attempt.attemptId, questionId: question.id, text: answer.text.trim() }
          : { courseId, moduleId, attemptId: attempt.attemptId, questionId: question.id, optionIds: answer.optionIds };
      queue.enqueue(body);
    },
    [courseId, moduleId, attempt.attemptId, queue],
  );

  const question = attempt.questions[index];

  /** Saves the open answer of the question shown, if it changed. */
  const commitOpen = () => {
    if (!question || question.type !== 'open') return;
    const text = (answers.get(question.id)?.text ?? '').trim();
    const known = sentText.current.get(question.id) ?? attempt.answers.find((answer) => answer.questionId === question.id)?.text ?? '';
    if (text.length === 0 || text === known.trim()) return;
    sentText.current.set(question.id, text);
    enqueue(question, { optionIds: [], text });
  };

  const choose = (optionIds: readonly number[]) => {
    if (!question || timeUp) return;
    const answer = { optionIds, text: '' };
    setAnswers((current) => new Map(current).set(question.id, answer));
    setChooseError(false);
    if (optionIds.length > 0) enqueue(question, answer);
  };

  const type = (text: string) => {
    if (!question) return;
    setAnswers((current) => new Map(current).set(question.id, { optionIds: [], text }));
    setChooseError(false);
  };

  const goNext = () => {
    if (!question) return;
    if (!isAnswered(question, answers.get(question.id))) {
      setChooseError(true);
      return;
    }
    commitOpen();
    setIndex(Math.min(index + 1, total - 1));
  };

  const goPrevious = () => {
    commitOpen();
    setIndex(Math.max(index - 1, 0));
  };

  const unanswered = attempt.questions.filter((item) => !isAnswered(item, answers.get(item.id))).length;

  const finish = async () => {
    setConfirmFinish(false);
    commitOpen();
    setFinishing(true);
    try {
      await queue.whenIdle();
      await finishAttempt(client, courseId, moduleId, attempt.attemptId);
      store.clear();
      navigate(pages.report);
    } catch (error) {
      setFinishing(false);
      fail(error);
    }
  };

  const askFinish = () => {
    commitOpen();
    if (unanswered > 0) setConfirmFinish(true);
    else void finish();
  };

  const title = tx(moduleId === 1 ? 'assessment.titles.ability' : 'assessment.titles.check');

  return (
    <main className="page assessment assessment--answer">
      <AttemptBar
        title={title}
        timerLabel={tx('assessment.timeLeft')}
        remaining={countdown.remaining}
        running={!timeUp}
        exitable
        connection={queue.connection}
        connectionText={queue.connection === 'idle' ? '' : tx(`assessment.connection.${queue.connection}`)}
        exitLabel={tx('assessment.exitTest')}
        onExit={() => {
          setConfirmExit(true);
        }}
      />
      {question && (
        <section className="question" aria-labelledby={`${errorId}-progress`}>
          <QuestionProgress id={`${errorId}-progress`} index={index} total={total} label={tx('assessment.progressLabel', { index: index + 1, total })} />
          <QuestionView
            key={question.id}
            question={question}
            answer={answers.get(question.id)}
            onChoose={choose}
            onText={type}
            onTextDone={commitOpen}
            errorId={errorId}
            error={chooseError}
          />
          {chooseError && (
            <p id={errorId} className="form-error" role="alert">
              {t('notices.chooseAnswer')}
            </p>
          )}
          <p className="assessment__nav">
            <button type="button" className="button button--secondary" disabled={index === 0} onClick={goPrevious}>
              {tx('assessment.previous')}
            </button>
            {index + 1 < total && (
              <button type="button" className="button button--primary" onClick={goNext}>
                {tx('assessment.next')}
              </button>
            )}
            <button type="button" className={index + 1 < total ? 'button button--secondary' : 'button button--primary'} disabled={finishing} onClick={askFinish}>
              {tx('assessment.finish')}
            </button>
          </p>
          {finishing && <p role="status">{tx('assessment.finishing')}</p>}
        </section>
      )}
      <ConfirmDialog
        open={confirmFinish}
        title={tx('assessment.unansweredTitle')}
        confirmLabel={tx('assessment.finishConfirm')}
        cancelLabel={tx('assessment.backToTest')}
        onConfirm={() => {
          void finish();
        }}
        onCancel={() => {
          setConfirmFinish(false);
        }}
      >
        <p>{tx('assessment.unanswered', { count: unanswered })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmExit && !timeUp}
        title={tx('assessment.exitTitle')}
        confirmLabel={tx('assessment.exit')}
        cancelLabel={tx('assessment.continue')}
        emphasis="cancel"
        onConfirm={() => {
          commitOpen();
          exit();
        }}
        onCancel={() => {
          setConfirmExit(false);
        }}
      >
        <p>{tx('assessment.exitBody')}</p>
      </ConfirmDialog>
      <Dialog
        open={timeUp}
        role="alertdialog"
        dismissible={false}
        title={t('notices.quizOver')}
        closeLabel={tx('assessment.viewReport')}
        onClose={() => {
          store.clear();
          navigate(pages.report);
        }}
      >
        <p>{t('notices.quizOver')}</p>
      </Dialog>
    </main>
  );
}

export function AnswerPage({ moduleId }: { readonly moduleId: AssessmentModule }) {
  const { t } = useTranslation();
  const tx = useAssessmentT();
  const client = useApiClient();
  const { courseId, pages } = useAssessmentRoute(moduleId);
  // Questions come in the language of the request; the page is rebuilt (via /home) when it changes.
  const state = useLoad(
    () => (courseId === undefined ? Promise.reject(new Error('no course id')) : showAttempt(client, courseId, moduleId)),
    [client, courseId, moduleId],
  );
  const heading = <h1 className="page__title">{tx(moduleId === 1 ? 'assessment.titles.ability' : 'assessment.titles.check')}</h1>;
  if (state.status === 'loading') return <main className="page assessment">{heading}<Skeleton lines={6} /></main>;
  if (courseId === undefined || pages === undefined) return <main className="page assessment">{heading}<LoadFailed onRetry={state.retry} /></main>;
  if (state.status === 'failed') {
    // Taken already (once-only: its report is there) or a step not open (not yet, or expired): the server's words and the way on.
    if (isApiError(state.error) && (state.error.code === ONCE_ONLY_CODE || STEP_CLOSED_CODES.includes(state.error.code))) {
      const taken = state.error.code === ONCE_ONLY_CODE;
      return (
        <main className="page assessment">
          {heading}
          <p className="notice" role="alert">
            {state.error.message}
          </p>
          <p className="assessment__actions">
            {taken && (
              <Link className="button button--primary" href={pages.report}>
                {tx('assessment.viewReport')}
              </Link>
            )}
            <Link className={`button ${taken ? 'button--secondary' : 'button--primary'}`} href={coursePath(courseId)}>
              {t('learning.backToCourse')}
            </Link>
          </p>
        </main>
      );
    }
    return <main className="page assessment">{heading}<LoadFailed onRetry={state.retry} /></main>;
  }
  if (state.data.status === 'finished') return <Redirect to={pages.report} replace />;
  return <AttemptView key={state.data.attemptId} courseId={courseId} moduleId={moduleId} attempt={state.data} pages={pages} />;
}

export function AbilityAnswerPage() {
  return <AnswerPage moduleId={1} />;
}

export function CheckAnswerPage() {
  return <AnswerPage moduleId={4} />;
}
