/**
 * /verify?code= (ours, decision 0095): anybody, signed in or not, checks a certificate by the ID printed on it — whose
 * it is, of which course, since when — or learns that no certificate has that ID. The check is in the address, so a
 * certificate's printed link opens on its result; a new ID typed here replaces it.
 */
import BadgeCheck from 'lucide-react/icons/badge-check';
import ShieldX from 'lucide-react/icons/shield-x';
import { useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField } from 'react-aria-components/TextField';
import { Trans } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../../shared/api/api-error';
import { useApiClient } from '../../../shared/api/api-client-context';
import { LoadFailed } from '../../../shared/components/load-state';
import { useLoad } from '../../../shared/hooks/use-load';
import { useCertificateT } from '../../../shared/i18n/certificate-namespace';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useLongDate } from '../../../shared/i18n/use-long-date';
import { verifyPath } from '../../../shared/routing/paths';
import { NO_SUCH_CERTIFICATE, checkCertificate } from '../api/certificates-api';
import type { CheckedCertificate } from '../api/certificates-api';

/** The longest ID the field takes: twelve characters, their dashes and some spaces pasted around them. */
const CODE_MAX_LENGTH = 32;
const TOO_MANY_REQUESTS = 429;
/** The server's answer to an ID with other characters than letters, digits, dashes and spaces: no certificate has it either. */
const NOT_AN_ID = 400;

type Outcome = { readonly kind: 'valid'; readonly certificate: CheckedCertificate } | { readonly kind: 'unknown' } | { readonly kind: 'tooMany' };

async function outcomeOf(check: Promise<CheckedCertificate>): Promise<Outcome> {
  try {
    return { kind: 'valid', certificate: await check };
  } catch (failure) {
    if (isApiError(failure) && (failure.code === NO_SUCH_CERTIFICATE || failure.code === NOT_AN_ID)) return { kind: 'unknown' };
    if (isApiError(failure) && failure.code === TOO_MANY_REQUESTS) return { kind: 'tooMany' };
    throw failure;
  }
}

function Result({ code }: { readonly code: string }) {
  const t = useCertificateT();
  const client = useApiClient();
  const locale = useLocale();
  const longDate = useLongDate();
  const outcome = useLoad(() => outcomeOf(checkCertificate(client, code)), [client, code, locale]);

  if (outcome.status === 'loading') return <p className="verify__checking" role="status">{t('verify.checking')}</p>;
  if (outcome.status === 'failed') return <LoadFailed onRetry={outcome.retry} />;
  const result = outcome.data;
  if (result.kind === 'valid') {
    const { certificate } = result;
    return (
      <section className="verify__result verify__result--valid" role="status" aria-labelledby="verify-result-title">
        <BadgeCheck className="verify__result-icon" aria-hidden="true" focusable="false" />
        <div>
          <h2 id="verify-result-title" className="verify__result-title">
            {t('verify.valid')}
          </h2>
          <p className="verify__result-text">
            {t('verify.validText', { name: certificate.learnerName, course: certificate.courseName, date: longDate(certificate.completedAt) })}
          </p>
          <p className="verify__result-code">
            {t('certificate.code')}: <span className="certificate__code">{certificate.code}</span>
          </p>
        </div>
      </section>
    );
  }
  return (
    <section className="verify__result verify__result--unknown" role="status">
      <ShieldX className="verify__result-icon" aria-hidden="true" focusable="false" />
      <p className="verify__result-text">{result.kind === 'unknown' ? t('verify.unknown', { code }) : t('verify.tooMany')}</p>
    </section>
  );
}

export function VerifyPage() {
  const t = useCertificateT();
  const [, navigate] = useLocation();
  const checked = (new URLSearchParams(useSearch()).get('code') ?? '').trim().slice(0, CODE_MAX_LENGTH);
  const [typed, setTyped] = useState(checked);
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = typed.trim();
    setMissing(code === '');
    if (code === '') {
      inputRef.current?.focus();
      return;
    }
    navigate(verifyPath(code), { replace: true });
  };

  return (
    <main className="page verify">
      <h1 className="page__title">{t('verify.title')}</h1>
      <p className="page__lead">{t('verify.intro')}</p>
      <form className="verify__form" noValidate onSubmit={onSubmit}>
        <TextField className="field verify__field" value={typed} onChange={setTyped} isInvalid={missing} validationBehavior="aria" maxLength={CODE_MAX_LENGTH} autoComplete="off">
          <Label className="field__label">{t('verify.codeLabel')}</Label>
          <Input ref={inputRef} className="field__input verify__input" spellCheck={false} autoCapitalize="characters" />
          <Text slot="description" className="field__hint">
            {/* The sample ID on one line: a narrow screen would otherwise break it at a dash. */}
            <Trans t={t} i18nKey="verify.codeHint" components={{ code: <span className="verify__example" /> }} />
          </Text>
          <FieldError className="page__alert">{missing ? t('verify.required') : ''}</FieldError>
        </TextField>
        <button type="submit" className="button button--primary verify__submit">
          {t('verify.submit')}
        </button>
      </form>
      {checked !== '' && <Result key={checked} code={checked} />}
    </main>
  );
}
