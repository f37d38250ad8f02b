/** The reads area's public face: its strings, and the article form (rich-text editor, cover, tags) the console's blog uses. */
export { readsEn } from './i18n/en';
export { readsId } from './i18n/id';
export { ArticleForm } from './components/article-form';
export type { ArticleFormValues } from './components/article-form';
