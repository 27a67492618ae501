/**
 * The system-upgrade notice (spec §8, about 2 hours): a banner at the top of
 * every page while the server reports an upgrade, naming the expected end.
 * `LoadFailed` shows the same text instead of "Oh, loading failed".
 */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { systemUpgradeAtom } from '../api/system-upgrade';
import { htmlLangOf } from '../i18n/language';
import { useLocale } from '../i18n/use-locale';

/** The notice's text in the current language, or `null` when no upgrade is reported. */
export function useSystemUpgradeText(): string | null {
  const { t } = useTranslation();
  const locale = useLocale();
  const until = useAtomValue(systemUpgradeAtom);
  if (until === null) return null;
  if (until === '') return t('notices.systemUpgrade');
  const time = new Intl.DateTimeFormat(htmlLangOf(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(until));
  return t('notices.systemUpgradeUntil', { time });
}

export function SystemUpgradeNotice() {
  const text = useSystemUpgradeText();
  if (text === null) return null;
  return (
    <div className="system-upgrade" role="alert">
      {text}
    </div>
  );
}
