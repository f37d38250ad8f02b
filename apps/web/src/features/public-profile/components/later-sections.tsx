import type { CountryCode } from '@ajar/domain';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import { ArticlesSection } from './articles-section';
import { CertificatesSection } from './certificates-section';
import { EducationSection } from './education-section';
import { ExperienceSection } from './experience-section';
import { IntroVideosSection } from './intro-videos-section';
import { TestimonialsSection } from './testimonials-section';

interface LaterSectionsProps {
  readonly profile: PublicProfile;
  readonly market: CountryCode;
  readonly onChanged: () => void;
}

/** The sections below the calendar: videos, testimonials, education, experience, certificates, articles. */
export function LaterSections({ profile, market, onChanged }: LaterSectionsProps) {
  return (
    <>
      <IntroVideosSection profile={profile} onChanged={onChanged} />
      <TestimonialsSection profile={profile} market={market} />
      <EducationSection profile={profile} />
      <ExperienceSection profile={profile} />
      <CertificatesSection profile={profile} />
      <ArticlesSection profile={profile} />
    </>
  );
}
