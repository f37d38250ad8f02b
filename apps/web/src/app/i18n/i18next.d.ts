import type { Resources } from './resources-en';

// The keys of t() are checked against the assembled English texts. Declared here, where the texts are
// assembled, so shared/ imports nothing of app or features.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}
