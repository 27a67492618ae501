/**
 * /home (spec §2): two tabs, Learning Units (id 1) and Project Learning
 * (id 2). Courses and projects arrive in a later issue; until then each tab
 * shows its empty state (spec §8).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../shared/components/tabs';

/** The spec's tab ids. */
export type HomeTab = '1' | '2';

function EmptyState({ text }: { text: string }) {
  return (
    <div className="empty-state">
      <svg className="empty-state__image" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect x="10" y="14" width="44" height="36" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 24h44M22 34h20M22 41h12" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="empty-state__text">{text}</p>
    </div>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<HomeTab>('1');
  return (
    <main className="page home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <Tabs
        className="home__tabs"
        label={t('home.tabsLabel')}
        selected={tab}
        onSelect={setTab}
        items={[
          { id: '1', label: t('home.learningUnits'), panel: <EmptyState text={t('home.noCourses')} /> },
          { id: '2', label: t('home.projectLearning'), panel: <EmptyState text={t('home.noProjects')} /> },
        ]}
      />
    </main>
  );
}
