/**
 * The English strings of the Leadership DNA pages (issue 11): their own i18next namespace (`dna`),
 * registered by `shared/i18n/dna-namespace.ts` when a DNA page loads, so they stay out of the first chunk.
 * It is the source of the key types of that namespace.
 */
export const enUSDna = {
  title: 'Leadership DNA',
  intro: {
    lead: 'Discover your leadership style across six dimensions.',
    duration: 'The survey takes about {{min}}–{{max}} minutes.',
    howTo: 'For each statement, choose the answer that fits you best. There are no right or wrong answers.',
    timeLimit: 'Time limit: {{minutes}} minutes. If the time runs out before you finish, no report is made.',
    retakeRule: 'You can take the survey again at any time: a retake starts from the first question and replaces your report.',
    start: 'Start the survey',
    continue: 'Continue the survey',
    restart: 'Start over',
    inProgress: 'You have a survey in progress; your answers so far are saved.',
    finished: 'You have finished the survey.',
    viewReport: 'View my report',
    retake: 'Take the survey again',
  },
  answer: {
    progressLabel: 'Question {{index}} of {{total}}',
    previous: 'Previous',
    next: 'Next',
    finish: 'Finish the survey',
    remaining: '{{count}} questions left to answer',
    allAnswered: 'All questions are answered: you can finish.',
    timeLeft: 'Time left',
    connection: { saving: 'Saving…', saved: 'Saved', retrying: 'Offline — retrying' },
    finishing: 'Sending your answers…',
    exit: 'Exit the survey',
    exitTitle: 'Leave the survey?',
    exitBody: 'Your answers so far are saved, but the time keeps running.',
    exitConfirm: 'Exit',
    stay: 'Continue',
  },
  expired: {
    title: 'Not finished in time',
    body: 'Not finished in time — no report was made. Please take the survey again.',
    retake: 'Take the survey again',
  },
  report: {
    title: 'Your Leadership DNA report',
    generating: 'Your report is being generated…',
    none: 'You have not finished the survey yet.',
    takeSurvey: 'Go to the survey',
    summary: 'Summary',
    dimensions: 'Your six dimensions',
    chartLabel: 'Chart of your scores by dimension (0–100); the table gives the same figures.',
    tableCaption: 'Scores by dimension',
    dimension: 'Dimension',
    score: 'Score',
    level: 'Level',
    levels: { low: 'Low', moderate: 'Moderate', high: 'High' },
    points: '{{score}} of 100',
    audioLabel: 'Expert audio: {{name}}',
    audioFallback: 'This audio is in English: there is no voice for your language.',
    analyze: 'See the full analysis',
    analyzeOne: 'Analysis of {{name}}',
  },
  analyze: {
    title: 'Leadership DNA analysis',
    lead: 'What each dimension means for you, your strengths and what to watch out for.',
    strengths: 'Strengths',
    watchOuts: 'Watch-outs',
    narrative: 'What it means',
    back: 'Back to the report',
    guidance: {
      high: {
        strength: '{{name}} is one of your natural strengths: people can count on it.',
        watchOut: 'Overused, a strength can crowd out other styles — leave room for them.',
      },
      moderate: {
        strength: 'You use {{name}} when the situation clearly calls for it.',
        watchOut: 'Under pressure you may not reach for {{name}}: plan one situation a week to practise it.',
      },
      low: {
        strength: 'Others on your team may bring {{name}}: you can draw on them.',
        watchOut: '{{name}} is your least-used style: notice the moments where it would help and ask for feedback.',
      },
    },
  },
};

export type DnaCatalogue = typeof enUSDna;
