/**
 * A product picture, lazily loaded unless it is the page's main picture (`priority`: fetched at once,
 * first, as the largest thing the page paints); a neutral card back when the product has none.
 */
export default function ProductImage({
  src,
  alt,
  className = '',
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-linear-to-br from-brand-100 to-slate-200 text-3xl text-brand-500 ${className}`}
      >
        ♠
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      className={`object-contain ${className}`}
    />
  );
}
