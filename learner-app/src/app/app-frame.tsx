/** The header and footer around every page except login (spec §2). */
import type { ReactNode } from 'react';
import { Footer } from './shell/footer';
import { Header } from './shell/header';

export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className="frame">
      <Header />
      <div className="frame__content">{children}</div>
      <Footer />
    </div>
  );
}
