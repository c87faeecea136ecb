import type { Plugin } from 'vite';

/**
 * A module made at build time: `import … from '<id>'` gets `code()`. The dev server makes it again
 * when one of `watch()`'s files changes.
 */
export function virtualModule(
  name: string,
  id: string,
  { code, watch }: { code: () => string; watch: () => string[] },
): Plugin {
  const resolved = `\0${id}`;
  return {
    name,
    resolveId: (source) => (source === id ? resolved : null),
    load(source) {
      if (source !== resolved) return null;
      for (const file of watch()) this.addWatchFile(file);
      return code();
    },
  };
}
