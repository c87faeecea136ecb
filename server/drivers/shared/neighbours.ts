import type { UfCode } from './ufs.js';

/** Pairs of federative units that share a land border. */
const BORDERS: ReadonlyArray<readonly [UfCode, UfCode]> = [
  ['AC', 'AM'],
  ['AC', 'RO'],
  ['AL', 'PE'],
  ['AL', 'SE'],
  ['AL', 'BA'],
  ['AP', 'PA'],
  ['AM', 'RO'],
  ['AM', 'MT'],
  ['AM', 'PA'],
  ['AM', 'RR'],
  ['BA', 'SE'],
  ['BA', 'PE'],
  ['BA', 'PI'],
  ['BA', 'TO'],
  ['BA', 'GO'],
  ['BA', 'MG'],
  ['BA', 'ES'],
  ['CE', 'RN'],
  ['CE', 'PB'],
  ['CE', 'PE'],
  ['CE', 'PI'],
  ['DF', 'GO'],
  ['DF', 'MG'],
  ['ES', 'MG'],
  ['ES', 'RJ'],
  ['GO', 'MG'],
  ['GO', 'TO'],
  ['GO', 'MT'],
  ['GO', 'MS'],
  ['MA', 'PI'],
  ['MA', 'TO'],
  ['MA', 'PA'],
  ['MT', 'RO'],
  ['MT', 'PA'],
  ['MT', 'TO'],
  ['MT', 'MS'],
  ['MS', 'MG'],
  ['MS', 'SP'],
  ['MS', 'PR'],
  ['MG', 'SP'],
  ['MG', 'RJ'],
  ['PA', 'RR'],
  ['PA', 'TO'],
  ['PB', 'RN'],
  ['PB', 'PE'],
  ['PR', 'SP'],
  ['PR', 'SC'],
  ['PE', 'PI'],
  ['PI', 'TO'],
  ['RJ', 'SP'],
  ['RS', 'SC'],
];

const NEIGHBOURS: ReadonlyMap<UfCode, ReadonlySet<UfCode>> = (() => {
  const map = new Map<UfCode, Set<UfCode>>();
  const add = (a: UfCode, b: UfCode) => {
    const set = map.get(a) ?? new Set<UfCode>();
    set.add(b);
    map.set(a, set);
  };
  for (const [a, b] of BORDERS) {
    add(a, b);
    add(b, a);
  }
  return map;
})();

/** The UFs bordering the given one, sorted. */
export function neighboursOf(uf: UfCode): UfCode[] {
  return [...(NEIGHBOURS.get(uf) ?? [])].sort();
}

export function areNeighbours(a: UfCode, b: UfCode): boolean {
  return NEIGHBOURS.get(a)?.has(b) ?? false;
}
