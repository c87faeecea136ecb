import { useState } from 'react';
import ProductImage from '@/Components/Catalogue/ProductImage';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The product's pictures: the chosen one large, the others as thumbnails. */
export default function Gallery({ name, images }: { name: string; images: string[] }) {
  const { t } = useLaravelReactI18n();
  const [current, setCurrent] = useState(0);
  const src = images[current] ?? images[0] ?? null;
  return (
    <div className="mx-auto w-full max-w-60 md:mx-0 md:w-72 md:max-w-none md:shrink-0">
      <ProductImage
        src={src}
        alt={name}
        priority
        className="aspect-[5/7] w-full rounded-lg bg-white shadow-sm"
      />
      {images.length > 1 && (
        <div className="mt-2 flex gap-2 overflow-x-auto">
          {images.map((image, i) => (
            <button
              key={image}
              type="button"
              onClick={() => setCurrent(i)}
              aria-label={t('product.image_n', { n: i + 1 })}
              aria-pressed={i === current}
              className={`shrink-0 rounded border-2 ${i === current ? 'border-brand-600' : 'border-transparent'}`}
            >
              <img src={image} alt="" className="h-16 w-12 object-cover" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
