/** The picture formats the uploads accept (the bytes decide, not the name). */
export type ImageType = 'png' | 'jpeg' | 'webp';

/** Larger than any screen shows a logo or banner; keeps browsers from decoding a giant picture. */
export const MAX_SIDE = 8000;
