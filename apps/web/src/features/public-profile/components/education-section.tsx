import { BookOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import styles from '../public-profile.module.css';
import { periodText } from './date-range';
import { OwnerEmptyNote, ProfileSection } from '../../../shared/profile/profile-section';

export function EducationSection({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation();
  if (profile.education.length === 0 && !profile.isOwner) return null;
  return (
    <ProfileSection id="education" title={t('publicProfile.sections.education')} icon={<BookOutlined />}>
      {profile.education.length === 0 && <OwnerEmptyNote>{t('publicProfile.ownerEmpty')}</OwnerEmptyNote>}
      <ol className={styles.timeline}>
        {profile.education.map((entry) => (
          <li key={entry.pvid} className={styles.timelineItem}>
            <strong className={styles.timelineTitle}>{entry.institution}</strong>
            <span className={styles.muted}>{periodText(t, i18n.language, entry)}</span>
          </li>
        ))}
      </ol>
    </ProfileSection>
  );
}
