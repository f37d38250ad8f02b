import { BRAND } from '@ajar/domain';
import type { ParseKeys } from 'i18next';

/** The text keys of a page's title (without the brand) and its meta description. */
export interface PageMeta {
  readonly title: ParseKeys;
  readonly description: ParseKeys;
}

/** 'x.meta.page' when 'x.meta.page.title' is a text key: a page's two texts named by what they share. */
export type PageMetaPrefix = ParseKeys extends infer Key
  ? Key extends `${infer Prefix}.title`
    ? Prefix
    : never
  : never;

/** What lazyPage stores in a route's `handle`. */
export interface PageMetaHandle {
  readonly meta: PageMeta;
}

/** The route handle's page texts, if it has them. */
export function pageMetaOf(handle: unknown): PageMeta | null {
  if (typeof handle !== 'object' || handle === null || !('meta' in handle)) return null;
  const { meta } = handle as PageMetaHandle;
  return typeof meta?.title === 'string' && typeof meta.description === 'string' ? meta : null;
}

/** 'Browse tutors' → 'Browse tutors · Ajar': every tab title ends with the brand. */
export function brandedTitle(name: string): string {
  return `${name} · ${BRAND.name}`;
}
