/**
 * Keeps the root font size (spec §9), the desktop/tablet layout (spec §2) and the light or dark theme (decision 0098)
 * current. Applied in the layout
 * phase, before the first paint: a phone's smaller root font size set after it moved the whole page (Lighthouse
 * measured a layout shift of 0.14 on /pc/login).
 */
import { useLayoutEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { watchLayout } from './layout';
import { remAtom } from './rem';
import { watchRootFontSize } from './root-font-size';
import { themeChoiceAtom, watchTheme } from './theme';

export function useDisplayRules(): void {
  const setRem = useSetAtom(remAtom);
  useLayoutEffect(() => {
    const stopFontSize = watchRootFontSize(window, setRem);
    const stopLayout = watchLayout(window);
    return () => {
      stopFontSize();
      stopLayout();
    };
  }, [setRem]);
  const themeChoice = useAtomValue(themeChoiceAtom);
  useLayoutEffect(() => watchTheme(window, themeChoice), [themeChoice]);
}
