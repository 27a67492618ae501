import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { ReplyTable } from '../../../../test/fake-fetch';
import { aCourse, aUnit } from '../../../../test/learning-fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { UnitStatus } from '../../../shared/learning/learning-api';
import { EndUnitPage } from './end-unit-page';

const course = aCourse({
  units: [
    { id: 11, position: 1, title: 'Unit 1: Open the conversation', status: 'notFinished', videoSeconds: 64, watchedSeconds: 10 },
    { id: 12, position: 2, title: 'Unit 2: Clarify and develop', status: 'notStarted', videoSeconds: 150, watchedSeconds: 0 },
  ],
});

const tick = envelope(0, { tickId: 9, type: 'endUnit', unitId: 11, position: 0, maxPosition: 0, completed: true, completedAt: null });

function renderEndOf(unitId: 11 | 12, status: UnitStatus) {
  const unit = aUnit({ id: unitId, title: course.units.find((entry) => entry.id === unitId)!.title, status });
  const replies: ReplyTable = {
    'GET /ddilearner/v2/user/learningpathes/1': envelope(0, course),
    [`GET /ddilearner/v2/user/units/${unitId}`]: envelope(0, unit),
    'POST /ddilearner/v1/user/tick/init/endUnit': tick,
  };
  return renderWithProviders(<EndUnitPage />, { url: `/pc/course/endUnit?id=1&unitId=${unitId}`, replies });
}

const standing = () => screen.getByRole('region', { name: /complete|watched|not finished|ครบแล้ว|จบแล้ว|ยังเรียนไม่จบ/ });

describe('the end of a unit says where the unit stands and leads to what is left', () => {
  it('video and every practice question done: complete, nothing left to do', async () => {
    setLocale('en_US');
    renderEndOf(11, 'studyCompleted');
    expect(await screen.findByRole('heading', { level: 2, name: 'Unit complete' })).toBeTruthy();
    expect(within(standing()).getByText('You watched its video to the end and answered every practice question.')).toBeTruthy();
    expect(within(standing()).queryByRole('link')).toBeNull();
  });

  it('video watched, practice left: says so and links to the practice questions', async () => {
    setLocale('en_US');
    renderEndOf(11, 'finished');
    expect(await screen.findByRole('heading', { level: 2, name: 'Video watched' })).toBeTruthy();
    expect(within(standing()).getByRole('link', { name: 'Answer the practice questions' }).getAttribute('href')).toBe('/course/practiceQuestions?id=1&unitId=11');
  });

  it('video not watched to the end: not finished yet (never "you have finished"), and links to the video', async () => {
    setLocale('en_US');
    renderEndOf(11, 'notFinished');
    expect(await screen.findByRole('heading', { level: 2, name: 'This unit is not finished yet' })).toBeTruthy();
    expect(screen.queryByText(/you have finished/i)).toBeNull();
    expect(within(standing()).getByRole('link', { name: 'Watch the video' }).getAttribute('href')).toBe('/course/videoLearning?id=1&unitId=11');
  });
});

describe('the end of a unit leads on', () => {
  it('to the next unit: its title, length and state, and "Next unit" to its video', async () => {
    setLocale('en_US');
    renderEndOf(11, 'studyCompleted');
    const next = await screen.findByRole('region', { name: 'Up next' });
    expect(within(next).getByText('Unit 2: Clarify and develop')).toBeTruthy();
    expect(within(next).getByText('3 min · Not started')).toBeTruthy();
    expect(within(next).getByRole('link', { name: 'Next unit' }).getAttribute('href')).toBe('/course/videoLearning?id=1&unitId=12');
  });

  it('after the last unit, to the end of study', async () => {
    setLocale('en_US');
    renderEndOf(12, 'studyCompleted');
    const next = await screen.findByRole('region', { name: 'Up next' });
    expect(within(next).getByText(/That was the course’s last unit/)).toBeTruthy();
    expect(within(next).getByRole('link', { name: 'End of study' }).getAttribute('href')).toBe('/course/endStudy?id=1');
  });

  it('in Thai', async () => {
    setLocale('th_TH');
    renderEndOf(11, 'finished');
    expect(await screen.findByRole('heading', { level: 2, name: 'ดูวิดีโอจบแล้ว' })).toBeTruthy();
    const next = screen.getByRole('region', { name: 'ถัดไป' });
    expect(within(next).getByRole('link', { name: 'หน่วยถัดไป' })).toBeTruthy();
    expect(within(standing()).getByRole('link', { name: 'ตอบแบบฝึกหัด' })).toBeTruthy();
  });
});
