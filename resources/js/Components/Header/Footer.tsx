import { Link } from '@inertiajs/react';
import { useLaravelReactI18n } from '@/lib/useI18n';

export default function Footer({ appName }: { appName: string }) {
  const { t } = useLaravelReactI18n();
  const links = [
    { route: 'questions', label: 'footer.questions' },
    { route: 'shopkeepers', label: 'footer.shopkeepers' },
    { route: 'supplier', label: 'footer.supplier' },
    { route: 'my-store.be-seller', label: 'footer.be_seller' },
  ] as const;
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white" data-testid="footer">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:justify-between">
        <p>
          © {new Date().getFullYear()} {appName}. {t('footer.rights')}
        </p>
        <ul className="flex flex-wrap gap-4">
          {links.map((l) => (
            <li key={l.route}>
              <Link href={route(l.route)} className="hover:text-brand-700">
                {t(l.label)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
