/**
 * The header (spec §2): the logo (→ /home, a reload when already there, inert
 * on /companyList), the course selection when there are courses, and the user
 * menu (not on /companyList). The language menu exists but is not rendered.
 * The header loads the course list itself, again on every page (its progress
 * stays current), and holds the course menu's place while the first list of
 * this visit is on its way, so the header does not grow when it comes.
 */
import type { MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { courseListAtom } from '../../shared/learning/course-list';
import { pageReload } from '../../shared/routing/page-reload';
import { COMPANY_LIST_PATH, HOME_PATH, findRoute } from '../../shared/routing/paths';
import { BrandLogo } from '../../shared/display/brand-logo';
import { useCourseListSync } from '../../shared/learning/use-course-list-sync';
import { userInfoAtom } from '../../shared/session/user-info';
import { CourseMenu } from './course-menu';
import { UserMenu } from './user-menu';


export function Header() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const courseList = useAtomValue(courseListAtom);
  const route = findRoute(location)?.path;
  const onCompanyList = route === COMPANY_LIST_PATH;
  const signedIn = useAtomValue(userInfoAtom) !== null;
  const courseListLoading = useCourseListSync(route, signedIn && !onCompanyList);

  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (route !== HOME_PATH) return;
    event.preventDefault();
    pageReload.reload();
  };

  const logo = <BrandLogo className="header__logo-image" />;

  return (
    <header className="header">
      <div className="header__inner">
        {onCompanyList ? (
          <span className="header__logo" role="img" aria-label={t('app.productName')}>
            {logo}
          </span>
        ) : (
          <Link href={HOME_PATH} className="header__logo" aria-label={t('header.homeLink')} onClick={onLogoClick}>
            {logo}
          </Link>
        )}
        <span className="header__product">{t('app.productName')}</span>
        {!onCompanyList && courseList.length > 0 && <CourseMenu />}
        {!onCompanyList && courseList.length === 0 && courseListLoading && (
          <div className="menu header__courses header__courses--loading skeleton" aria-hidden="true">
            <span className="menu__button skeleton__bone" />
          </div>
        )}
        <span className="header__spacer" />
        {!onCompanyList && <UserMenu />}
      </div>
    </header>
  );
}
