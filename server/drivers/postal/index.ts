export { formatCep, InvalidCepError, normalizeCep } from '../shared/cep.js';
export { KNOWN_CEPS } from './known-ceps.js';
export { createSandboxPostalDriver, lookupCep } from './sandbox-postal-driver.js';
export { citiesOfState, listStates, type StateSummary } from './states.js';
export { SANDBOX_NOT_FOUND_CEPS, syntheticCep } from './synthetic.js';
export type { CepAddress, PostalCodeDriver } from './types.js';
export { createViaCepDriver, PostalLookupError, type ViaCepDriverOptions } from './viacep-driver.js';
