import { screen } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../test/fake-fetch';
import { aCourse, aTourEntry, aUnit, tourReplies } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AbilityReportPage } from '../../features/assessment/components/report-page';
import { CasePage } from '../../features/course/components/case-page';
import { CoursePage } from '../../features/course/components/course-page';
import { EndUnitPage } from '../../features/course/components/end-unit-page';
import { EssenceNotesPage } from '../../features/course/components/essence-notes-page';
import { PracticeQuestionsPage } from '../../features/course/components/practice-questions-page';
import { VideoLearningPage } from '../../features/course/components/video-learning-page';
import { setLocale } from '../../shared/i18n/i18n';
import { USER_INFO_STORAGE_KEY } from '../../shared/session/user-info';
import { Header } from './header';

const COURSE = aCourse({ units: [{ id: 11, position: 1, title: 'Why coaching', status: 'notFinished', videoSeconds: 24, watchedSeconds: 0 }] });
const TICK = envelope(0, { tickId: 9, type: 'x', unitId: 11, position: 0, maxPosition: 0, completed: false, completedAt: null });

const PAGES = [
  ['the course page', CoursePage, '/pc/course?id=1'],
  ['the video', VideoLearningPage, '/pc/course/videoLearning?id=1&unitId=11'],
  ['essence notes', EssenceNotesPage, '/pc/course/essenceNotes?id=1&unitId=11'],
  ['practice questions', PracticeQuestionsPage, '/pc/course/practiceQuestions?id=1&unitId=11'],
  ['the extension case', CasePage, '/pc/course/case?id=1&unitId=11'],
  ['the end of the unit', EndUnitPage, '/pc/course/endUnit?id=1&unitId=11'],
  ['the pre-assessment report', AbilityReportPage, '/pc/course/abilityReport?id=1'],
] as const;

describe('the header shows the course selection on every page of a course, as on the course page, also when opened by a link', () => {
  it.each(PAGES)('%s: the page’s course is the chosen one, with no course list stored before', async (_name, Page, url) => {
    setLocale('en_US');
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ userId: 7, userName: 'somchai' }));
    renderWithProviders(
      <Router base="/pc">
        <Header />
        <Page />
      </Router>,
      {
        url,
        replies: {
          ...tourReplies([aTourEntry(COURSE), aTourEntry(aCourse({ id: 2, name: 'Leading Change' }))]),
          'GET /ddilearner/v2/user/learningpathes/1': envelope(0, COURSE),
          'GET /ddilearner/v2/user/units/11': envelope(0, aUnit()),
          'GET /ddilearner/userTicket/verifyUserTicketIsExpire': envelope(0, { expired: false }),
          'POST /ddilearner/v1/user/tick/init/video': TICK,
          'POST /ddilearner/v1/user/tick/init/essenceNotes': TICK,
          'POST /ddilearner/v1/user/tick/init/case': TICK,
          'POST /ddilearner/v1/user/tick/init/endUnit': TICK,
          'POST /ddilearner/v1/user/tick/update/9': TICK,
          // The report itself is not what this is about: it is still coming.
          'GET /sr/survey/beforeTestRepoteNew/1': { hang: true },
        },
      },
    );
    expect(await screen.findByRole('button', { name: 'Course: Coaching for Success' })).toBeTruthy();
  });
});
