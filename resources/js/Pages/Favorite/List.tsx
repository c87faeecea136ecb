import { Link } from '@inertiajs/react';
import { useState } from 'react';
import ListBody from '@/Components/Catalogue/ListBody';
import ProductGrid from '@/Components/Catalogue/ProductGrid';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useFavoriteToggle } from '@/hooks/catalogue/useFavoriteToggle';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductListItem } from '@/types/catalogue';
import type { FavoriteListProps } from '@/types/pages/content';

/**
 * /favorite/list (login-guarded on the server): the user's favourite products with their lowest price,
 * page 1 from the server (server/http/pages/content.ts), "carregar mais" appending. Removing one (a /v1
 * call) keeps it on screen with a button to mark it again, until the page is left.
 */
export default function FavoriteList({ favorites }: FavoriteListProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<ProductListItem>('favorites', favorites);
  const { setFavorite, busy } = useFavoriteToggle();
  const [removed, setRemoved] = useState<Set<number>>(new Set());

  const toggle = async (code: number) => {
    const isRemoved = removed.has(code);
    const now = await setFavorite(code, isRemoved);
    if (now === null) return;
    setRemoved((current) => {
      const next = new Set(current);
      if (now) next.delete(code);
      else next.add(code);
      return next;
    });
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <ScreenTitle title={t('page.favorite.list')} />
      <ListBody
        list={list}
        emptyTitle={t('product.favorites_empty')}
        emptyText={t('product.favorites_empty_text')}
        emptyAction={
          <Link href={route('product.list')} className="font-semibold text-brand-700 hover:underline">
            {t('product.see_cards')}
          </Link>
        }
      >
        {(items) => (
          <ProductGrid
            products={items}
            action={(p) => {
              const gone = removed.has(p.code);
              return (
                <button
                  type="button"
                  disabled={busy === p.code}
                  onClick={() => void toggle(p.code)}
                  aria-label={
                    gone
                      ? t('product.favorite_add_named', { name: p.name })
                      : t('product.favorite_remove_named', { name: p.name })
                  }
                  className={`w-full rounded-md border px-2 py-1 text-xs font-medium ${
                    gone
                      ? 'border-brand-600 text-brand-700 hover:bg-brand-50'
                      : 'border-red-300 text-red-700 hover:bg-red-50'
                  }`}
                >
                  {gone ? t('product.favorite_add') : t('product.favorite_remove')}
                </button>
              );
            }}
          />
        )}
      </ListBody>
    </section>
  );
}
