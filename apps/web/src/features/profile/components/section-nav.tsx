import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TutorKind } from '../../../gql/graphql';
import { EXTRA_ANCHORS, scrollToSection, SECTION_ANCHORS } from '../profile-sections';
import styles from './profile-page.module.css';

const SUBJECTS_LABEL = {
  ACADEMIC: 'profile.sections.subjects',
  LIFELONG: 'profile.sections.nonAcademic',
  COUNSELLING: 'profile.sections.counselling',
} as const;

/** Quick links along the top of profile/me to each edit section (a scrolling strip on a phone). */
export function SectionNav({ tutorKind }: { tutorKind: TutorKind | null }) {
  const { t } = useTranslation();
  const links: [string, string][] = [
    [SECTION_ANCHORS.BasicProfile, t('profile.sections.about')],
    [SECTION_ANCHORS.Subjects, t(SUBJECTS_LABEL[tutorKind ?? 'ACADEMIC'])],
    [SECTION_ANCHORS.Education, t('profile.sections.education')],
    [SECTION_ANCHORS.Experience, t('profile.sections.experience')],
    [SECTION_ANCHORS.Certificate, t('profile.sections.certificates')],
    [SECTION_ANCHORS.Skill, t('profile.sections.skills')],
    [SECTION_ANCHORS.IntroductionVideo, t('profile.sections.videos')],
    [EXTRA_ANCHORS.otherPlatforms, t('profile.sections.platforms')],
  ];
  return (
    <nav className={styles.sectionNav} aria-label={t('profile.page.sectionsLabel')}>
      {links.map(([anchor, label]) => (
        <a
          key={anchor}
          href={`#${anchor}`}
          className={styles.sectionNavLink}
          onClick={(event) => {
            event.preventDefault();
            scrollToSection(anchor);
          }}
        >
          {label}
        </a>
      ))}
    </nav>
  );
}
