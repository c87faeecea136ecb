import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, sessionTokenOf, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('POST /register', () => {
  it('creates the account and answers with the session payload', async () => {
    const res = await t.request('POST', '/register', {
      body: {
        user: {
          name: 'João',
          last_name: 'Souza',
          email: 'Joao@Example.com',
          password: 'segredo123',
          password_confirmation: 'segredo123',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.error).toBe(false);
    // The session is the HttpOnly cookie; the body carries no token (docs/security.md).
    expect(body.result).not.toHaveProperty('token');
    const cookie = sessionTokenOf(res);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.result.user).toMatchObject({ name: 'João', last_name: 'Souza', email: 'joao@example.com' });
    expect(body.result.role).toBe('supplier');
    expect(body.result.subscription).toEqual({ active: false, status: null });
    const stored = await t.db.selectFrom('users').select(['password_hash']).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('segredo123');
    const token = await t.db.selectFrom('access_tokens').select('token_hash').executeTakeFirstOrThrow();
    expect(token.token_hash).not.toBe(cookie);
  });

  it('sends the validation e-mail to the sandbox outbox', async () => {
    const { email } = await registerUser(t);
    const res = await t.request('GET', '/_sandbox/mail', { query: { to: email } });
    const mails = res.json().data;
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/\/validateEmail\?token=/);
  });

  it('answers 422 with Portuguese field errors and creates nothing', async () => {
    const res = await t.request('POST', '/register', {
      body: {
        user: {
          name: '',
          last_name: 'X',
          email: 'not-an-email',
          password: '123',
          password_confirmation: '321',
        },
      },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors['user.name'][0]).toBe('O campo nome é obrigatório.');
    expect(body.errors['user.email'][0]).toBe('Informe um e-mail válido.');
    expect(body.errors['user.password'][0]).toBe('A senha deve ter pelo menos 8 caracteres.');
    expect(body.message).toMatch(/e mais \d+ erros/);
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses a duplicate e-mail', async () => {
    await registerUser(t, { email: 'dup@example.com' });
    const res = await t.request('POST', '/register', {
      body: {
        user: {
          name: 'A',
          last_name: 'B',
          email: 'DUP@example.com',
          password: 'segredo123',
          password_confirmation: 'segredo123',
        },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Este e-mail já está cadastrado.']);
  });
});

describe('POST /login', () => {
  it('logs in with the right password', async () => {
    const { email, password } = await registerUser(t);
    const res = await t.request('POST', '/login', { body: { email, password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.user.email).toBe(email);
  });

  it("answers 'Acesso negado' for a wrong password or unknown account", async () => {
    const { email } = await registerUser(t);
    for (const body of [
      { email, password: 'errada123' },
      { email: 'ninguem@example.com', password: 'x' },
    ]) {
      const res = await t.request('POST', '/login', { body });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Acesso negado');
    }
  });

  it('throttles repeated failures per account and address', async () => {
    const { email, password } = await registerUser(t);
    for (let i = 0; i < 5; i++) {
      expect((await t.request('POST', '/login', { body: { email, password: 'errada123' } })).statusCode).toBe(
        422,
      );
    }
    const blocked = await t.request('POST', '/login', { body: { email, password } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toMatch(/Muitas tentativas/);
    // Another address is not blocked for the same account.
    const other = await t.request('POST', '/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('gets 419 without the XSRF header and changes nothing', async () => {
    const res = await t.request('POST', '/register', {
      xsrf: false,
      body: {
        user: {
          name: 'A',
          last_name: 'B',
          email: 'x@example.com',
          password: 'segredo123',
          password_confirmation: 'segredo123',
        },
      },
    });
    expect(res.statusCode).toBe(419);
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('gets 419 when the header does not match the cookie', async () => {
    const res = await t.request('POST', '/login', {
      body: { email: 'a@b.com', password: 'x' },
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(res.statusCode).toBe(419);
  });
});

describe('/v1 session calls', () => {
  const guarded = [
    ['POST', '/v1/auth/logout', {}],
    ['POST', '/v1/refresh', {}],
    ['POST', '/v1/update-client', { user: { name: 'Outro', last_name: 'Nome' } }],
    ['GET', '/v1/users/current-user', undefined],
  ] as const;

  it.each(guarded)('%s %s answers 401 without a token, or with a revoked one', async (method, url, body) => {
    expect((await t.request(method, url, { body })).statusCode).toBe(401);
    const { token } = await registerUser(t, { name: 'Rita' });
    expect((await t.request('POST', '/v1/auth/logout', { token })).statusCode).toBe(200);
    expect((await t.request(method, url, { body, token })).statusCode).toBe(401);
  });

  it.each(guarded.filter(([method]) => method === 'POST'))(
    '%s %s answers 419 without the XSRF header and changes nothing',
    async (_method, url, body) => {
      const { token } = await registerUser(t, { name: 'Rita' });
      const res = await t.request('POST', url, { body, token, xsrf: false });
      expect(res.statusCode).toBe(419);
      // The session is untouched: not revoked, not refreshed, the name unchanged.
      const me = await t.request('GET', '/v1/users/current-user', { token });
      expect(me.statusCode).toBe(200);
      expect(me.json().result.user.name).toBe('Rita');
      expect(await t.db.selectFrom('access_tokens').select('id').execute()).toHaveLength(1);
    },
  );

  it('current-user needs a valid bearer token', async () => {
    expect((await t.request('GET', '/v1/users/current-user')).statusCode).toBe(401);
    expect((await t.request('GET', '/v1/users/current-user', { token: 'nope' })).statusCode).toBe(401);
    const { token } = await registerUser(t, { name: 'Carla' });
    const res = await t.request('GET', '/v1/users/current-user', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.user.name).toBe('Carla');
    expect(res.json().result.token).toBeUndefined();
  });

  it('logout revokes the token', async () => {
    const { token } = await registerUser(t);
    expect((await t.request('POST', '/v1/auth/logout', { token })).statusCode).toBe(200);
    expect((await t.request('GET', '/v1/users/current-user', { token })).statusCode).toBe(401);
  });

  it('an expired token gets 401', async () => {
    const { token } = await registerUser(t);
    await t.db.updateTable('access_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await t.request('GET', '/v1/users/current-user', { token })).statusCode).toBe(401);
  });

  it('refresh issues a new token and keeps the old one only for a short grace', async () => {
    const { token } = await registerUser(t);
    const res = await t.request('POST', '/v1/refresh', { token });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().result.token;
    expect(fresh).not.toBe(token);
    expect((await t.request('GET', '/v1/users/current-user', { token: fresh })).statusCode).toBe(200);
    const old = await t.db
      .selectFrom('access_tokens')
      .select('expires_at')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(new Date(old.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(
      t.config.refreshGraceSeconds * 1000 + 1000,
    );
  });

  it('update-client changes the profile and validates it', async () => {
    const { token } = await registerUser(t);
    const bad = await t.request('POST', '/v1/update-client', {
      token,
      body: { name: '', last_name: 'S', document: '111.111.111-11' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.document).toEqual(['Informe um CPF válido.']);
    const before = await t.db.selectFrom('users').select('name').executeTakeFirstOrThrow();
    expect(before.name).toBe('Maria');

    const ok = await t.request('POST', '/v1/update-client', {
      token,
      body: { name: 'Mariana', last_name: 'Silva', phone: '(11) 98765-4321', document: '529.982.247-25' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Atualizado com sucesso!');
    expect(ok.json().result.user).toMatchObject({ name: 'Mariana', document: '52998224725' });
  });

  it('update-client changes the password only with the current one', async () => {
    const { token, email, password } = await registerUser(t);
    const wrong = await t.request('POST', '/v1/update-client', {
      token,
      body: {
        name: 'M',
        last_name: 'S',
        current_password: 'errada',
        password: 'novasenha1',
        password_confirmation: 'novasenha1',
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect((await t.request('POST', '/login', { body: { email, password } })).statusCode).toBe(200);
    const ok = await t.request('POST', '/v1/update-client', {
      token,
      body: {
        name: 'M',
        last_name: 'S',
        current_password: password,
        password: 'novasenha1',
        password_confirmation: 'novasenha1',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.request('POST', '/login', { body: { email, password: 'novasenha1' } })).statusCode).toBe(
      200,
    );
  });
});

describe('e-mail tokens', () => {
  const tokenFromOutbox = async (email: string) => {
    const mails = (await t.request('GET', '/_sandbox/mail', { query: { to: email } })).json().data;
    return decodeURIComponent(/token=([^&\s"]+)/.exec(mails[0].text)?.[1] ?? '');
  };

  it('validate-token confirms the address once', async () => {
    const { email, token: bearer } = await registerUser(t);
    const token = await tokenFromOutbox(email);
    const res = await t.request('POST', '/validate-token', { body: { token } });
    expect(res.statusCode).toBe(200);
    const me = await t.request('GET', '/v1/users/current-user', { token: bearer });
    expect(me.json().result.user.email_verified).toBe(true);
    const again = await t.request('POST', '/validate-token', { body: { token } });
    expect(again.statusCode).toBe(422);
  });

  it('unable refuses a token so it can no longer be used', async () => {
    const { email } = await registerUser(t);
    const token = await tokenFromOutbox(email);
    expect((await t.request('POST', '/unable', { body: { token } })).statusCode).toBe(200);
    expect((await t.request('POST', '/validate-token', { body: { token } })).statusCode).toBe(422);
  });

  it('POST /token answers the same for unknown addresses and sends nothing', async () => {
    const res = await t.request('POST', '/token', { body: { email: 'ninguem@example.com' } });
    expect(res.statusCode).toBe(200);
    const mails = (await t.request('GET', '/_sandbox/mail')).json().data;
    expect(mails).toHaveLength(0);
  });

  it('POST /token validates its input', async () => {
    const res = await t.request('POST', '/token', { body: { email: 'x' } });
    expect(res.statusCode).toBe(422);
  });
});
