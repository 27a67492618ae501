import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../test/fake-fetch';
import type { FakeReply, ReplyTable } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-with-providers';
import { signIn } from '../../test/session';
import { App } from './app';
import { setLocale } from '../shared/i18n/i18n';

const UNTIL = '2026-03-01T07:00:00.000Z';
const upgrading: FakeReply = { status: 503, json: { code: 503, message: 'The system is being upgraded', data: { until: UNTIL } } };

/** A server in the middle of an upgrade: every call answers code 503. */
const everyCallUpgrading: ReplyTable = new Proxy({}, { get: () => upgrading });

/** The pages' code is loaded on demand: the first load in a test run can take seconds on a loaded machine. */
const PAGE_LOAD = { timeout: 15_000 };

const time = (lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(UNTIL));

describe('the system-upgrade notice replaces "Oh, loading failed" when the server reports an upgrade (code 503)', () => {
  it('in English: a page-level banner naming the expected end, and the page says the same', async () => {
    setLocale('en_US');
    signIn({ userId: 42, userName: 'alice', displayName: 'Alice' });
    renderWithProviders(<App />, { url: '/pc/course?id=1', replies: everyCallUpgrading });
    const text = `The system is being upgraded (about 2 hours) and should be back by ${time('en')}. Thank you for your patience.`;
    await waitFor(() => {
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(text);
    }, PAGE_LOAD);
    expect(document.querySelector('.system-upgrade')?.textContent).toBe(text);
    await waitFor(() => {
      expect(document.querySelector('.load-failed__text')?.textContent).toBe(text);
    }, PAGE_LOAD);
    expect(screen.queryByText('Oh, loading failed')).toBeNull();
  });

  it('in Thai, on /home', async () => {
    signIn({ userId: 42, userName: 'alice', displayName: 'Alice' });
    renderWithProviders(<App />, { url: '/pc/home', replies: everyCallUpgrading });
    const text = `ระบบกำลังอัปเกรด (ประมาณ 2 ชั่วโมง) และจะกลับมาใช้งานได้ภายใน ${time('th')} ขอบคุณที่รอ`;
    await waitFor(() => {
      expect(document.querySelector('.system-upgrade')?.textContent).toBe(text);
    }, PAGE_LOAD);
    expect(screen.queryByText('ขออภัย โหลดไม่สำเร็จ')).toBeNull();
  });

  it('in Simplified and Traditional Chinese', async () => {
    setLocale('zh_CN');
    signIn({ userId: 42, userName: 'alice', displayName: 'Alice' });
    renderWithProviders(<App />, { url: '/pc/home', replies: everyCallUpgrading });
    await waitFor(() => {
      expect(document.querySelector('.system-upgrade')?.textContent).toBe(`系统正在升级（约 2 小时），预计 ${time('zh-CN')} 前恢复，感谢您的耐心等待。`);
    }, PAGE_LOAD);
  });

  it('is not shown, and a failure reads "Oh, loading failed", when the server answers another error', async () => {
    setLocale('en_US');
    signIn({ userId: 42, userName: 'alice', displayName: 'Alice' });
    const failing: ReplyTable = new Proxy(
      {},
      { get: (_target, key) => (key === 'GET /ddilearner/v1/user/loginstatus/interval' ? envelope(0, 30) : { status: 500, json: { code: 500, message: 'x', data: null } }) },
    );
    renderWithProviders(<App />, { url: '/pc/course?id=1', replies: failing });
    expect(await screen.findByText('Oh, loading failed', {}, PAGE_LOAD)).toBeTruthy();
    expect(document.querySelector('.system-upgrade')).toBeNull();
  });
});
