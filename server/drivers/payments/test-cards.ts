/**
 * Sandbox test cards: the table lives with the browser's sandbox tokenizer, which writes the
 * behaviour of the number into the token (resources/js/lib/cardTokenizer/sandboxCards.ts).
 */
export {
  SANDBOX_TEST_CARDS,
  type SandboxCardBehaviour,
  type SandboxTestCard,
  sandboxBehaviour,
} from '../../../resources/js/lib/cardTokenizer/sandboxCards.ts';
