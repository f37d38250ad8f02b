/** The shape of a language's texts: the same keys as the English ones, every leaf a string. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
