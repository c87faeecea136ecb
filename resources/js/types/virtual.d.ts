/* The build's virtual modules (scripts/vite). */
// scripts/vite/firstLoadTexts.ts: the part of the page locale's texts the first load of / needs.
declare module 'virtual:first-load-texts' {
  export const texts: Record<string, Record<string, string>>;
  export const pages: string[];
}
