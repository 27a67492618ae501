/**
 * /course/practiceQuestions (module 2): one answer page per question — single
 * choice, multiple choice or open. Submitting without an answer says "Please
 * choose an answer"; after submitting, the correct answer and the analysis.
 * `?kind=preClass` shows the pre-class practice instead (linked from every
 * page of the unit), which leads on to the video.
 */
import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-client-context';
import { useToast } from '../../../shared/components/toast';
import { useClickGuard } from '../../../shared/hooks/use-click-guard';
import { answerQuestion } from '../../../shared/learning/learning-api';
import type { Question, QuestionResult } from '../../../shared/learning/learning-api';
import { unitPagePath } from '../../../shared/routing/paths';
import { useCourseQuery, useUnitPage } from '../use-unit';
import { NextLink, UnitLayout } from './unit-layout';

function ResultView({ question, result }: { readonly question: Question; readonly result: QuestionResult }) {
  const { t } = useTranslation();
  const optionText = (id: string) => `${id}. ${question.options.find((option) => option.id === id)?.text ?? ''}`;
  return (
    <div className="question__result" role="status">
      {result.correct !== null && (
        <p className={result.correct ? 'question__verdict question__verdict--correct' : 'question__verdict question__verdict--wrong'}>
          {result.correct ? t('learning.correct') : t('learning.wrong')}
        </p>
      )}
      {result.correctAnswer.length > 0 && (
        <p className="question__correct">{t('learning.correctAnswer', { answer: result.correctAnswer.map(optionText).join('; ') })}</p>
      )}
      {result.referenceAnswer && (
        <p className="question__reference">
          <strong>{t('learning.referenceAnswer')}: </strong>
          {result.referenceAnswer}
        </p>
      )}
      <p className="question__analysis">
        <strong>{t('learning.analysis')}: </strong>
        {result.analysis}
      </p>
    </div>
  );
}

function QuestionForm({ unitId, question, index, total }: { unitId: number; question: Question; index: number; total: number }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const toast = useToast();
  const alertId = useId();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const [result, setResult] = useState<QuestionResult | null>(question.result);
  const [sending, setSending] = useState(false);

  const submit = useClickGuard(() => {
    const answer = question.type === 'open' ? (text.trim() ? [text.trim()] : []) : chosen;
    if (answer.length === 0) {
      setError(true);
      return;
    }
    setError(false);
    setSending(true);
    answerQuestion(client, unitId, question.id, answer).then(
      (graded) => {
        setResult(graded);
        setSending(false);
      },
      (failure: unknown) => {
        setSending(false);
        toast(failure instanceof Error ? failure.message : t('notices.sendFailed'), { tone: 'error' });
      },
    );
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const toggle = (id: string) => {
    setError(false);
    setChosen((current) =>
      question.type === 'single' ? [id] : current.includes(id) ? current.filter((value) => value !== id) : [...current, id],
    );
  };
  const answered = result !== null;

  return (
    <form className="question" onSubmit={onSubmit} aria-describedby={error ? alertId : undefined} noValidate>
      <fieldset className="question__fieldset" disabled={answered || sending}>
        <legend className="question__stem">
          <span className="question__meta">
            {t('learning.question', { index, total })} · {t(`learning.questionTypes.${question.type}`)}
          </span>
          {question.stem}
        </legend>
        {question.type === 'open' ? (
          <label className="question__open">
            <span>{t('learning.yourAnswer')}</span>
            <textarea
              value={answered ? (result.answer[0] ?? '') : text}
              rows={4}
              maxLength={2000}
              onChange={(event) => {
                setError(false);
                setText(event.target.value);
              }}
            />
          </label>
        ) : (
          <ul className="question__options">
            {question.options.map((option) => (
              <li key={option.id}>
                <label>
                  <input
                    type={question.type === 'single' ? 'radio' : 'checkbox'}
                    name={`question-${question.id}`}
                    value={option.id}
                    checked={(answered ? result.answer : chosen).includes(option.id)}
                    onChange={() => {
                      toggle(option.id);
                    }}
                  />
                  {option.id}. {option.text}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {error && (
        <p id={alertId} className="form-error" role="alert">
          {t('notices.chooseAnswer')}
        </p>
      )}
      {answered ? (
        <ResultView question={question} result={result} />
      ) : (
        <button type="submit" className="button button--primary" disabled={sending}>
          {t('learning.submit')}
        </button>
      )}
    </form>
  );
}

export function PracticeQuestionsPage() {
  const { t } = useTranslation();
  const { state, params } = useUnitPage();
  const { courseId, unitId } = useCourseQuery();
  const kind = params.get('kind') === 'preClass' ? 'preClass' : 'practice';
  // The page stays mounted when the learner moves between the two kinds: start each kind at its first question.
  const [position, setPosition] = useState<{ kind: string; index: number }>({ kind, index: 0 });
  const index = position.kind === kind ? position.index : 0;
  const setIndex = (next: number) => {
    setPosition({ kind, index: next });
  };
  return (
    <UnitLayout state={state} retry={state.retry} heading={kind === 'preClass' ? t('learning.preClass') : t('learning.practice')}>
      {({ unit }) => {
        const list = unit.questions.filter((question) => question.kind === kind);
        const question = list[index];
        const after = unitPagePath(kind === 'preClass' ? 'videoLearning' : 'case', courseId ?? unit.learningPathMetaId, unitId ?? unit.id);
        if (!question) {
          return (
            <>
              <p>{t('learning.noQuestions')}</p>
              <NextLink href={after} />
            </>
          );
        }
        return (
          <>
            <QuestionForm key={question.id} unitId={unit.id} question={question} index={index + 1} total={list.length} />
            {index + 1 < list.length ? (
              <p className="unit-page__next">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setIndex(index + 1);
                  }}
                >
                  {t('learning.next')}
                </button>
              </p>
            ) : (
              <NextLink href={after} />
            )}
          </>
        );
      }}
    </UnitLayout>
  );
}
