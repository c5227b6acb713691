import type { BuildOptions } from 'esbuild';

/** The project's root folder. */
export const root: string;
/** The file whose date says when dist/ was built. */
export const stampFile: string;
/** True when dist/ is missing or older than any source file. */
export function buildIsStale(): boolean;
/** Builds when dist/ is missing or stale; exits the process when the build fails. */
export function buildWhenStale(): void;
/** How esbuild bundles the server (api/index.ts → dist/server/index.js) and its data-copy command. */
export function serverBuildOptions(): BuildOptions & { entryPoints: Record<string, string>; outdir: string };
/** Builds the SPA, the service worker, the pre-rendered pages and the server into dist/. */
export function build(): Promise<void>;
