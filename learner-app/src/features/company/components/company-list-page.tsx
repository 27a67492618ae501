/**
 * /companyList (spec §2, §6): the learner's companies; choosing another one
 * switches the session's company and goes home. The list is refreshed from
 * userinfo on arrival. The header here has no user menu and an inert logo.
 * Each company is a card-like button (icon, name, "Current company" on the chosen one); a learner with one
 * company gets the empty state with the way home.
 */
import { useEffect, useState } from 'react';
import { useAtom, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import Building2 from 'lucide-react/icons/building-2';
import Check from 'lucide-react/icons/check';
import ChevronRight from 'lucide-react/icons/chevron-right';
import House from 'lucide-react/icons/house';
import { failureMessage } from '../../../shared/api/api-error';
import { useApiClient } from '../../../shared/api/api-client-context';
import { StatePanel } from '../../../shared/components/state-panel';
import { useToast } from '../../../shared/components/toast';
import { useClickGuard } from '../../../shared/hooks/use-click-guard';
import { courseListAtom } from '../../../shared/learning/course-list';
import { HOME_PATH } from '../../../shared/routing/paths';
import { fetchUserInfo } from '../../../shared/session/session-api';
import { userInfoAtom } from '../../../shared/session/user-info';
import type { Company } from '../../../shared/session/user-info';
import { switchCompany } from '../api/switch-company';

export function CompanyListPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const store = useStore();
  const [userInfo, setUserInfo] = useAtom(userInfoAtom);
  const setCourseList = useSetAtom(courseListAtom);
  const toast = useToast();
  const [, navigate] = useLocation();
  const [error, setError] = useState('');
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    let active = true;
    fetchUserInfo(client).then(
      (fresh) => {
        if (active && store.get(userInfoAtom) !== null) setUserInfo(fresh);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client, store, setUserInfo]);

  const onSwitch = useClickGuard((company: Company) => {
    void (async () => {
      setError('');
      setSwitching(true);
      try {
        const updated = await switchCompany(client, company.id);
        setUserInfo(updated);
        setCourseList([]);
        toast(t('company.switched', { name: company.name }), { tone: 'success' });
        navigate(HOME_PATH);
      } catch (failure) {
        setError(failureMessage(failure, t('api.invalidResponse')));
      } finally {
        setSwitching(false);
      }
    })();
  });

  const companies = userInfo?.companyList ?? (userInfo?.company ? [userInfo.company] : []);
  const currentId = userInfo?.company === undefined ? undefined : String(userInfo.company.id);

  return (
    <main className="page company-list">
      <header className="company-list__head">
        <h1 className="page__title">{t('company.title')}</h1>
        <p className="page__lead">{t('company.description')}</p>
      </header>
      <p role="alert" className="page__alert">
        {error}
      </p>
      {companies.length <= 1 ? (
        <StatePanel
          icon={Building2}
          className="company-list__only"
          actions={
            <Link href={HOME_PATH} className="button button--primary">
              <House aria-hidden="true" focusable="false" />
              {t('common.backToSchool')}
            </Link>
          }
        >
          <p>{t('company.onlyOne')}</p>
        </StatePanel>
      ) : (
        <ul className="company-list__items">
          {companies.map((company) => {
            const current = String(company.id) === currentId;
            return (
              <li key={company.id}>
                <button
                  type="button"
                  className="company-list__item"
                  aria-current={current ? 'true' : undefined}
                  disabled={current || switching}
                  onClick={() => {
                    onSwitch(company);
                  }}
                >
                  <span className="company-list__icon" aria-hidden="true">
                    <Building2 focusable="false" />
                  </span>
                  <span className="company-list__name">{company.name}</span>
                  {current ? (
                    <span className="company-list__badge">
                      <Check aria-hidden="true" focusable="false" />
                      {t('company.current')}
                    </span>
                  ) : (
                    <ChevronRight className="company-list__chevron" aria-hidden="true" focusable="false" />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
