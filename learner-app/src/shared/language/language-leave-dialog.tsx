/**
 * "Change the language?" on an answer page (spec §2): changing the language leaves the page for /home.
 * Asked by the language menu and by a `?lang=` in the address alike.
 */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/confirm-dialog';

export interface LanguageLeaveDialogProps {
  readonly open: boolean;
  /** Keep answering in the current language. */
  readonly onCancel: () => void;
  /** Go to /home in the new language. */
  readonly onConfirm: () => void;
}

export function LanguageLeaveDialog({ open, onCancel, onConfirm }: LanguageLeaveDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('language.confirmTitle')}
      confirmLabel={t('language.confirmLeave')}
      cancelLabel={t('common.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('language.confirmBody')}</p>
    </ConfirmDialog>
  );
}
