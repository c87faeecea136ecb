/** Day-of-week names, 0 = Sunday … 6 = Saturday (the API's numbering), as translation keys. */
export const WEEKDAY_KEYS = [
  'catalogue.weekday_0',
  'catalogue.weekday_1',
  'catalogue.weekday_2',
  'catalogue.weekday_3',
  'catalogue.weekday_4',
  'catalogue.weekday_5',
  'catalogue.weekday_6',
] as const;
