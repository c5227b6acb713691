// The browser build's `zod` (an alias in vite.config.ts): zod configured before any schema is made. The page's
// Content-Security-Policy forbids eval, and zod's probe for it would be reported as a policy violation.
import { config, z } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
