/**
 * The English text of the user privacy policy, shown in the login's dialog: its own i18next namespace (`privacy`),
 * registered by `shared/i18n/privacy-namespace.ts` when the dialog first opens, so the login's first load does not
 * carry the policy in four languages. It is the source of the key types of that namespace.
 */
export const enUSPrivacy = {
  intro:
    'DDI Leadership Learning respects your privacy. This policy explains which personal data we process when you use the learning platform your organisation provides, and the rights you have.',
  collectTitle: 'Data we collect',
  collectBody:
    'Your account details (user name, mobile number and company), your learning activity (courses opened, progress, answers and assessment results) and the technical data about your browser and device that the service needs to run.',
  useTitle: 'How we use it',
  useBody:
    'To sign you in, deliver courses and assessments, produce your reports and development advice, keep the service secure, and give your organisation the learning progress it arranged for you.',
  shareTitle: 'Who can see it',
  shareBody:
    'Your organisation’s learning administrators and the DDI staff who operate the service. We do not sell your personal data.',
  rightsTitle: 'Your rights',
  rightsBody:
    'After logging in you can ask to access, correct, erase or restrict the processing of your personal data on the Data policy page. We reply within 3 working days.',
};

export type PrivacyCatalogue = typeof enUSPrivacy;
