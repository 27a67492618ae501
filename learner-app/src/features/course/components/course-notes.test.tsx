import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCourse, aNote } from '../../../../test/learning-fixtures';
import { envelope } from '../../../../test/fake-fetch';
import { captureDownloads } from '../../../../test/downloads';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { Note } from '../api/notes-api';
import { notesAsText } from '../notes-file';
import { CourseNotes, notesOfCourse } from './course-notes';

const COURSE = aCourse({
  units: [
    { id: 11, position: 1, title: 'Why coaching', status: 'finished', videoSeconds: 24, watchedSeconds: 24 },
    { id: 12, position: 2, title: 'Asking, not telling', status: 'notFinished', videoSeconds: 24, watchedSeconds: 8 },
  ],
});


const replies = (notes: Note[]) => ({ 'GET /ddilearner/v1/user/notes/course/1': envelope(0, notes) });

describe('the course page’s notes (decision 0093)', () => {
  it('lists the learner’s notes unit by unit, each time opening the unit’s video there', async () => {
    setLocale('en_US');
    renderWithProviders(<CourseNotes course={COURSE} open />, { replies: replies([aNote(1, 11, 4, 'Listen first'), aNote(2, 11, 9, 'Then ask'), aNote(3, 12, 2, 'Open questions')]) });
    expect(await screen.findByRole('heading', { name: 'My notes (3)' })).toBeTruthy();
    const first = screen.getByRole('region', { name: 'Why coaching' });
    expect(within(first).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['00:04Listen first', '00:09Then ask']);
    expect(within(first).getByRole('link', { name: 'Play from 00:09' }).getAttribute('href')).toMatch(/\/course\/videoLearning\?id=1&unitId=11&t=9$/u);
    const second = screen.getByRole('region', { name: 'Asking, not telling' });
    expect(within(second).getByRole('link', { name: 'Play from 00:02' }).getAttribute('href')).toMatch(/\/course\/videoLearning\?id=1&unitId=12&t=2$/u);
    expect(screen.getByRole('link', { name: 'All my notes' }).getAttribute('href')).toMatch(/\/notes$/u);
  });

  it('shows the times without links while the learning step is closed', async () => {
    setLocale('en_US');
    renderWithProviders(<CourseNotes course={COURSE} open={false} />, { replies: replies([aNote(1, 11, 4, 'Listen first')]) });
    expect(await screen.findByText('Listen first')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Play from/u })).toBeNull();
    expect(screen.getByText('00:04')).toBeTruthy();
  });

  it('shows nothing until the learner has a note, or when the notes cannot be read', async () => {
    setLocale('en_US');
    const empty = renderWithProviders(<CourseNotes course={COURSE} open />, { replies: replies([]) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(empty.container.innerHTML).toBe('');
    empty.unmount();
    const failing = renderWithProviders(<CourseNotes course={COURSE} open />, { replies: { 'GET /ddilearner/v1/user/notes/course/1': { networkError: true } } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failing.container.innerHTML).toBe('');
  });

  it('saves the notes as a text file: the course, each unit’s title, each note’s time and text', async () => {
    setLocale('en_US');
    const notes = [aNote(1, 11, 4, 'Listen first\nthen ask'), aNote(3, 12, 62, 'Open questions')];
    const text = ['My notes', '', '== Coaching for Success ==', '', 'Why coaching', '00:04  Listen first', '       then ask', '', 'Asking, not telling', '01:02  Open questions', ''].join('\n');
    expect(notesAsText('My notes', [notesOfCourse(COURSE, notes)])).toBe(text);
    const downloads = captureDownloads();
    const { user } = renderWithProviders(<CourseNotes course={COURSE} open />, { replies: replies(notes) });
    await user.click(await screen.findByRole('button', { name: 'Download notes' }));
    expect(downloads.files[0]?.name).toBe('Coaching for Success - My notes.txt');
    expect(await downloads.files[0]?.blob.text()).toBe(`\uFEFF${text}`);
    downloads.restore();
  });
});
