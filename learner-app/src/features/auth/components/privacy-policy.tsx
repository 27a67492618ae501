/** The user privacy policy text shown before login. */
import { useTranslation } from 'react-i18next';

export function PrivacyPolicy() {
  const { t } = useTranslation();
  return (
    <div className="policy">
      <p>{t('privacy.intro')}</p>
      <h3>{t('privacy.collectTitle')}</h3>
      <p>{t('privacy.collectBody')}</p>
      <h3>{t('privacy.useTitle')}</h3>
      <p>{t('privacy.useBody')}</p>
      <h3>{t('privacy.shareTitle')}</h3>
      <p>{t('privacy.shareBody')}</p>
      <h3>{t('privacy.rightsTitle')}</h3>
      <p>{t('privacy.rightsBody')}</p>
    </div>
  );
}
