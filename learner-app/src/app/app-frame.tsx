/** The header and footer around every page except login (spec §2). */
import type { ReactNode } from 'react';
import { Footer } from '../features/layout/components/footer';
import { Header } from '../features/layout/components/header';

export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className="frame">
      <Header />
      <div className="frame__content">{children}</div>
      <Footer />
    </div>
  );
}
