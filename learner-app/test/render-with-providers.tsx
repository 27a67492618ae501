/** Renders UI the way `main.tsx` does, with a fresh store and an API client on a fake fetch. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { ApiClientProvider } from '../src/shared/api/api-client-context';
import { createApiClient } from '../src/shared/api/client';
import type { ApiClient } from '../src/shared/api/client';
import { i18n } from '../src/shared/i18n/i18n';
import { createFakeFetch } from './fake-fetch';
import type { ReplyTable } from './fake-fetch';

export interface RenderOptions {
  /** Address to start at, e.g. `/pc/login?lang=en`. */
  readonly url?: string;
  readonly replies?: ReplyTable;
  /** Set when the test uses `vi.useFakeTimers()`, so user events advance them. */
  readonly fakeTimers?: boolean;
  /** Runs with the test's API client before the first render, as `main.tsx` does its opening work. */
  readonly beforeRender?: (client: ApiClient) => void;
}

export function renderWithProviders(ui: ReactElement, { url = '/pc/', replies = {}, fakeTimers = false, beforeRender }: RenderOptions = {}) {
  window.history.replaceState(null, '', url);
  const store = createStore();
  const fake = createFakeFetch(replies);
  const client = createApiClient({ fetch: fake.fetch });
  beforeRender?.(client);
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ApiClientProvider client={client}>{ui}</ApiClientProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store, client, user, calls: fake.calls };
}
