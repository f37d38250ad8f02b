/** The public profile's public face: its catch-all route, strings and the parts other areas show. */
export { publicProfileEn } from './i18n/en';
export { publicProfileId } from './i18n/id';
export { profileMarket, SEARCH_VIEW_SOURCE } from './profile-market';
export type { PublicProfile } from './public-profile-types';
export { LoginPromptModal } from './components/login-prompt-modal';
export { ProfileSection } from './components/profile-section';
export { ShareButton } from './components/share-button';
export { TutorAvatar } from './components/tutor-avatar';
