import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

async function mailTo(address: string, text: string) {
  await t.db
    .insertInto('outbox_mails')
    .values({
      to_address: address,
      subject: 'Confirme <seu> e-mail',
      text,
      html: '',
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe('GET /_sandbox/mail', () => {
  it('gives a browser a readable page: escaped text, links clickable, one address when asked', async () => {
    await mailTo(
      'ana@example.com',
      'Olá!\nConfirme: http://localhost:8000/validateEmail?token=abc&x=<b>\nObrigado.',
    );
    await mailTo('bia@example.com', 'Outro e-mail');
    const res = await t.request('GET', '/_sandbox/mail', {
      query: { to: 'ana@example.com' },
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Confirme &#60;seu&#62; e-mail');
    expect(html).toContain('<a href="http://localhost:8000/validateEmail?token=abc&#38;x=">');
    expect(html).toContain('&#60;b&#62;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('Outro e-mail');
    expect(html.match(/data-testid="outbox-mail"/g)).toHaveLength(1);
  });

  it('keeps answering programs with the JSON list', async () => {
    await mailTo('ana@example.com', 'Olá');
    const res = await t.request('GET', '/_sandbox/mail', { query: { to: 'ana@example.com' } });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().data).toHaveLength(1);
    const both = await t.request('GET', '/_sandbox/mail', {
      headers: { accept: 'application/json, text/html' },
    });
    expect(both.json().data).toHaveLength(1);
  });

  it('says so when the outbox is empty', async () => {
    const res = await t.request('GET', '/_sandbox/mail', { headers: { accept: BROWSER_ACCEPT } });
    expect(res.body).toContain('Nenhum e-mail enviado ainda.');
  });
});
