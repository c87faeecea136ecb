import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStockCsv, parseStockCsvYielding } from '../../../server/domain/stock/csv.ts';
import { createTestApp, registerUser, type TestApp, XSRF } from '../support/testApp.ts';

/**
 * The stock CSV preview off the request thread (docs/stock-csv.md, "Off the request thread"): a
 * 50,000-row file stalled the host for seconds, and an anonymous 14 MB body was read and parsed before
 * its 401. bench/csv-preview measures the latency; these tests hold the mechanism.
 */

const HEADER = 'codigo;nome;edicao;condicao;idioma;extras;quantidade;preco';
const bigFile = (rows: number) =>
  [HEADER, ...Array.from({ length: rows }, (_, i) => `X-${i};;;NM;BR;;${1 + (i % 9)};12,50`)].join('\n');

/** How many turns the host had (setImmediate callbacks run) while `work` ran. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ turns: number; result: T }> {
  let turns = 0;
  let on = true;
  const tick = () => {
    turns++;
    if (on) setImmediate(tick);
  };
  setImmediate(tick);
  const result = await work();
  on = false;
  return { turns, result };
}

describe('reading the file', () => {
  it('gives the same result as the one-go reader, for good and broken files', async () => {
    for (const text of [
      bigFile(3),
      '\uFEFFCÓDIGO,Set,Condition,LANGUAGE,Quantity,PREÇO\n001/250,LA01,NM,EN,2,"1,50"\n\n',
      'nome;condicao;quantidade\nx;NM;1',
      `${HEADER}\nA;;;NM;BR;;1;"12,50\nB;;;NM;BR;;1;1`,
      `${HEADER}\n\n\nA;"Nome; com ponto e vírgula";;NM;BR;;1;1\n`,
      '',
      HEADER,
    ]) {
      expect(await parseStockCsvYielding(text, 2), JSON.stringify(text)).toEqual(parseStockCsv(text));
    }
  });

  it('hands the host turns while it reads a 50,000-row file (the one-go reader hands none)', async () => {
    const text = bigFile(50_000);
    const once = await turnsDuring(async () => parseStockCsv(text));
    expect(once.turns).toBe(0);
    const yielding = await turnsDuring(() => parseStockCsvYielding(text));
    expect(yielding.turns).toBeGreaterThanOrEqual(20);
    expect(yielding.result).toEqual(once.result);
  });
});

describe('the preview route', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('answers an anonymous 14 MB body with 401 before the body is sent', async () => {
    // Only the headers and a few bytes are sent: the answer must come without the rest of the body.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(received || 'no answer while the body was not sent');
      }, 10_000);
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        if (received.includes('\r\n\r\n')) {
          clearTimeout(timer);
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
      socket.write(
        [
          'POST /v1/stock-import/preview HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          'Content-Type: application/json',
          `Content-Length: ${14 * 1024 * 1024}`,
          `Cookie: XSRF-TOKEN=${XSRF}`,
          `X-XSRF-TOKEN: ${XSRF}`,
          'Accept: application/json',
          '',
          '{"csv":"',
        ].join('\r\n'),
      );
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
  });

  it('a body over the limit gets 413 from its length, even with a session', async () => {
    const { token } = await registerUser(t);
    const res = await t.request('POST', '/v1/stock-import/preview', {
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store_id: 1, csv: 'x'.repeat(16 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });
});
