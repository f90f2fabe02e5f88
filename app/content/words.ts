/**
 * The shape of an English dictionary with its words left open: what every other language fills
 * in, key for key and item for item. A missing or extra key fails the type check.
 */
export type Words<T> = T extends string ? string : { readonly [K in keyof T]: Words<T[K]> };
