/**
 * The user menu's "Appearance" (decision 0098): match my device, light or dark, in a radio group. A choice applies at
 * once (the page behind shows it) and is kept on this device; "Done" or Escape closes the dialog.
 */
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../shared/components/choice-group';
import { Dialog } from '../../shared/components/dialog';
import { THEME_CHOICES, isThemeChoice, themeChoiceAtom } from '../../shared/display/theme';

export function AppearanceDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useAtom(themeChoiceAtom);
  const names = { system: t('header.themeSystem'), light: t('header.themeLight'), dark: t('header.themeDark') };
  return (
    <Dialog open={open} title={t('header.appearance')} closeLabel={t('header.appearanceDone')} onClose={onClose}>
      <ChoiceGroup
        kind="single"
        label={t('header.appearanceHint')}
        options={THEME_CHOICES.map((id) => ({ id, label: names[id] }))}
        value={[choice]}
        onChange={([chosen]) => {
          if (isThemeChoice(chosen)) setChoice(chosen);
        }}
      />
    </Dialog>
  );
}
