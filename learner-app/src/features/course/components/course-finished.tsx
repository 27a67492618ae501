/** A finished course says so and links to its certificate (decision 0095): on the course page and at the end of study. */
import Award from 'lucide-react/icons/award';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { certificatePath } from '../../../shared/routing/paths';

export function CourseFinished({ courseId }: { readonly courseId: number }) {
  const { t } = useTranslation();
  return (
    <p className="course__finished">
      <Award className="course__finished-icon" aria-hidden="true" focusable="false" />
      <span>{t('learning.courseFinished')}</span>
      <Link className="course__certificate" href={certificatePath(courseId)}>
        {t('learning.viewCertificate')}
      </Link>
    </p>
  );
}
