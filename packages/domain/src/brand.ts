/** The brand lives here once: the spec's `{product}` placeholder is this slug. */
export const BRAND = { name: 'Ajar', slug: 'ajar' } as const;

/** `{product}-rooms`, `{product}-classes` and friends. */
export const productPath = (suffix: string): string => `${BRAND.slug}-${suffix}`;
