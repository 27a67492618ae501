import { htmlLangOf } from './language';
import { useLocale } from './use-locale';

/** A day as the current language writes it in full ("24 March 2025", Thai in the Buddhist era), in the browser's time zone. */
export function useLongDate(): (iso: string) => string {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(htmlLangOf(locale), { dateStyle: 'long' });
  return (iso) => format.format(new Date(iso));
}
