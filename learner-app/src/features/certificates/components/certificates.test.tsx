import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { toastsAtom } from '../../../shared/components/toast';
import { setLocale } from '../../../shared/i18n/i18n';
import { USER_INFO_STORAGE_KEY } from '../../../shared/session/user-info';
import type { Certificate } from '../api/certificates-api';
import { CertificatePage } from './certificate-page';
import { CertificatesPage } from './certificates-page';
import { VerifyPage } from './verify-page';

const COACHING: Certificate = {
  code: '7K2M-9QXD-4HCT',
  courseId: 6,
  courseName: 'Coaching for Success',
  completedAt: '2025-03-24T02:14:00.000Z',
  issuedAt: '2026-01-05T03:00:00.000Z',
};
const DELEGATING: Certificate = { ...COACHING, code: 'AB12-CD34-EF56', courseId: 3, courseName: 'Delegating for Growth', completedAt: '2025-02-10T05:00:00.000Z' };

const LIST = 'GET /ddilearner/v1/user/certificates';
const CHECK = `GET /ddilearner/v1/certificates/${COACHING.code}`;

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('my certificates: one for each course finished, every step of it (decision 0095)', () => {
  it('lists the certificates as the server orders them, each with its completion day and ID, leading to the certificate', async () => {
    setLocale('en_US');
    renderWithProviders(<CertificatesPage />, { replies: { [LIST]: envelope(0, [COACHING, DELEGATING]) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My certificates' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Coaching for Success', 'Delegating for Growth']);
    const coaching = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(coaching).getByText('Completed March 24, 2025')).toBeTruthy();
    expect(within(coaching).getByText('7K2M-9QXD-4HCT')).toBeTruthy();
    const view = within(coaching).getByRole('link', { name: 'View certificate: Coaching for Success' });
    expect(view.getAttribute('href')).toMatch(/\/certificate\?id=6$/u);
    expect(view.textContent).toBe('View certificate');
  });

  it('with none yet, says how one is earned and leads to the courses', async () => {
    setLocale('en_US');
    renderWithProviders(<CertificatesPage />, { replies: { [LIST]: envelope(0, []) } });
    expect(await screen.findByRole('heading', { level: 2, name: 'No certificates yet' })).toBeTruthy();
    expect(screen.getByText(/Finish every step of a course/u)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my courses' }).getAttribute('href')).toMatch(/\/home$/u);
  });

  it('an answer of another shape is a failure with Try again, not a list', async () => {
    setLocale('en_US');
    renderWithProviders(<CertificatesPage />, { replies: { [LIST]: envelope(0, [{ code: 7 }]) } });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('in Thai: the title, and the day in the Buddhist era', async () => {
    setLocale('th_TH');
    renderWithProviders(<CertificatesPage />, { replies: { [LIST]: envelope(0, [COACHING]) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'ประกาศนียบัตรของฉัน' })).toBeTruthy();
    expect(screen.getByText(/^เรียนจบเมื่อ 24 มีนาคม 2568$/u)).toBeTruthy();
  });
});

describe('a certificate: to print, with the address where anybody checks it', () => {
  const signedIn = () => localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ userId: 4, userName: 'graduate', displayName: 'Nina Graduate' }));

  it('certifies the learner by name, the course, the day and the ID, and links to the check of this ID', async () => {
    setLocale('en_US');
    signedIn();
    renderWithProviders(<CertificatePage />, { url: '/pc/certificate?id=6', replies: { [LIST]: envelope(0, [DELEGATING, COACHING]) } });
    const sheet = await screen.findByRole('article', { name: 'Certificate of completion' });
    expect(within(sheet).getByText('Nina Graduate')).toBeTruthy();
    expect(within(sheet).getByText('Coaching for Success')).toBeTruthy();
    expect(within(sheet).getByText('March 24, 2025')).toBeTruthy();
    expect(within(sheet).getByText('7K2M-9QXD-4HCT')).toBeTruthy();
    const check = within(sheet).getByRole('link', { name: 'http://localhost:3000/pc/verify?code=7K2M-9QXD-4HCT' });
    expect(check.getAttribute('href')).toBe('http://localhost:3000/pc/verify?code=7K2M-9QXD-4HCT');
  });

  it('"Print or save as PDF" opens the browser’s print; "Copy the link to check it" copies that address and says so', async () => {
    setLocale('en_US');
    signedIn();
    // jsdom has no print dialog.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user, store } = renderWithProviders(<CertificatePage />, { url: '/pc/certificate?id=6', replies: { [LIST]: envelope(0, [COACHING]) } });
    await user.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy the link to check it' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/pc/verify?code=7K2M-9QXD-4HCT');
    await vi.waitFor(() => expect(store.get(toastsAtom).map((toast) => [toast.message, toast.tone])).toEqual([['Link copied', 'success']]));
  });

  it('"Add to LinkedIn profile" opens LinkedIn’s form in a new tab, filled in: the course, DDI, the month earned, the ID and the check’s address', async () => {
    setLocale('en_US');
    signedIn();
    renderWithProviders(<CertificatePage />, { url: '/pc/certificate?id=6', replies: { [LIST]: envelope(0, [COACHING]) } });
    const link = await screen.findByRole('link', { name: 'Add to LinkedIn profile (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const address = new URL(link.getAttribute('href') ?? '');
    expect(address.origin + address.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Coaching for Success',
      organizationName: 'DDI',
      issueYear: '2025',
      issueMonth: '3',
      certUrl: 'http://localhost:3000/pc/verify?code=7K2M-9QXD-4HCT',
      certId: '7K2M-9QXD-4HCT',
    });
  });

  it('in Thai, "Add to LinkedIn profile" and its new tab are said in Thai', async () => {
    setLocale('th_TH');
    signedIn();
    renderWithProviders(<CertificatePage />, { url: '/pc/certificate?id=6', replies: { [LIST]: envelope(0, [COACHING]) } });
    expect(await screen.findByRole('link', { name: 'เพิ่มในโปรไฟล์ LinkedIn (เปิดในแท็บใหม่)' })).toBeTruthy();
  });

  it('a course the learner holds no certificate of says so, without a sheet or its actions', async () => {
    setLocale('en_US');
    signedIn();
    renderWithProviders(<CertificatePage />, { url: '/pc/certificate?id=99', replies: { [LIST]: envelope(0, [COACHING]) } });
    expect(await screen.findByText(/You hold no certificate of this course yet/u)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
    expect(screen.queryByRole('link', { name: /LinkedIn/u })).toBeNull();
    expect(screen.getByRole('link', { name: 'All my certificates' }).getAttribute('href')).toMatch(/\/certificates$/u);
  });
});

describe('checking a certificate by its ID, signed in or not', () => {
  it('the ID in the address is checked at once: whose, which course, which day', async () => {
    setLocale('en_US');
    renderWithProviders(<VerifyPage />, {
      url: `/pc/verify?code=${COACHING.code}`,
      replies: { [CHECK]: envelope(0, { ...COACHING, learnerName: 'Nina Graduate' }) },
    });
    const heading = await screen.findByRole('heading', { name: 'A valid certificate' });
    const result = heading.closest('[role="status"]') as HTMLElement;
    expect(within(result).getByText('Nina Graduate completed Coaching for Success on March 24, 2025.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Certificate ID' }) as HTMLInputElement).value).toBe(COACHING.code);
  });

  it('an ID no certificate has says so, naming the ID', async () => {
    setLocale('en_US');
    renderWithProviders(<VerifyPage />, {
      url: '/pc/verify?code=0000-0000-0000',
      replies: { 'GET /ddilearner/v1/certificates/0000-0000-0000': { status: 404, json: { code: 404, message: 'Not found', data: null } } },
    });
    expect(await screen.findByText('No certificate has the ID 0000-0000-0000. Check that it was typed as printed.')).toBeTruthy();
  });

  it('an ID with other characters (refused by the server) is told the same way, not as a failure', async () => {
    setLocale('en_US');
    renderWithProviders(<VerifyPage />, {
      url: '/pc/verify?code=7K2M.9QXD',
      replies: { 'GET /ddilearner/v1/certificates/7K2M.9QXD': { status: 400, json: { code: 400, message: 'params/code must match pattern', data: null } } },
    });
    expect(await screen.findByText('No certificate has the ID 7K2M.9QXD. Check that it was typed as printed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('too many IDs checked from here asks to try later', async () => {
    setLocale('en_US');
    renderWithProviders(<VerifyPage />, {
      url: '/pc/verify?code=0000-0000-0001',
      replies: { 'GET /ddilearner/v1/certificates/0000-0000-0001': { status: 429, json: { code: 429, message: 'Too many requests', data: null } } },
    });
    expect(await screen.findByText('Too many IDs were checked from here. Please try again later.')).toBeTruthy();
  });

  it('an empty ID is not sent: the field says what is missing and keeps focus; a typed one is checked', async () => {
    setLocale('en_US');
    const { user, calls } = renderWithProviders(<VerifyPage />, {
      url: '/pc/verify',
      replies: { [CHECK]: envelope(0, { ...COACHING, learnerName: 'Nina Graduate' }) },
    });
    const field = screen.getByRole('textbox', { name: 'Certificate ID' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Please enter a certificate ID')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(calls).toEqual([]);
    await user.type(field, COACHING.code);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: 'A valid certificate' })).toBeTruthy();
    expect(window.location.search).toBe(`?code=${COACHING.code}`);
  });

  it('the field\'s hint shows the ID\'s shape as one piece, in each language (a phone does not break it at a dash)', () => {
    for (const [locale, hint] of [
      ['en_US', 'Twelve letters and digits, as printed: XXXX-XXXX-XXXX.'],
      ['th_TH', 'ตัวอักษรและตัวเลข 12 ตัวตามที่พิมพ์ไว้: XXXX-XXXX-XXXX'],
    ] as const) {
      setLocale(locale);
      const { unmount } = renderWithProviders(<VerifyPage />, { url: '/pc/verify' });
      const field = screen.getByRole('textbox');
      const description = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!;
      expect(description.textContent).toBe(hint);
      expect(description.querySelector('.verify__example')?.textContent).toBe('XXXX-XXXX-XXXX');
      unmount();
    }
  });

  it('a failed check (no network) offers Try again', async () => {
    setLocale('en_US');
    renderWithProviders(<VerifyPage />, { url: `/pc/verify?code=${COACHING.code}`, replies: { [CHECK]: { networkError: true } } });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
