export { BLING_API_URL, type BlingHttpOptions, blingNfeBody, createBlingDriver } from './bling-driver.ts';
export { createSandboxBlingDriver, SANDBOX_BLING_TOKEN_SECONDS, type SandboxBlingDriver } from './sandbox.ts';
export {
  type BlingCredentials,
  type BlingDriver,
  BlingError,
  type BlingErrorCode,
  type BlingInvoiceInput,
  type BlingTokens,
} from './types.ts';
