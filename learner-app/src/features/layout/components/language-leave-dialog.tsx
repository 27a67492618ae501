/**
 * "Change the language?" on an answer page (spec §2): changing the language leaves the page for /home.
 * Asked by the language menu and by a `?lang=` in the address alike.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/components/dialog';

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
    <Dialog
      open={open}
      title={t('language.confirmTitle')}
      closeLabel={t('common.cancel')}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {t('language.confirmLeave')}
          </button>
        </>
      }
    >
      <p>{t('language.confirmBody')}</p>
    </Dialog>
  );
}
