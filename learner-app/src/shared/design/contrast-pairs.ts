/**
 * Every text/background (and control/background) pair of colour tokens the app's components use, with the
 * WCAG 2.x contrast each needs: 4.5 for text, 3 for large text and for the parts of controls (focus ring,
 * progress fill). The tokens are the custom properties of `:root` in `src/styles.css`, and again for the dark
 * theme (decision 0098); `contrast.test.ts` reads their values from there and fails when a pair falls below its
 * minimum in either theme. Add a row when a component puts a token on a new background.
 */
export interface ContrastPair {
  readonly foreground: string;
  readonly background: string;
  readonly minimum: 4.5 | 3;
  /** Where the pair is used. */
  readonly use: string;
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'text', background: 'surface', minimum: 4.5, use: 'body text and headings on cards' },
  { foreground: 'text', background: 'background', minimum: 4.5, use: 'body text on the page tint' },
  { foreground: 'text-muted', background: 'surface', minimum: 4.5, use: 'metadata on cards' },
  { foreground: 'text-muted', background: 'background', minimum: 4.5, use: 'metadata on the page tint and on unavailable course cards' },
  { foreground: 'text-subtle', background: 'surface', minimum: 4.5, use: 'hints, only on white' },
  { foreground: 'primary', background: 'surface', minimum: 4.5, use: 'links, active tab, secondary buttons, unit navigation' },
  { foreground: 'primary', background: 'background', minimum: 4.5, use: 'links on the page tint' },
  { foreground: 'primary', background: 'primary-soft', minimum: 4.5, use: 'the chosen company, the open chip, the user menu’s avatar' },
  { foreground: 'text-muted', background: 'neutral-soft', minimum: 4.5, use: 'the chip of a course not open yet (its opening day), a scene not done' },
  { foreground: 'surface', background: 'primary', minimum: 4.5, use: 'text on filled buttons, the current unit, badges' },
  { foreground: 'surface', background: 'primary-hover', minimum: 4.5, use: 'text on hovered buttons' },
  { foreground: 'surface', background: 'text', minimum: 4.5, use: 'a toast' },
  { foreground: 'surface', background: 'danger', minimum: 4.5, use: 'an error toast' },
  { foreground: 'text', background: 'primary-soft', minimum: 4.5, use: 'a chosen answer option, a hovered one' },
  { foreground: 'text', background: 'warning-surface', minimum: 4.5, use: 'notices (an expired project, a closed test)' },
  { foreground: 'danger', background: 'surface', minimum: 4.5, use: 'form errors, wrong answers, offline status' },
  { foreground: 'success', background: 'surface', minimum: 4.5, use: 'right answers, finished states' },
  { foreground: 'surface', background: 'success', minimum: 4.5, use: 'the check of a finished step' },
  { foreground: 'success', background: 'background', minimum: 4.5, use: 'a finished unit on a hovered unit row' },
  { foreground: 'warning-text', background: 'warning-surface', minimum: 4.5, use: 'the system-upgrade notice, a "limited" grade, a low DNA level' },
  { foreground: 'danger', background: 'danger-soft', minimum: 4.5, use: 'a "weak" grade' },
  { foreground: 'success', background: 'success-soft', minimum: 4.5, use: 'a "good" grade' },
  { foreground: 'on-brand-band', background: 'brand-band-end', minimum: 4.5, use: 'the login page’s brand band' },
  { foreground: 'brand-band-start', background: 'on-brand-band', minimum: 4.5, use: 'the logo on its plate on the login page' },
  { foreground: 'brand-700', background: 'primary-soft', minimum: 4.5, use: 'the transcript’s line being spoken, an "excellent" grade, a high DNA level' },
  { foreground: 'text', background: 'highlight', minimum: 4.5, use: 'words the transcript’s search found' },
  { foreground: 'brand-700', background: 'highlight', minimum: 4.5, use: 'words found in the transcript’s line being spoken' },
  { foreground: 'brand-700', background: 'surface', minimum: 3, use: 'the focus ring' },
  { foreground: 'brand-500', background: 'surface', minimum: 3, use: 'progress fills' },
  { foreground: 'brand-500', background: 'track', minimum: 3, use: 'a progress fill on its track' },
  { foreground: 'chart-latest', background: 'surface', minimum: 3, use: 'the radar: the latest attempt’s line and points' },
  { foreground: 'chart-earlier', background: 'surface', minimum: 3, use: 'the radar: an earlier attempt’s line and points' },
  { foreground: 'chart-grid', background: 'surface', minimum: 3, use: 'the radar: its rings and axes' },
];
