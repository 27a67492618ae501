/**
 * The `assessment` namespace: strings of the assessment, report and scenario pages (issue 10). They are
 * not in the first chunk: importing this module (only lazy pages do) adds them to i18next for every
 * locale. `useAssessmentT()` is that namespace's `t`.
 */
import { useTranslation } from 'react-i18next';
import { addNamespace } from './i18n';
import type { Locale } from './language';
import { enUSAssessment } from './locales/assessment/en-us';
import type { AssessmentCatalogue } from './locales/assessment/en-us';
import { thTHAssessment } from './locales/assessment/th-th';
import { zhCNAssessment } from './locales/assessment/zh-cn';
import { zhTWAssessment } from './locales/assessment/zh-tw';

export const ASSESSMENT_NS = 'assessment';

export const ASSESSMENT_CATALOGUES: Readonly<Record<Locale, AssessmentCatalogue>> = {
  zh_CN: zhCNAssessment,
  en_US: enUSAssessment,
  zh_TW: zhTWAssessment,
  th_TH: thTHAssessment,
};

addNamespace(ASSESSMENT_NS, ASSESSMENT_CATALOGUES);

export function useAssessmentT() {
  return useTranslation(ASSESSMENT_NS).t;
}
