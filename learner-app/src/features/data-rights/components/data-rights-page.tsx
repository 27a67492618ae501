/**
 * /datahandle (spec §1, §2, §9): a request to access, correct, erase or
 * restrict the learner's personal data, with the promise of a reply within 3
 * working days, and the learner's stored requests with their due dates.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../shared/api/api-error';
import { useApiClient } from '../../../shared/api/api-client-context';
import { useToast } from '../../../shared/components/toast';
import { useClickGuard } from '../../../shared/hooks/use-click-guard';
import { useLongDate } from '../../../shared/i18n/use-long-date';
import {
  DATA_REQUEST_TEXT_MAX,
  DATA_REQUEST_TYPES,
  createDataRequest,
  fetchDataRequests,
} from '../api/data-requests';
import type { DataRequest, DataRequestType } from '../api/data-requests';

type FormError = 'typeRequired' | 'textRequired' | 'textTooLong';
type Feedback =
  | { readonly kind: 'rule'; readonly error: FormError }
  | { readonly kind: 'server'; readonly message: string };

type ListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'loaded'; readonly requests: readonly DataRequest[] };

export function validateDataRequest(type: DataRequestType | null, text: string): FormError | undefined {
  if (type === null) return 'typeRequired';
  if (text.trim() === '') return 'textRequired';
  if (text.trim().length > DATA_REQUEST_TEXT_MAX) return 'textTooLong';
  return undefined;
}

function RequestList({ state }: { state: ListState }) {
  const { t } = useTranslation();
  const formatDate = useLongDate();
  if (state.status === 'loading') return <p className="page__muted">{t('common.loading')}</p>;
  if (state.status === 'failed') return <p className="page__muted">{t('api.invalidResponse')}</p>;
  if (state.requests.length === 0) return <p className="page__muted">{t('dataRights.noRequests')}</p>;
  return (
    <ul className="requests">
      {state.requests.map((request) => (
        <li key={request.id} className="requests__item">
          <h3 className="requests__type">{t(`dataRights.types.${request.type}`)}</h3>
          <p className="requests__text">{request.text}</p>
          <dl className="requests__facts">
            <div>
              <dt>{t('dataRights.submittedOn')}</dt>
              <dd>
                <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('dataRights.dueBy')}</dt>
              <dd>
                <time dateTime={request.dueAt}>{formatDate(request.dueAt)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('dataRights.status')}</dt>
              <dd>{request.status === 'received' ? t('dataRights.statusReceived') : request.status}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function DataRightsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const toast = useToast();
  const alertId = useId();
  const textId = useId();
  const countId = useId();
  const historyTitleId = useId();
  const [type, setType] = useState<DataRequestType | null>(null);
  const [text, setText] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const firstTypeRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    let active = true;
    fetchDataRequests(client).then(
      (requests) => {
        if (active) setList({ status: 'loaded', requests });
      },
      () => {
        if (active) setList({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [client]);

  const submit = useClickGuard(() => {
    void (async () => {
      if (submitting) return;
      const error = validateDataRequest(type, text);
      if (error !== undefined || type === null) {
        setFeedback({ kind: 'rule', error: error ?? 'typeRequired' });
        (error === 'typeRequired' ? firstTypeRef : textRef).current?.focus();
        return;
      }
      setFeedback(null);
      setSubmitting(true);
      try {
        const created = await createDataRequest(client, { type, text: text.trim() });
        setList((current) => ({
          status: 'loaded',
          requests: [created, ...(current.status === 'loaded' ? current.requests : [])],
        }));
        setType(null);
        setText('');
        toast(t('dataRights.submitted'), { tone: 'success' });
      } catch (failure) {
        setFeedback({
          kind: 'server',
          message: failureMessage(failure, t('api.invalidResponse')),
        });
      } finally {
        setSubmitting(false);
      }
    })();
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const typeInvalid = feedback?.kind === 'rule' && feedback.error === 'typeRequired';
  const textInvalid = feedback?.kind === 'rule' && feedback.error !== 'typeRequired';
  const feedbackText =
    feedback === null
      ? ''
      : feedback.kind === 'rule'
        ? t(`dataRights.errors.${feedback.error}`, { max: DATA_REQUEST_TEXT_MAX })
        : feedback.message;

  return (
    <main className="page data-rights">
      <h1 className="page__title">{t('dataRights.title')}</h1>
      <p className="page__lead">{t('dataRights.intro')}</p>
      <form className="data-rights__form" noValidate onSubmit={onSubmit}>
        <fieldset
          className="data-rights__types"
          aria-invalid={typeInvalid || undefined}
          aria-describedby={typeInvalid ? alertId : undefined}
        >
          <legend className="field__label">{t('dataRights.typeLegend')}</legend>
          {DATA_REQUEST_TYPES.map((value, index) => (
            <label key={value} className="data-rights__type">
              <input
                ref={index === 0 ? firstTypeRef : undefined}
                type="radio"
                name="type"
                value={value}
                checked={type === value}
                onChange={() => {
                  setType(value);
                }}
              />
              <span className="data-rights__type-name">{t(`dataRights.types.${value}`)}</span>
              <span className="data-rights__type-hint">{t(`dataRights.typeHints.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={textId}>
            {t('dataRights.textLabel')}
          </label>
          <textarea
            ref={textRef}
            id={textId}
            className="field__input data-rights__text"
            rows={5}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
            }}
            aria-invalid={textInvalid || undefined}
            aria-describedby={textInvalid ? `${alertId} ${countId}` : countId}
          />
          <p id={countId} className="field__hint">
            {t('dataRights.count', { length: text.trim().length, max: DATA_REQUEST_TEXT_MAX })}
          </p>
        </div>
        <p className="data-rights__promise">{t('dataRights.promise')}</p>
        <p id={alertId} role="alert" className="page__alert">
          {feedbackText}
        </p>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? t('dataRights.submitting') : t('dataRights.submit')}
        </button>
      </form>
      <section className="data-rights__history" aria-labelledby={historyTitleId}>
        <h2 id={historyTitleId} className="page__subtitle">
          {t('dataRights.history')}
        </h2>
        <RequestList state={list} />
      </section>
    </main>
  );
}
