/**
 * The strings of the pages behind the login (header, footer, home, company choice, data rights, the learning
 * pages), kept out of the first load: importing this module adds them to the `translation` namespace of every
 * locale, beside the first load's. The app's route table imports it with every page behind the login and with
 * the frame around them (`app/app.tsx`), so no such page renders before its strings are there.
 */
import { i18n } from './i18n';
import type { Locale } from './language';
import { enUSSignedIn } from './locales/signed-in/en-us';
import type { SignedInCatalogue } from './locales/signed-in/en-us';
import { thTHSignedIn } from './locales/signed-in/th-th';
import { zhCNSignedIn } from './locales/signed-in/zh-cn';
import { zhTWSignedIn } from './locales/signed-in/zh-tw';

export const SIGNED_IN_CATALOGUES: Readonly<Record<Locale, SignedInCatalogue>> = {
  zh_CN: zhCNSignedIn,
  en_US: enUSSignedIn,
  zh_TW: zhTWSignedIn,
  th_TH: thTHSignedIn,
};

for (const [locale, catalogue] of Object.entries(SIGNED_IN_CATALOGUES)) {
  // Deep, without overwriting: the first load's sections stay as they are.
  i18n.addResourceBundle(locale, 'translation', catalogue, true, false);
}
