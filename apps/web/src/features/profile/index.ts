/** The profile editor's public face: its page, strings, and the editor parts onboarding reuses. */
import { PROFILE_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { profileEn } from './i18n/en';
export { profileId } from './i18n/id';
export { openCompletionDrawer } from './completion-drawer-store';
export { CompletionDrawerHost } from './components/completion-drawer-host';
export { formatPercent } from './components/completion-drawer';
export { FilePickButton } from './components/file-pick-button';
export { SectionCard } from './components/section-card';
export { useMyProfile } from './hooks/use-my-profile';
export { useProfileMutation } from './hooks/use-profile-mutation';
export { reportResult } from './profile-feedback';
export { completionChecklist, isSectionDone, profileMarket, SECTION_ANCHORS } from './profile-sections';
export type { MyProfile } from './profile-types';
export { AboutForm } from './sections/about-section';
export { CertificatesSection } from './sections/certificates-section';
export { CounsellingSection } from './sections/counselling-section';
export { CurriculumSection } from './sections/curriculum-section';
export { EducationSection } from './sections/education-section';
export { ExperienceSection } from './sections/experience-section';
export { NonAcademicSection } from './sections/non-academic-section';
export { SkillsSection } from './sections/skills-section';
export { SubjectsSection } from './sections/subjects-section';
export { VideosSection } from './sections/videos-section';

export const profileRoutes: RouteObject[] = [
  lazyPage(PROFILE_ROUTES.me, () => import('./pages/my-profile-page').then((m) => m.MyProfilePage)),
];
