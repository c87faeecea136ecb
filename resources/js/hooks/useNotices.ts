import { useCallback, useEffect, useState } from 'react';
import { requestJson } from '@/lib/http';
import { useChannel, useReconnect } from './useChannel';
import { useSession } from './useSession';

interface NoticeRow {
  id: number;
  read_at?: string | null;
  read?: boolean;
}

/** `notice.created` (the notice as GET /v1/notices lists it) and `notice.read` (`{id, ids, all}`). */
interface NoticeEvent {
  id?: number;
  unread_count?: number;
}

const isUnread = (n: NoticeRow) => !(n.read_at || n.read);

/**
 * Unread notices of the logged-in user. The count follows live events on the user's channel: a new
 * notice raises it, a notice read in another tab lowers it; after a reconnection it is read again.
 * A failed lookup only logs (spec section 8).
 */
export function useNotices(): { unread: number } {
  const session = useSession();
  const [unread, setUnread] = useState(0);

  const load = useCallback(() => {
    // Asked by every signed-in page as it comes to life: through fetch until a call has loaded axios.
    requestJson<{ result?: NoticeRow[]; data?: NoticeRow[] }>('GET', '/v1/notices')
      .then((data) => setUnread((data.result ?? data.data ?? []).filter(isUnread).length))
      .catch((error: unknown) => console.warn('notices', error));
  }, []);

  useEffect(() => {
    if (session) load();
    else setUnread(0);
  }, [session, load]);

  // Both events carry the user's unread count (docs/realtime.md); without it, count or reload.
  useChannel(session ? `App.Models.User.${session.user.id}` : null, {
    'notice.created': (e: NoticeEvent) =>
      setUnread((n) => (typeof e?.unread_count === 'number' ? e.unread_count : n + 1)),
    'notice.read': (e: NoticeEvent) => {
      if (typeof e?.unread_count === 'number') setUnread(e.unread_count);
      else load();
    },
  });

  // Notices raised while the socket was down never arrived: count again once it is back.
  useReconnect(session ? load : null);

  return { unread };
}
