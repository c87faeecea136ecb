import { useEffect, useState } from 'react';
import { authApi } from '@/api/auth';
import { startSession } from '@/lib/auth';
import { usePageQuery } from './usePageQuery';

export type TokenLoginState = 'none' | 'checking' | 'failed';

/**
 * The login variant of spec section 2: /auth/login?token=... signs in with the one-time code of a
 * login link this browser asked for (the login screen's "link de acesso"). The server redeems it only
 * with the nonce cookie it set in this browser when the link was asked for, so a link made for
 * somebody else's account cannot sign this browser into it; the session goes into the HttpOnly cookie.
 */
export function useTokenLogin(): TokenLoginState {
  const [token] = useState(usePageQuery().get('token'));
  const [state, setState] = useState<TokenLoginState>(token ? 'checking' : 'none');

  useEffect(() => {
    if (!token) return;
    let active = true;
    authApi
      .redeemLoginLink(token)
      .then((session) => {
        if (session.result) startSession(session.result);
        else if (active) setState('failed');
      })
      .catch(() => active && setState('failed'));
    return () => {
      active = false;
    };
  }, [token]);

  return state;
}
