import { useNotices } from '@/hooks/useNotices';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The header's notices badge: how many notices the user has not read. */
export default function NoticesBell() {
  const { t } = useLaravelReactI18n();
  const { unread } = useNotices();
  return (
    <span className="relative inline-flex items-center text-white" title={t('header.notices')}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-current">
        <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 1 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1l-2-2Z" />
      </svg>
      <span className="sr-only">{t('header.notices')}</span>
      {unread > 0 && (
        <span
          data-testid="notices-badge"
          className="absolute -right-2 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold"
        >
          {unread}
        </span>
      )}
    </span>
  );
}
