import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import { aNote } from '../../../../test/learning-fixtures';
import { captureDownloads } from '../../../../test/downloads';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { NotebookCourse } from '../api/notes-api';
import { NotebookPage, searchNotebook } from './notebook-page';
import { searchPattern } from '../../../shared/components/search-box';


const NOTEBOOK: NotebookCourse[] = [
  {
    courseId: 7,
    courseName: 'Delegating for Growth',
    learningOpen: true,
    units: [{ unitId: 71, title: 'Hand over the why', notes: [aNote(5, 71, 75, 'Say why it matters')] }],
  },
  {
    courseId: 1,
    courseName: 'Coaching for Success',
    learningOpen: true,
    units: [
      { unitId: 11, title: 'Why coaching', notes: [aNote(1, 11, 4, 'Listen first'), aNote(2, 11, 9, 'Then ask')] },
      { unitId: 12, title: 'Asking, not telling', notes: [aNote(3, 12, 2, 'Open questions')] },
    ],
  },
];

const replies = (data: unknown) => ({ 'GET /ddilearner/v1/user/notes': envelope(0, data) });

describe('the notebook: the learner’s notes on every course (decision 0094)', () => {
  it('lists the notes course by course as the server orders them, unit by unit, each time opening the unit’s video there', async () => {
    setLocale('en_US');
    renderWithProviders(<NotebookPage />, { replies: replies(NOTEBOOK) });
    expect(await screen.findByRole('heading', { level: 1, name: 'My notes (4)' })).toBeTruthy();
    const courses = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(courses).toEqual(['Delegating for Growth', 'Coaching for Success']);
    expect(screen.queryByText(/Lessons not open now/u)).toBeNull();
    const coaching = screen.getByRole('region', { name: 'Coaching for Success' });
    expect(within(coaching).getByText('3 notes')).toBeTruthy();
    expect(within(coaching).getByRole('link', { name: 'Coaching for Success' }).getAttribute('href')).toMatch(/\/course\?id=1$/u);
    const why = within(coaching).getByRole('region', { name: 'Why coaching' });
    expect(within(why).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['00:04Listen first', '00:09Then ask']);
    expect(within(why).getByRole('link', { name: 'Play from 00:09' }).getAttribute('href')).toMatch(/\/course\/videoLearning\?id=1&unitId=11&t=9$/u);
    const delegating = screen.getByRole('region', { name: 'Delegating for Growth' });
    expect(within(delegating).getByText('1 note')).toBeTruthy();
    expect(within(delegating).getByRole('link', { name: 'Play from 01:15' }).getAttribute('href')).toMatch(/id=7&unitId=71&t=75$/u);
  });

  it('shows a course’s times without links while its learning step is closed', async () => {
    setLocale('en_US');
    const closed = [{ ...NOTEBOOK[0], learningOpen: false }] as NotebookCourse[];
    renderWithProviders(<NotebookPage />, { replies: replies(closed) });
    const course = await screen.findByRole('region', { name: 'Delegating for Growth' });
    expect(within(course).getByText('01:15')).toBeTruthy();
    expect(within(course).queryByRole('link', { name: /Play from/u })).toBeNull();
    expect(within(course).getByText('Lessons not open now: the times don’t play')).toBeTruthy();
  });

  it('the search keeps the notes holding its words, marked, or every note of a unit or course it names; says how many', async () => {
    setLocale('en_US');
    const { user } = renderWithProviders(<NotebookPage />, { replies: replies(NOTEBOOK) });
    const search = await screen.findByRole('searchbox', { name: 'Search your notes' });
    await user.type(search, 'then');
    expect(screen.getByRole('status').textContent).toBe('1 note matches “then”');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['00:09Then ask']);
    expect(screen.getByText('Then', { selector: 'mark' })).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'why coaching');
    expect(screen.getByRole('status').textContent).toBe('2 notes match “why coaching”');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['00:04Listen first', '00:09Then ask']);
    await user.clear(search);
    await user.type(search, 'delegating');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Delegating for Growth']);
    await user.clear(search);
    await user.type(search, 'feedback');
    expect(screen.getByRole('status').textContent).toBe('No note matches “feedback”');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('searchNotebook leaves every note for an empty search and matches in any letter case', () => {
    expect(searchNotebook(NOTEBOOK, undefined)).toBe(NOTEBOOK);
    expect(searchNotebook(NOTEBOOK, searchPattern('LISTEN')).flatMap((course) => course.units.flatMap((unit) => unit.notes.map((found) => found.noteId)))).toEqual([1]);
  });

  it('an empty notebook says how notes are made and leads to the courses, with no search or download', async () => {
    setLocale('en_US');
    renderWithProviders(<NotebookPage />, { replies: replies([]) });
    expect(await screen.findByRole('heading', { level: 2, name: 'No notes yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my courses' }).getAttribute('href')).toMatch(/\/home$/u);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download all notes' })).toBeNull();
  });

  it('“Download all notes” saves every course’s notes as one text file', async () => {
    setLocale('en_US');
    const downloads = captureDownloads();
    const { user } = renderWithProviders(<NotebookPage />, { replies: replies(NOTEBOOK) });
    await user.click(await screen.findByRole('button', { name: 'Download all notes' }));
    expect(downloads.files[0]?.name).toBe('My notes.txt');
    expect(await downloads.files[0]?.blob.text()).toBe(
      [
        '\uFEFFMy notes',
        '',
        '== Delegating for Growth ==',
        '',
        'Hand over the why',
        '01:15  Say why it matters',
        '',
        '== Coaching for Success ==',
        '',
        'Why coaching',
        '00:04  Listen first',
        '00:09  Then ask',
        '',
        'Asking, not telling',
        '00:02  Open questions',
        '',
      ].join('\n'),
    );
    downloads.restore();
  });

  it('a notebook that cannot be read offers to try again, and an answer of another shape is refused', async () => {
    setLocale('en_US');
    let calls = 0;
    const { user } = renderWithProviders(<NotebookPage />, {
      replies: {
        'GET /ddilearner/v1/user/notes': () => {
          calls += 1;
          return calls === 1 ? { networkError: true } : calls === 2 ? envelope(0, [{ courseId: 1, units: 'none' }]) : envelope(0, NOTEBOOK);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My notes (4)' })).toBeTruthy();
  });

  it('speaks Thai', async () => {
    setLocale('th_TH');
    renderWithProviders(<NotebookPage />, { replies: replies(NOTEBOOK) });
    expect(await screen.findByRole('heading', { level: 1, name: 'โน้ตของฉัน (4)' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'ค้นหาในโน้ตของคุณ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ดาวน์โหลดโน้ตทั้งหมด' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'เล่นจาก 00:04' })).toBeTruthy();
  });
});
