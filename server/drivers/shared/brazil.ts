/**
 * Brazilian reference data shared by the drivers: the 27 UFs (names, capitals, regions,
 * cities), the Correios CEP range table, CEP parsing and the UF border map.
 */

export { formatCep, InvalidCepError, normalizeCep, parseCep } from './cep.js';
export { CEP_RANGES, type CepRange, ufFromCep } from './cep-ranges.js';
export { areNeighbours, neighboursOf } from './neighbours.js';
export {
  isUfCode,
  REGION_NAMES,
  type RegionCode,
  UF_CODES,
  UFS,
  type UfCode,
  type UfInfo,
  ufInfo,
} from './ufs.js';
