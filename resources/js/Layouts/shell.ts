export type HeaderKind = 'store' | 'checkout' | 'default';

/** Spec section 2, "Shell": which header a path gets and whether the footer shows. */
export function shellFor(path: string): { header: HeaderKind; footer: boolean } {
  if (path.includes('my-store')) return { header: 'store', footer: false };
  if (path.includes('checkout')) return { header: 'checkout', footer: false };
  return { header: 'default', footer: !path.includes('/hide-menu') };
}
