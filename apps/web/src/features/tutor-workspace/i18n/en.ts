/** The tutor's side menu (the entries are the shell's feature names). */
export const tutorWorkspaceEn = {
  label: 'Tutor dashboard',
  title: 'Dashboard',
  viewProfile: 'View profile',
};
