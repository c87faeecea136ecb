import { storeSession } from '@/lib/session';
import type { Session } from '@/types';

export function fakeSession(overrides: Partial<Session['user']> = {}): Session {
  return {
    expires_at: '2099-01-01T00:00:00.000Z',
    user: {
      id: 7,
      name: 'Bruna',
      last_name: 'Compradora',
      email: 'bruna@example.com',
      phone: null,
      document: null,
      email_verified: false,
      ...overrides,
    },
    role: 'supplier',
    subscription: { active: false, status: null },
  };
}

export function logIn(overrides: Partial<Session['user']> = {}, at = Date.now()): Session {
  const session = fakeSession(overrides);
  storeSession(session, at);
  return session;
}
