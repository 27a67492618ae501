import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { FakeReply, ReplyTable } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { Toaster } from '../../../shared/components/toast';
import { setLocale } from '../../../shared/i18n/i18n';
import { aCourse } from '../../../../test/learning-fixtures';
import type { Course, StepState } from '../../../shared/learning/learning-api';
import { EndStudyPage } from './end-study-page';

const STEPS: StepState[] = [
  { step: 1, status: 'finished', opensAt: null, closesAt: null },
  { step: 2, status: 'open', opensAt: null, closesAt: null },
  { step: 3, status: 'open', opensAt: null, closesAt: null },
  { step: 4, status: 'notOpen', opensAt: '2030-09-01T02:00:00.000Z', closesAt: null },
];

function replies(send: FakeReply, course: Course = aCourse({ steps: STEPS })): ReplyTable {
  return {
    'GET /ddilearner/v2/user/learningpathes/1': envelope(0, course),
    'GET /ddilearner/v1/usersSatisficingMetas': envelope(0, [
      { id: 1, kind: 'rating', title: 'How useful was the course?', required: true },
      { id: 2, kind: 'text', title: 'What would you change?', required: false },
    ]),
    'GET /ddilearner/v1/usersSatisficing/learningPathMetaId/1': envelope(0, null),
    'POST /ddilearner/v1/usersSatisficing': send,
  };
}

const failure: FakeReply = { status: 500, json: { code: 500, message: 'Oh, loading failed. Please try again later', data: null } };

function renderPage(send: FakeReply, course?: Course) {
  return renderWithProviders(
    <>
      <EndStudyPage />
      <Toaster />
    </>,
    { url: '/pc/course/endStudy?id=1', replies: replies(send, course) },
  );
}

describe('course feedback: a failed send says "fail in send" and keeps the form', () => {
  it('in English', async () => {
    setLocale('en_US');
    const { user, calls } = renderPage(failure);
    await user.click(await screen.findByRole('radio', { name: '4 of 5' }));
    await user.type(screen.getByRole('textbox', { name: 'What would you change?' }), 'More cases');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Failed to send, please try again')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      learningPathMetaId: 1,
      answers: [
        { metaId: 1, score: 4 },
        { metaId: 2, text: 'More cases' },
      ],
    });
    // The learner can send again: the form and its answers stay.
    expect(screen.getByRole('button', { name: 'Send feedback' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('radio', { name: '4 of 5' })).toHaveProperty('checked', true);
    expect(screen.queryByText('Thank you for your feedback')).toBeNull();
  });

  it('in Thai', async () => {
    const { user } = renderPage({ networkError: true });
    await user.click(await screen.findByRole('radio', { name: /^5/ }));
    await user.click(screen.getByRole('button', { name: 'ส่งความคิดเห็น' }));
    expect(await screen.findByText('ส่งไม่สำเร็จ โปรดลองอีกครั้ง')).toBeTruthy();
  });

  it('in Traditional Chinese', async () => {
    setLocale('zh_TW');
    const { user } = renderPage(failure);
    await user.click(await screen.findByRole('radio', { name: /^3/ }));
    await user.click(screen.getByRole('button', { name: /送出|傳送|提交/ }));
    expect(await screen.findByText('傳送失敗，請重試')).toBeTruthy();
  });
});

describe('course feedback: a required rating left empty says "Please choose an answer" under it and takes the focus; a good send thanks the learner', () => {
  it('in English', async () => {
    setLocale('en_US');
    const { user, calls } = renderPage(envelope(0, { id: 1, learningPathMetaId: 1, answers: [], createdAt: '2026-01-05T03:00:00.000Z' }));
    await user.click(await screen.findByRole('button', { name: 'Send feedback' }));
    const scale = screen.getByRole('radiogroup', { name: 'How useful was the course?' });
    expect(scale.getAttribute('aria-invalid')).toBe('true');
    expect(scale.textContent).toContain('Please choose an answer');
    expect(scale.contains(document.activeElement)).toBe(true);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('radio', { name: '5 of 5' }));
    // At human pace: the re-click guard drops a second submit within 300 ms.
    await new Promise((resolve) => setTimeout(resolve, 350));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback')).toBeTruthy();
  });
});

describe('course feedback: a rating is a 1–5 scale named by its question, its ends said under it', () => {
  it('in English and Thai', async () => {
    setLocale('en_US');
    const { unmount } = renderPage(failure);
    const scale = await screen.findByRole('radiogroup', { name: 'How useful was the course?' });
    expect([...scale.querySelectorAll('[role="radio"], input[type="radio"]')].map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    const description = document.getElementById(scale.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(description.textContent).toBe('1 = not at all 5 = very much');
    unmount();
    setLocale('th_TH');
    renderPage(failure);
    expect(await screen.findByText('1 = น้อยที่สุด')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '3 จาก 5' })).toBeTruthy();
  });
});

describe('the end of study says what comes next in the course', () => {
  it('the first later step not finished, with its state and its way in', async () => {
    setLocale('en_US');
    renderPage(failure);
    const next = await screen.findByRole('region', { name: 'Next in this course' });
    expect(next.textContent).toContain('Step 3 of 4');
    expect(next.textContent).toContain('Scenario simulation');
    expect(within(next).getByRole('link', { name: 'Enter the simulation' }).getAttribute('href')).toBe('/course/scenarioSimulation?id=1');
  });

  it('a later step not open yet says when it opens, with no way in', async () => {
    setLocale('en_US');
    const steps = STEPS.map((step) => (step.step === 3 ? { ...step, status: 'finished' as const } : step));
    renderPage(failure, aCourse({ steps }));
    const next = await screen.findByRole('region', { name: 'Next in this course' });
    expect(next.textContent).toContain('Post-test');
    expect(next.textContent).toMatch(/The course will be open at .*2030/);
    expect(within(next).queryByRole('link')).toBeNull();
  });

  it('a finished course leads to its certificate instead', async () => {
    setLocale('en_US');
    renderPage(failure, aCourse({ status: 'finished', steps: STEPS.map((step) => ({ ...step, status: 'finished' as const })) }));
    expect((await screen.findByRole('link', { name: 'View your certificate' })).getAttribute('href')).toBe('/certificate?id=1');
    expect(screen.queryByRole('region', { name: 'Next in this course' })).toBeNull();
  });

  it('in Thai', async () => {
    setLocale('th_TH');
    renderPage(failure);
    expect(await screen.findByRole('region', { name: 'ขั้นตอนถัดไปของหลักสูตร' })).toBeTruthy();
  });
});
