/** Keeps the root font size (spec §9) and the desktop/tablet layout (spec §2) current. */
import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { watchLayout } from './layout';
import { remAtom } from './rem';
import { watchRootFontSize } from './root-font-size';

export function useDisplayRules(): void {
  const setRem = useSetAtom(remAtom);
  useEffect(() => {
    const stopFontSize = watchRootFontSize(window, setRem);
    const stopLayout = watchLayout(window);
    return () => {
      stopFontSize();
      stopLayout();
    };
  }, [setRem]);
}
