import { useEffect, useState } from 'react';
import { authApi } from '@/api/auth';
import { startSession } from '@/lib/auth';
import { usePageQuery } from './usePageQuery';

export type TokenLoginState = 'none' | 'checking' | 'failed';

/**
 * The login variant of spec section 2: /auth/login?token=... logs in with that bearer token (links
 * sent by e-mail or by the accounting tool) by reading the user it belongs to, then exchanging it for
 * a fresh token in the HttpOnly session cookie (POST /v1/refresh with that bearer).
 */
export function useTokenLogin(): TokenLoginState {
  const [token] = useState(usePageQuery().get('token'));
  const [state, setState] = useState<TokenLoginState>(token ? 'checking' : 'none');

  useEffect(() => {
    if (!token) return;
    let active = true;
    // The token must name a user; then it becomes the session cookie the server reads on page loads.
    authApi
      .currentUserWithToken(token)
      .then((data) => (data.result ? authApi.sessionFromToken(token) : null))
      .then((session) => {
        if (session?.result) startSession(session.result);
        else if (active) setState('failed');
      })
      .catch(() => active && setState('failed'));
    return () => {
      active = false;
    };
  }, [token]);

  return state;
}
