/**
 * Minimal reader for the EMV TLV layout of a BR Code: two-digit id, two-digit length, value.
 * Used next to pix-utils to read raw fields exactly (the amount as written, the GUI).
 */
export type EmvFields = ReadonlyMap<string, string>;

/** Reads one level of TLV fields; null when the text is not well-formed TLV. */
export function readEmvFields(text: string): EmvFields | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4))) return null;
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}
