import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import { HomePage } from './home-page';

describe('/home has two tabs, Learning Units (id 1) and Project Learning (id 2), each with its empty state', () => {
  it('in English', async () => {
    setLocale('en_US');
    const { user } = renderWithProviders(<HomePage />);
    const tabs = within(screen.getByRole('tablist', { name: 'My learning' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Learning Units', 'Project Learning']);
    expect(tabs.map((tab) => tab.id.endsWith('-tab-1') || tab.id.endsWith('-tab-2'))).toEqual([true, true]);
    expect(within(screen.getByRole('tabpanel', { name: 'Learning Units' })).getByText('You currently have no courses to learn')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Project Learning' }));
    expect(screen.getByRole('tab', { name: 'Project Learning' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel', { name: 'Project Learning' })).getByText('You don’t have a project to study yet')).toBeTruthy();
  });

  it('in Thai', async () => {
    const { user } = renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'หน้าแรก' })).toBeTruthy();
    expect(screen.getByText('ขณะนี้คุณยังไม่มีหลักสูตรที่ต้องเรียน')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'การเรียนรู้แบบโครงการ' }));
    expect(screen.getByText('คุณยังไม่มีโครงการที่ต้องเรียน')).toBeTruthy();
  });
});
