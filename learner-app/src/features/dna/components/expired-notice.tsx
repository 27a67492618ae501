/**
 * "Not finished in time — no report, please retake" (spec §4) with the retake
 * button: the attempt is reset on the server (`PUT /api/surveys/{id}/reset`)
 * and the fresh attempt is handed to `onRetaken`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-client-context';
import { useToast } from '../../../shared/components/toast';
import { useDnaT } from '../../../shared/i18n/dna-namespace';
import { resetDnaSurvey } from '../api/dna';
import type { DnaAttempt } from '../api/dna';
import { DNA_PROGRESS, useSetDnaProgress } from '../dna-entry';
import { dnaAttemptStore } from '../dna-session';

export function useRetake(surveyId: number, onRetaken: (attempt: DnaAttempt) => void) {
  const { t } = useTranslation();
  const client = useApiClient();
  const toast = useToast();
  const setProgress = useSetDnaProgress();
  const [busy, setBusy] = useState(false);
  const retake = () => {
    setBusy(true);
    resetDnaSurvey(client, surveyId).then(
      (attempt) => {
        dnaAttemptStore(surveyId).clear();
        setProgress(DNA_PROGRESS.inProgress);
        setBusy(false);
        onRetaken(attempt);
      },
      (error: unknown) => {
        setBusy(false);
        toast(error instanceof Error ? error.message : t('notices.sendFailed'), { tone: 'error' });
      },
    );
  };
  return { retake, busy };
}

export function ExpiredNotice({ surveyId, onRetaken }: { readonly surveyId: number; readonly onRetaken: (attempt: DnaAttempt) => void }) {
  const tx = useDnaT();
  const { retake, busy } = useRetake(surveyId, onRetaken);
  return (
    <section className="dna__expired" aria-labelledby="dna-expired-title">
      <h2 id="dna-expired-title">{tx('expired.title')}</h2>
      <p className="notice" role="alert">
        {tx('expired.body')}
      </p>
      <p className="assessment__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={retake}>
          {tx('expired.retake')}
        </button>
      </p>
    </section>
  );
}
