import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { makeListing, makeProduct, makeStore } from '../cart/fixtures.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

// Attachments are written to a folder of the test run, never into the project.
process.env.TICKET_FILES_DIR ??= mkdtempSync(join(tmpdir(), 'tickets-'));

/** A real 4×4 PNG (pngjs), then `extra` zero bytes after its end (which the stored copy drops). */
export function pngBytes(extra = 64): Buffer {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(200);
  return Buffer.concat([PNG.sync.write(image), Buffer.alloc(extra)]);
}

export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

export const attachment = (bytes: Buffer, name = 'print.png') => ({ name, data: bytes.toString('base64') });

export async function makeAdmin(t: TestApp) {
  const admin = await registerUser(t, { name: 'Ana' });
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  return admin;
}

/** A seller with a store, a second seller with another store, an admin and a buyer. */
export async function cast(t: TestApp) {
  const seller = await registerUser(t, { name: 'Sérgio' });
  const storeId = await makeStore(t, { ownerUserId: seller.id, name: 'Loja do Sérgio' });
  const other = await registerUser(t, { name: 'Outra' });
  const otherStoreId = await makeStore(t, { ownerUserId: other.id });
  const admin = await makeAdmin(t);
  const buyer = await registerUser(t, { name: 'Bruna Souza' });
  return { seller, storeId, other, otherStoreId, admin, buyer };
}

/** A product the store sells (an available listing). */
export async function soldProduct(t: TestApp, storeId: number, type: 'card' | 'bra' = 'card') {
  const productId = await makeProduct(t, { type });
  await makeListing(t, { storeId, productId, quantity: 2 });
  return productId;
}

export async function rowCount(
  t: TestApp,
  table: 'tickets' | 'ticket_messages' | 'product_questions' | 'bra_faqs' | 'notices' | 'static_texts',
) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
