import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { ReplyTable } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { Toaster } from '../../../shared/components/toast';
import { CLICK_GUARD_MS } from '../../../shared/hooks/use-click-guard';
import { setLocale } from '../../../shared/i18n/i18n';
import { DATA_REQUEST_TEXT_MAX } from '../api/data-requests';
import { DataRightsPage } from './data-rights-page';

const STORED = {
  id: 11,
  type: 'access',
  text: 'Please send me my data',
  status: 'received',
  createdAt: '2025-03-07T09:00:00.000Z',
  dueAt: '2025-03-12T09:00:00.000Z',
};

function renderPage(replies: ReplyTable, { fakeTimers = false } = {}) {
  return renderWithProviders(
    <>
      <DataRightsPage />
      <Toaster />
    </>,
    { url: '/pc/datahandle', replies, fakeTimers },
  );
}

describe('/datahandle offers access, correction, erasure or restriction and promises a reply within 3 working days', () => {
  it('in English', async () => {
    setLocale('en_US');
    renderPage({ 'GET /ddilearner/v1/user/datarequest': envelope(0, []) });
    const group = screen.getByRole('group', { name: 'What would you like us to do?' });
    expect(within(group).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'access',
      'correction',
      'erasure',
      'restriction',
    ]);
    expect(screen.getByRole('radio', { name: /^Erasure/ })).toBeTruthy();
    expect(screen.getByText('We will reply to your request within 3 working days.')).toBeTruthy();
    expect(await screen.findByText('You have not made any requests yet.')).toBeTruthy();
  });

  it('in Chinese', () => {
    setLocale('zh_CN');
    renderPage({ 'GET /ddilearner/v1/user/datarequest': envelope(0, []) });
    expect(screen.getByRole('radio', { name: /^删除/ })).toBeTruthy();
    expect(screen.getByText('我们将在 3 个工作日内回复您的请求。')).toBeTruthy();
  });
});

describe('the stored requests are shown with their due dates', () => {
  it('lists type, text, submission and due dates and status', async () => {
    setLocale('en_US');
    renderPage({ 'GET /ddilearner/v1/user/datarequest': envelope(0, [STORED]) });
    const history = screen.getByRole('region', { name: 'Your requests' });
    const item = await within(history).findByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Access' })).toBeTruthy();
    expect(item.textContent).toContain('Please send me my data');
    expect(item.textContent).toContain('Reply due by');
    expect(item.textContent).toContain('March 12, 2025');
    expect(item.textContent).toContain('Received');
    expect(item.querySelector('time[datetime="2025-03-12T09:00:00.000Z"]')).not.toBeNull();
  });

  it('says so when they cannot be loaded', async () => {
    setLocale('en_US');
    renderPage({ 'GET /ddilearner/v1/user/datarequest': envelope(500, null, 'boom') });
    expect(await screen.findByText('Oh, loading failed')).toBeTruthy();
  });
});

describe('the form checks its fields before sending', () => {
  it.each([
    ['en_US', 'Please choose the type of request', 'Please describe your request'],
    ['th_TH', 'กรุณาเลือกประเภทคำขอ', 'กรุณาอธิบายคำขอของคุณ'],
  ] as const)('%s: a type and a text are required', async (locale, typeMessage, textMessage) => {
    setLocale(locale);
    vi.useFakeTimers();
    const { user, calls } = renderPage({ 'GET /ddilearner/v1/user/datarequest': envelope(0, []) }, { fakeTimers: true });
    const submit = screen.getByRole('button', { name: locale === 'en_US' ? 'Submit request' : 'ส่งคำขอ' });

    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe(typeMessage);
    expect(screen.getByRole('group').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getAllByRole('radio')[2] as HTMLElement);
    vi.advanceTimersByTime(CLICK_GUARD_MS);
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe(textMessage);
    const text = screen.getByRole('textbox');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(text);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses more than 2000 characters', async () => {
    setLocale('en_US');
    const { user } = renderPage({ 'GET /ddilearner/v1/user/datarequest': envelope(0, []) });
    await user.click(screen.getByRole('radio', { name: /^Access/ }));
    await user.click(screen.getByRole('textbox', { name: 'Details of your request' }));
    await user.paste('x'.repeat(DATA_REQUEST_TEXT_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(screen.getByRole('alert').textContent).toBe('Please keep your request within 2000 characters');
  });
});

describe('a request is sent with POST /ddilearner/v1/user/datarequest and shown back', () => {
  it('posts { type, text }, confirms, clears the form and lists it first', async () => {
    setLocale('en_US');
    const created = { ...STORED, id: 12, type: 'erasure', text: 'Erase my answers', createdAt: '2025-03-08T09:00:00.000Z', dueAt: '2025-03-13T09:00:00.000Z' };
    const { user, calls } = renderPage({
      'GET /ddilearner/v1/user/datarequest': envelope(0, [STORED]),
      'POST /ddilearner/v1/user/datarequest': envelope(0, created),
    });
    await screen.findByText('Please send me my data');

    await user.click(screen.getByRole('radio', { name: /^Erasure/ }));
    await user.type(screen.getByRole('textbox', { name: 'Details of your request' }), '  Erase my answers ');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));

    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'erasure', text: 'Erase my answers' });
    expect(screen.getByRole('status').textContent).toBe('Your request has been submitted');
    const items = within(screen.getByRole('region', { name: 'Your requests' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Erasure', 'Access']);
    expect((screen.getByRole('textbox', { name: 'Details of your request' }) as HTMLTextAreaElement).value).toBe('');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('shows the server’s message when it refuses', async () => {
    setLocale('en_US');
    const { user } = renderPage({
      'GET /ddilearner/v1/user/datarequest': envelope(0, []),
      'POST /ddilearner/v1/user/datarequest': envelope(400, null, 'text: too long'),
    });
    await user.click(screen.getByRole('radio', { name: /^Access/ }));
    await user.type(screen.getByRole('textbox', { name: 'Details of your request' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(screen.getByRole('alert').textContent).toBe('text: too long');
  });
});
