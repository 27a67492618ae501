/**
 * /course/endStudy (module 2): the end of the course learning, with the
 * course feedback (satisfaction survey); a failed send says "fail in send".
 * Then what comes next in the course (`next-step.tsx`).
 */
import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApiClient } from '../../../shared/api/api-client-context';
import { LoadFailed, Skeleton } from '../../../shared/components/load-state';
import { useToast } from '../../../shared/components/toast';
import { useClickGuard } from '../../../shared/hooks/use-click-guard';
import { useLoad } from '../../../shared/hooks/use-load';
import { useLocale } from '../../../shared/i18n/use-locale';
import { fetchFeedback, fetchFeedbackMetas, sendFeedback } from '../../../shared/learning/learning-api';
import type { FeedbackAnswer, FeedbackMeta } from '../../../shared/learning/learning-api';
import { useSelectedCourse } from '../../../shared/learning/use-course-list-sync';
import { coursePath } from '../../../shared/routing/paths';
import { useCourseQuery } from '../use-unit';
import { NextStep } from './next-step';
import { RatingScale } from './rating-scale';

function FeedbackForm({ courseId, metas, onSent }: { courseId: number; metas: readonly FeedbackMeta[]; onSent: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const toast = useToast();
  const [scores, setScores] = useState<Record<number, number>>({});
  const [texts, setTexts] = useState<Record<number, string>>({});
  // Counts the sends refused for a missing rating: each moves the focus to the first one missing.
  const [refused, setRefused] = useState(0);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const missing = (meta: FeedbackMeta) => refused > 0 && meta.required && meta.kind === 'rating' && scores[meta.id] === undefined;

  useEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLInputElement>('.rating[data-invalid] input')?.focus();
  }, [refused]);

  const submit = useClickGuard(() => {
    if (metas.some((meta) => meta.required && meta.kind === 'rating' && scores[meta.id] === undefined)) {
      setRefused((count) => count + 1);
      return;
    }
    const answers: FeedbackAnswer[] = metas.flatMap((meta): FeedbackAnswer[] => {
      if (meta.kind === 'rating') return scores[meta.id] === undefined ? [] : [{ metaId: meta.id, score: scores[meta.id] ?? 0 }];
      const value = texts[meta.id]?.trim();
      return value ? [{ metaId: meta.id, text: value }] : [];
    });
    setSending(true);
    sendFeedback(client, courseId, answers).then(
      () => {
        setSending(false);
        toast(t('learning.feedbackSent'), { tone: 'success' });
        onSent();
      },
      () => {
        setSending(false);
        toast(t('notices.sendFailed'), { tone: 'error' });
      },
    );
  });
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <form ref={form} className="feedback" onSubmit={onSubmit} noValidate>
      {metas.map((meta) =>
        meta.kind === 'rating' ? (
          <RatingScale
            key={meta.id}
            label={meta.title}
            value={scores[meta.id]}
            onChange={(score) => {
              setScores((current) => ({ ...current, [meta.id]: score }));
            }}
            {...(missing(meta) ? { error: t('notices.chooseAnswer') } : {})}
          />
        ) : (
          <label key={meta.id} className="feedback__text">
            <span>{meta.title}</span>
            <textarea
              rows={3}
              maxLength={2000}
              value={texts[meta.id] ?? ''}
              onChange={(event) => {
                setTexts((current) => ({ ...current, [meta.id]: event.target.value }));
              }}
            />
          </label>
        ),
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {t('learning.feedbackSend')}
      </button>
    </form>
  );
}

export function EndStudyPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const locale = useLocale();
  const { courseId } = useCourseQuery();
  useSelectedCourse(courseId);
  const state = useLoad(async () => {
    if (courseId === undefined) throw new Error('no course id');
    const [metas, stored] = await Promise.all([fetchFeedbackMetas(client), fetchFeedback(client, courseId)]);
    return { metas, stored };
  }, [client, courseId, locale]);

  return (
    <main className="page unit-page">
      <h1 className="page__title">{t('learning.endStudy')}</h1>
      <p>{t('learning.courseDone')}</p>
      <section aria-labelledby="feedback-title">
        <h2 id="feedback-title">{t('learning.feedbackTitle')}</h2>
        {state.status === 'loading' && <Skeleton lines={3} />}
        {state.status === 'failed' && <LoadFailed onRetry={state.retry} />}
        {state.status === 'loaded' &&
          courseId !== undefined &&
          (state.data.stored ? (
            <p role="status">{t('learning.feedbackDone')}</p>
          ) : (
            <FeedbackForm courseId={courseId} metas={state.data.metas} onSent={state.reload} />
          ))}
      </section>
      {courseId !== undefined && <NextStep courseId={courseId} />}
      {courseId !== undefined && (
        <p className="unit-page__next">
          <Link className="button button--secondary" href={coursePath(courseId)}>
            {t('learning.backToCourse')}
          </Link>
        </p>
      )}
    </main>
  );
}
