/** Runs the heartbeat (`heartbeat-controller.ts`) for the app's store, client and page. */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from 'jotai';
import { useApiClient } from '../../shared/api/api-client-context';
import { getLocale } from '../../shared/i18n/i18n';
import { learningPathMetaIdAtom, moduleIdAtom } from '../../shared/learning/learning-context';
import { userInfoAtom } from '../../shared/session/user-info';
import { createApiHeartbeatTransport } from './api/heartbeat';
import { collectClientInfo } from './client-info';
import { createHeartbeatBuffer } from './heartbeat-buffer';
import { createHeartbeatController } from './heartbeat-controller';
import type { PageVisibility } from './heartbeat-controller';

/** When this page load opened the app (the heartbeat's `timeOpened`). */
const OPENED_AT = Date.now();

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The page's visibility: `visibilitychange`, plus `pagehide` as a last "hidden". */
export function documentVisibility(doc: Document, win: Window): PageVisibility {
  return {
    isVisible: () => doc.visibilityState !== 'hidden',
    subscribe(listener) {
      const onChange = () => {
        listener(doc.visibilityState !== 'hidden');
      };
      const onPageHide = () => {
        listener(false);
      };
      doc.addEventListener('visibilitychange', onChange);
      win.addEventListener('pagehide', onPageHide);
      return () => {
        doc.removeEventListener('visibilitychange', onChange);
        win.removeEventListener('pagehide', onPageHide);
      };
    },
  };
}

/** `path` is the route path under /pc, `search` the address's query. */
export function useHeartbeat(path: string, search: string): void {
  const store = useStore();
  const client = useApiClient();
  const where = useRef({ path, search });
  useLayoutEffect(() => {
    where.current = { path, search };
  });

  useEffect(() => {
    const controller = createHeartbeatController({
      transport: createApiHeartbeatTransport(client),
      buffer: createHeartbeatBuffer(sessionStorageOrUndefined()),
      visibility: documentVisibility(document, window),
      context: () => {
        const userInfo = store.get(userInfoAtom);
        if (userInfo === null) return null;
        return {
          userId: userInfo.userId,
          path: where.current.path,
          search: where.current.search === '' ? '' : `?${where.current.search.replace(/^\?/, '')}`,
          moduleId: store.get(moduleIdAtom),
          learningPathMetaId: store.get(learningPathMetaIdAtom),
          locale: getLocale(),
        };
      },
      clientInfo: (now) => collectClientInfo({ window, openedAt: OPENED_AT, now }),
    });
    void controller.start();
    return () => {
      controller.stop();
    };
  }, [store, client]);
}
