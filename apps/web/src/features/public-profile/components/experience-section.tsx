import { SolutionOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import styles from '../public-profile.module.css';
import experienceSectionStyles from './experience-section.module.css';
import { periodText } from './date-range';
import { OwnerEmptyNote, ProfileSection } from '../../../shared/profile/profile-section';

type Experience = PublicProfile['experience'][number];

function subjectText(subject: Experience['subjects'][number]): string {
  const level = [subject.level, subject.curriculum && `(${subject.curriculum})`].filter(Boolean).join(' ');
  return level ? `${subject.name} · ${level}` : subject.name;
}

export function ExperienceSection({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation();
  if (profile.experience.length === 0 && !profile.isOwner) return null;
  return (
    <ProfileSection
      id="experience"
      title={t('publicProfile.sections.experience')}
      icon={<SolutionOutlined />}
    >
      {profile.experience.length === 0 && <OwnerEmptyNote>{t('publicProfile.ownerEmpty')}</OwnerEmptyNote>}
      <ol className={styles.timeline}>
        {profile.experience.map((entry) => (
          <li key={entry.pvid} className={styles.timelineItem}>
            <div className={experienceSectionStyles.timelineHead}>
              <strong className={styles.timelineTitle}>{entry.institution}</strong>
              <span className={styles.tags}>
                <span className={`${styles.tag} ${styles.typeTag}`}>
                  {t(`publicProfile.experience.${entry.type}`)}
                </span>
                {entry.isPrivateTutor && (
                  <span className={`${styles.tag} ${styles.typeTag}`}>
                    {t('publicProfile.experience.privateTutor')}
                  </span>
                )}
              </span>
            </div>
            <span className={styles.muted}>{periodText(t, i18n.language, entry)}</span>
            {entry.subjects.length > 0 && (
              <ul className={experienceSectionStyles.chips}>
                {entry.subjects.map((subject) => (
                  <li key={subject.pvid}>{subjectText(subject)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </ProfileSection>
  );
}
