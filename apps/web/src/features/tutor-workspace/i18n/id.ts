import type { Translation } from '../../../shared/i18n/translation';
import type { tutorWorkspaceEn } from './en';

/** Indonesian texts of the tutor's side menu; same shape as en.ts. */
export const tutorWorkspaceId: Translation<typeof tutorWorkspaceEn> = {
  label: 'Dasbor tutor',
  title: 'Dasbor',
  viewProfile: 'Lihat profil',
};
