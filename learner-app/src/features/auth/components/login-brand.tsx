/** The product's side of the signed-out pages (login, password reset): its name as the page heading, its promise and three reasons to learn here. */
import { useTranslation } from 'react-i18next';
import ChartNoAxesColumn from 'lucide-react/icons/chart-no-axes-column';
import CirclePlay from 'lucide-react/icons/circle-play';
import UsersRound from 'lucide-react/icons/users-round';
import { BrandLogo } from '../../../shared/display/brand-logo';

export function LoginBrand() {
  const { t } = useTranslation();
  return (
    <section className="login__brand" aria-labelledby="login-title">
      <BrandLogo className="login__logo" />
      <h1 id="login-title" className="login__title">
        {t('app.productName')}
      </h1>
      <p className="login__tagline">{t('login.tagline')}</p>
      <ul className="login__benefits">
        <li>
          <CirclePlay aria-hidden="true" focusable="false" />
          {t('login.benefits.video')}
        </li>
        <li>
          <ChartNoAxesColumn aria-hidden="true" focusable="false" />
          {t('login.benefits.reports')}
        </li>
        <li>
          <UsersRound aria-hidden="true" focusable="false" />
          {t('login.benefits.practice')}
        </li>
      </ul>
    </section>
  );
}
