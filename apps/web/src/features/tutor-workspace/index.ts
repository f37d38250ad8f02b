/** The frame of a tutor's pages: the dashboard's side menu, and the preference that shows it. */
export { tutorWorkspaceEn } from './i18n/en';
export { tutorWorkspaceId } from './i18n/id';
export { TutorSideMenu } from './components/tutor-side-menu';
export { TutorWorkspace } from './components/tutor-workspace';
export { useSidebarPreference } from './hooks/use-sidebar-preference';
