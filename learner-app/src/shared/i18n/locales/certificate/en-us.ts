/**
 * The English strings of the certificate pages (decision 0095): their own i18next namespace (`certificate`),
 * registered by `shared/i18n/certificate-namespace.ts` when one of those pages loads, so they stay out of the first
 * chunk. It is the source of the key types of that namespace.
 */
export const enUSCertificate = {
  list: {
    title: 'My certificates',
    intro: 'A certificate for each course you finished, every step of it: ability analysis, lessons, scenario simulation and post-test.',
    completed: 'Completed {{date}}',
    view: 'View certificate',
    viewNamed: 'View certificate: {{course}}',
    emptyTitle: 'No certificates yet',
    emptyText: 'Finish every step of a course — the ability analysis, the lessons, the scenario simulation and the post-test — and its certificate appears here.',
    emptyAction: 'Go to my courses',
  },
  certificate: {
    title: 'Certificate: {{course}}',
    kind: 'Certificate of completion',
    certifies: 'This certifies that',
    completedCourse: 'has completed the course',
    steps: 'Ability analysis, lessons, scenario simulation and post-test',
    date: 'Completed on',
    code: 'Certificate ID',
    checkAt: 'Check it at',
    print: 'Print or save as PDF',
    copyLink: 'Copy the link to check it',
    addToLinkedIn: 'Add to LinkedIn profile',
    newTab: '(opens in a new tab)',
    copied: 'Link copied',
    copyFailed: 'The link could not be copied: select it and copy it yourself.',
    back: 'All my certificates',
    notHeld: 'You hold no certificate of this course yet: it comes when every step is finished.',
  },
  verify: {
    title: 'Check a certificate',
    intro: 'Enter the ID printed on a certificate to see whose it is and for which course it was given.',
    codeLabel: 'Certificate ID',
    codeHint: 'Twelve letters and digits, as printed: <code>XXXX-XXXX-XXXX</code>.',
    submit: 'Check',
    checking: 'Checking…',
    valid: 'A valid certificate',
    validText: '{{name}} completed {{course}} on {{date}}.',
    unknown: 'No certificate has the ID {{code}}. Check that it was typed as printed.',
    required: 'Please enter a certificate ID',
    tooMany: 'Too many IDs were checked from here. Please try again later.',
  },
};

export type CertificateCatalogue = typeof enUSCertificate;
