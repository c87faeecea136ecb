import { client, createValidator, resolveName, toSimpleValidationErrors } from '@/lib/precognition';
import * as real from '../../node_modules/laravel-precognition/dist/validator.js';

/** The stand-in for laravel-precognition (vite.config.ts aliases it) against the package itself. */
describe('laravel-precognition stand-in', () => {
  it('keeps the first message of each field, as the package does', () => {
    const errors = { email: ['Informe o e-mail.', 'E-mail inválido.'], name: 'Informe o nome.', cpf: [] };
    expect(toSimpleValidationErrors(errors)).toEqual(real.toSimpleValidationErrors(errors as never));
    expect(toSimpleValidationErrors(errors)).toEqual({
      email: 'Informe o e-mail.',
      name: 'Informe o nome.',
      cpf: undefined,
    });
  });

  it('reads a field name from a name or an input event, as the package does', () => {
    const event = { target: { name: 'cep' } };
    expect(resolveName('cep')).toBe(real.resolveName('cep'));
    expect(resolveName(event)).toBe(real.resolveName(event as never));
  });

  it('takes the XSRF settings Inertia hands on, and refuses live validation clearly', () => {
    expect(client.withXsrfCookieName('XSRF-TOKEN').withXsrfHeaderName('X-XSRF-TOKEN')).toBe(client);
    expect(() => createValidator()).toThrow(/Precognition is not part of this build/);
  });
});
