/**
 * Import rules checked in CI (`npm run lint:deps`, part of `npm test`); docs/architecture.md, "The
 * HTTP/domain edge". Paths are relative to the repository's root.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-not-http',
      comment:
        'The domain throws server/domain/errors.ts and knows nothing of requests or pages: server/http ' +
        'and server/inertia map its results and errors to answers.',
      severity: 'error',
      from: { path: '^server/domain/' },
      to: { path: '^server/(http|inertia)/' },
    },
    {
      name: 'server-not-front-end',
      comment:
        'The host shares only types with the front end (resources/js/types/); code both sides run lives ' +
        'in shared/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^resources/js/', pathNot: '^resources/js/types/' },
    },
    {
      name: 'no-circular',
      comment:
        'A circle of imports that run (type-only imports are erased): cut it by moving what both sides ' +
        'need into a module of its own.',
      severity: 'error',
      from: { path: '^(server|resources/js|shared)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'http-no-sql',
      comment:
        'SQL lives in the domain: server/http may use kysely for types only (no `sql`, no query ' +
        'builders; tests/server/architecture.test.ts greps for the calls).',
      severity: 'error',
      from: { path: '^server/http/' },
      to: { path: '(^|/)node_modules/kysely/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^public/build/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
