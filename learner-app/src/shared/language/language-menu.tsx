/**
 * The language menu (spec §2): Traditional Chinese, Thai and English. It
 * exists but the header does not render it (the spec's header has none); the
 * `?lang=` query switches languages. Its rules are in `language-change.ts`.
 */
import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { MenuButton } from '../components/menu-button';
import { setLocale } from '../i18n/i18n';
import { LANGUAGE_NAMES, htmlLangOf } from '../i18n/language';
import type { Locale } from '../i18n/language';
import { useLocale } from '../i18n/use-locale';
import { refreshPageAtom } from '../routing/page-refresh';
import { HOME_PATH } from '../routing/paths';
import { MENU_LOCALES, languageChangeFor } from './language-change';
import { LanguageLeaveDialog } from './language-leave-dialog';

export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLocale();
  const [location, navigate] = useLocation();
  const refreshPage = useSetAtom(refreshPageAtom);
  const [pending, setPending] = useState<Locale | null>(null);

  const goHomeIn = (locale: Locale) => {
    navigate(HOME_PATH);
    setLocale(locale);
  };

  const choose = (locale: Locale) => {
    if (locale === current) return;
    switch (languageChangeFor(location)) {
      case 'rebuild-in-place':
        setLocale(locale);
        refreshPage();
        break;
      case 'confirm-then-home':
        setPending(locale);
        break;
      case 'home-first':
        goHomeIn(locale);
        break;
    }
  };

  return (
    <>
      <MenuButton
        className="header__language"
        label={t('language.menu', { name: LANGUAGE_NAMES[current] })}
        menuLabel={t('language.choose')}
        items={MENU_LOCALES.map((locale) => ({
          id: locale,
          label: LANGUAGE_NAMES[locale],
          lang: htmlLangOf(locale),
          checked: locale === current,
          onSelect: () => {
            choose(locale);
          },
        }))}
      >
        {LANGUAGE_NAMES[current]}
      </MenuButton>
      <LanguageLeaveDialog
        open={pending !== null}
        onCancel={() => {
          setPending(null);
        }}
        onConfirm={() => {
          if (pending !== null) goHomeIn(pending);
          setPending(null);
        }}
      />
    </>
  );
}
