import type userEvent from '@testing-library/user-event';

/**
 * Puts `text` in a field the way a paste does: one input event instead of one per character (each a
 * render of the whole screen), so a long value costs one render however busy the machine is. For the
 * fields whose keystroke-by-keystroke behaviour a test is about, use `user.type`.
 */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: Element, text: string) {
  await user.click(field);
  await user.paste(text);
}
