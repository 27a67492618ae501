/**
 * A report's title with "Print or save as PDF" beside it once the report is shown: the browser's print dialog,
 * where the report's print layout (report.css) leaves out the navigation and keeps each section on one page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Printer from 'lucide-react/icons/printer';

export function ReportHeading({ children, printable }: { readonly children: ReactNode; readonly printable: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="report__head">
      <h1 className="page__title">{children}</h1>
      {printable && (
        <button
          type="button"
          className="button button--secondary report__print-hidden"
          onClick={() => {
            window.print();
          }}
        >
          <Printer aria-hidden="true" focusable="false" className="report__print-icon" />
          {t('learning.printReport')}
        </button>
      )}
    </div>
  );
}
