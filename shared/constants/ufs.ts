/** The 27 federative units (26 states + Distrito Federal), the one list of them. */
export const UF_CODES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export type UfCode = (typeof UF_CODES)[number];

/** The same codes in alphabetical order, as the filters list them. */
export const UF_CODES_SORTED: readonly UfCode[] = [...UF_CODES].sort();
