import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/**
 * The drawn pictures (images.ts) as WebP, for browsers that take it (docs/architecture.md, "Fourth
 * round"). A browser shows an SVG in an `<img>` by building a document of its own on the main thread
 * (parse, style, layout, text shaping) and painting it there: a store's banner took a 138 ms task at
 * 4× CPU throttling, each product picture 30–70 ms. A WebP is decoded off the main thread, as the
 * photos a real store uploads are. sharp (libvips, librsvg) draws the SVG.
 *
 * The drawings keep their SVG for everything else (a link shared, a client that does not say it takes
 * WebP), and on a machine where librsvg finds no font: a picture whose name is not drawn would be worse
 * than a slower one (`canDrawText`).
 */

/**
 * A picture narrower than 600 px (a product's 240, a logo's 160) is drawn at twice its size (144 dpi,
 * 72 being 1×) for phone screens of 2–3 device pixels per CSS pixel; a banner (600–1,200 px wide) at
 * its own, already wider than a phone shows it (at 2× the home's banner weighed 16 KB, at 1× 6 KB).
 */
const densityOf = (svg: string) => (Number(/\bwidth="(\d+)"/.exec(svg)?.[1] ?? 0) < 600 ? 144 : 72);
const QUALITY = 80;

/** About 2,000 pictures of 4–12 KB: the pages a visitor walks through are drawn once per process. */
const cache = new LRUCache<string, Buffer>({ maxSize: 24 * 1024 * 1024, sizeCalculation: (b) => b.length });
/** One drawing per picture at a time: a page of 24 cards asks for each once, but a grid may ask twice. */
const drawing = new Map<string, Promise<Buffer>>();

let textCheck: Promise<boolean> | undefined;

/** Whether librsvg draws text here: a black "W" on white must leave dark pixels. */
export function canDrawText(): Promise<boolean> {
  textCheck ??= (async () => {
    try {
      const probe = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#fff"/>' +
          '<text x="4" y="32" font-family="Verdana,Arial,sans-serif" font-size="32" fill="#000">W</text></svg>',
      );
      const { channels } = await sharp(probe).stats();
      return channels[0].min < 128;
    } catch {
      return false;
    }
  })();
  return textCheck;
}

/** The picture as WebP, or null when text cannot be drawn here (then the SVG is the answer). */
export async function rasterPicture(svg: string): Promise<Buffer | null> {
  if (!(await canDrawText())) return null;
  const key = createHash('sha1').update(svg).digest('base64url');
  const cached = cache.get(key);
  if (cached) return cached;
  let pending = drawing.get(key);
  if (!pending) {
    pending = sharp(Buffer.from(svg), { density: densityOf(svg) })
      .webp({ quality: QUALITY })
      .toBuffer()
      .then((webp) => {
        cache.set(key, webp);
        return webp;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}
