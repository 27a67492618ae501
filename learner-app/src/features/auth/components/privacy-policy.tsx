/** The user privacy policy text shown before login; loaded with its strings when the login's dialog first opens. */
import { usePrivacyT } from '../../../shared/i18n/privacy-namespace';

export function PrivacyPolicy() {
  const t = usePrivacyT();
  return (
    <div className="policy">
      <p>{t('intro')}</p>
      <h3>{t('collectTitle')}</h3>
      <p>{t('collectBody')}</p>
      <h3>{t('useTitle')}</h3>
      <p>{t('useBody')}</p>
      <h3>{t('shareTitle')}</h3>
      <p>{t('shareBody')}</p>
      <h3>{t('rightsTitle')}</h3>
      <p>{t('rightsBody')}</p>
    </div>
  );
}
