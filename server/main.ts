// React renders pages on the server (SSR) in this process: its production build unless told otherwise.
process.env.NODE_ENV ??= 'production';

import { refuseUnsafeProduction } from './production-check.ts';

// Before anything opens or loads: no production host with a public default secret or an unasked-for
// sandbox. The check's module imports nothing heavy, so a refused start answers at once; the host's
// module graph (database drivers, React, the SSR bundle) is loaded only after it passed.
refuseUnsafeProduction('host');
await import('./host.ts');
