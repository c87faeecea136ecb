import { useState } from 'react';
import type { AdPhoto as Photo } from '@/types/pages/classifieds';
import AdPhoto from './AdPhoto';

/** The ad's photos: the chosen one large, the others as thumbnails. */
export default function PhotoGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const [index, setIndex] = useState(0);
  return (
    <div className="space-y-2">
      <AdPhoto photo={photos[index]} alt={title} className="h-80 w-full rounded-lg" />
      {photos.length > 1 && (
        <div className="flex gap-2">
          {photos.map((p, i) => (
            <button
              key={p.id}
              type="button"
              onClick={() => setIndex(i)}
              aria-current={i === index ? 'true' : undefined}
              className={`h-16 w-16 overflow-hidden rounded border-2 ${i === index ? 'border-brand-600' : 'border-transparent'}`}
            >
              <img src={p.url} alt={`${title} ${i + 1}`} className="h-full w-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
