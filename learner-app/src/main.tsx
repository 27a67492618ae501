/** Entry point: mounts the app with its jotai store and i18n instance. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { App, preloadOpeningRoute, startOpeningRequests } from './app/app';
import { apiClient } from './shared/api/client';
import { i18n } from './shared/i18n/i18n';
import { userInfoAtom } from './shared/session/user-info';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

const root = createRoot(container);
const store = createStore();
// The opening page's data leaves now, beside its code.
startOpeningRequests(location.pathname + location.search, apiClient, store.get(userInfoAtom) !== null);
// The opening page's code first (at most React's reveal throttle), so a signed-in page paints with its content.
void preloadOpeningRoute(location.pathname).then(() => {
  root.render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <App />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
});
