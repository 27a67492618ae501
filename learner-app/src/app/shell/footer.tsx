/** The footer (spec §2): a copyright line, only on routes whose path does not contain 'course'. */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

/** The spec's rule, literally: a case-sensitive 'course' anywhere in the path hides the line. */
export function showsCopyright(path: string): boolean {
  return !path.includes('course');
}

export function Footer() {
  const { t } = useTranslation();
  const [location] = useLocation();
  if (!showsCopyright(location)) return null;
  return (
    <footer className="footer">
      <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
