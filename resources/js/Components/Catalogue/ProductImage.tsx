/** A product picture, lazily loaded; a neutral card back when the product has none. */
export default function ProductImage({
  src,
  alt,
  className = '',
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
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
    <img src={src} alt={alt} loading="lazy" decoding="async" className={`object-contain ${className}`} />
  );
}
