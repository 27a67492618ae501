/** The header and footer around every page except login (spec §2). */
import { useAtomValue } from 'jotai';
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { userInfoAtom } from '../shared/session/user-info';
import { Footer } from './shell/footer';
import { Header } from './shell/header';

// Loaded only for a learner without a password: its strings stay out of the first chunk.
const PasswordNotice = lazy(async () => ({ default: (await import('./shell/password-notice')).PasswordNotice }));

export function AppFrame({ children }: { children: ReactNode }) {
  const hasPassword = useAtomValue(userInfoAtom)?.hasPassword;
  return (
    <div className="frame">
      <Header />
      {hasPassword === false && (
        <Suspense>
          <PasswordNotice />
        </Suspense>
      )}
      <div className="frame__content">{children}</div>
      <Footer />
    </div>
  );
}
