import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { apiClient } from './client';
import type { ApiClient } from './client';

const ApiClientContext = createContext<ApiClient>(apiClient);

/** Supplies the main-service client to the tree (tests pass one built on a fake `fetch`). */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}

/** Now on the server's clock (decision 0108): the moment the app's dates are told against ("Due in 3 days"). */
export function useServerNow(): Date {
  return useApiClient().now();
}
