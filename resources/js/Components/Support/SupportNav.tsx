import { Link, usePage } from '@inertiajs/react';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The support area's screens (route names of routes/pages.json), in the order the bar shows them. */
const LINKS = [
  'my-store.support',
  'my-store.ticket.list',
  'my-store.ticket.create',
  'my-store.support.product',
  'my-store.faq.questions',
  'my-store.faq.product-active',
  'my-store.faq.product',
  'my-store.faq.bra',
  'my-store.faq.create-bra',
  'my-store.faq.reproved',
  'my-store.faq.help',
] as const;

/** A scrolling bar of the support screens of one store, the current one marked. */
export default function SupportNav({ storeId }: { storeId: number }) {
  const { t } = useLaravelReactI18n();
  const current = usePage().props.route?.name ?? '';
  return (
    <nav aria-label={t('support.nav')} className="-mx-4 mb-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2 whitespace-nowrap border-b border-slate-200 pb-1 text-sm">
        {LINKS.map((name) => (
          <li key={name}>
            <Link
              href={route(name, { store_id: storeId })}
              aria-current={current === name ? 'page' : undefined}
              className={`inline-block rounded px-2 py-1 ${
                current === name
                  ? 'bg-brand-50 font-semibold text-brand-700'
                  : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {t(`support.link.${name}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
