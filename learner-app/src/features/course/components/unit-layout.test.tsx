import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { ReplyTable } from '../../../../test/fake-fetch';
import { aCourse, aUnit } from '../../../../test/learning-fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { Question, Unit } from '../../../shared/learning/learning-api';
import { CasePage } from './case-page';
import { EssenceNotesPage } from './essence-notes-page';

const course = aCourse({
  unitCount: 1,
  progress: 0,
  units: [
    { id: 10, position: 0, title: 'Welcome', status: 'finished', videoSeconds: 24, watchedSeconds: 24 },
    { id: 11, position: 1, title: 'Why coaching', status: 'notFinished', videoSeconds: 24, watchedSeconds: 0 },
  ],
});

const question = (kind: Question['kind']): Question => ({ id: kind === 'preClass' ? 1 : 2, kind, type: 'single', stem: 'Which?', options: [{ id: 'A', text: 'This' }], result: null });

const unit = (questions: readonly Question[]): Unit => aUnit({ essenceNotes: 'Notes', case: 'A case', jobAid: 'Ask, listen, agree.', questions });

const tick = envelope(0, { tickId: 9, type: 'x', unitId: 11, position: 0, maxPosition: 0, completed: true, completedAt: null });

function replies(questions: readonly Question[]): ReplyTable {
  return {
    'GET /ddilearner/v2/user/learningpathes/1': envelope(0, course),
    'GET /ddilearner/v2/user/units/11': envelope(0, unit(questions)),
    'POST /ddilearner/v1/user/tick/init/essenceNotes': tick,
    'POST /ddilearner/v1/user/tick/init/case': tick,
    'POST /ddilearner/v1/user/tick/init/jobAid': tick,
    'POST /ddilearner/v1/user/tick/update/9': tick,
  };
}

describe('every page of a unit links to the unit’s pages, pre-class practice and job aid included', () => {
  it('in English, with the current page marked', async () => {
    setLocale('en_US');
    renderWithProviders(<EssenceNotesPage />, { url: '/pc/course/essenceNotes?id=1&unitId=11', replies: replies([question('preClass'), question('practice')]) });
    const nav = await screen.findByRole('navigation', { name: 'Pages of this unit' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pre-class practice', '/course/practiceQuestions?id=1&unitId=11&kind=preClass'],
      ['Video', '/course/videoLearning?id=1&unitId=11'],
      ['Essence notes', '/course/essenceNotes?id=1&unitId=11'],
      ['Practice questions', '/course/practiceQuestions?id=1&unitId=11'],
      ['Extension case', '/course/case?id=1&unitId=11'],
      ['Job aid', '/course/case?id=1&unitId=11#job-aid'],
      ['End of unit', '/course/endUnit?id=1&unitId=11'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Essence notes');
  });

  it('in Thai, without a pre-class link when the unit has no pre-class practice', async () => {
    renderWithProviders(<EssenceNotesPage />, { url: '/pc/course/essenceNotes?id=1&unitId=11', replies: replies([question('practice')]) });
    const nav = await screen.findByRole('navigation', { name: 'หน้าของหน่วยนี้' });
    expect(within(nav).queryByRole('link', { name: 'แบบฝึกหัดก่อนเรียน' })).toBeNull();
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
  });
});

describe('job aids are the #job-aid section of the case page', () => {
  it('shows the case and the job aid under its own heading', async () => {
    setLocale('en_US');
    renderWithProviders(<CasePage />, { url: '/pc/course/case?id=1&unitId=11#job-aid', replies: replies([]) });
    const section = await screen.findByRole('region', { name: 'Job aid' });
    expect(section.id).toBe('job-aid');
    expect(section.textContent).toContain('Ask, listen, agree.');
    expect(screen.getByText('A case')).toBeTruthy();
  });
});

describe('a unit page lists the course\'s units beside it, the current one marked, each opening its video', () => {
  it('in English', async () => {
    setLocale('en_US');
    renderWithProviders(<EssenceNotesPage />, { url: '/pc/course/essenceNotes?id=1&unitId=11', replies: replies([question('practice')]) });
    const panel = await screen.findByRole('complementary', { name: 'Learning units' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Welcome', 'Why coaching']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(links[0]!.getAttribute('href')).toBe('/course/videoLearning?id=1&unitId=10');
  });
});
