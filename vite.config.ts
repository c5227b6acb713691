import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { CARD_LANGUAGES } from './shared/contract/card-languages';
import { manifestPath, webManifestIn, type WebManifest } from './shared/pages/web-manifest';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Resolves @tanstack/query-core for every package as for react-query itself: the persister packages pin an older
 * patch of it, and both copies would ship.
 */
function oneQueryCore(): Plugin {
  const reactQuery = createRequire(here('./package.json')).resolve('@tanstack/react-query');
  return {
    name: 'kartis-one-query-core',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== '@tanstack/query-core' || importer === reactQuery) return null;
      return this.resolve(source, reactQuery, { ...options, skipSelf: true });
    },
  };
}

/**
 * Emits the top-level manifest.webmanifest into the build, and the same in each other language beside it, so the
 * service worker precaches them.
 */
function webManifest(): Plugin {
  return {
    name: 'kartis-web-manifest',
    generateBundle() {
      const hebrew = readFileSync(here('./manifest.webmanifest'));
      this.emitFile({ type: 'asset', fileName: manifestPath('he').slice(1), source: hebrew });
      for (const language of CARD_LANGUAGES.filter((other) => other !== 'he')) {
        const manifest = webManifestIn(JSON.parse(hebrew.toString('utf8')) as WebManifest, language);
        this.emitFile({ type: 'asset', fileName: manifestPath(language).slice(1), source: `${JSON.stringify(manifest, null, 2)}\n` });
      }
    },
  };
}

export default defineConfig({
  root: here('./app'),
  publicDir: here('./public'),
  envDir: here('.'),
  resolve: {
    alias: [
      { find: /^zod$/, replacement: here('./app/lib/zod-jitless.ts') },
      // The shim brings useSyncExternalStore to React before 18; React 19 has its own.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  // Changes with every build: the owner's saved query cache is dropped when the app that wrote it is replaced.
  define: { __BUILD_ID__: JSON.stringify(new Date().toISOString()) },
  build: {
    outDir: here('./dist/app'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    // Every browser the build targets (es2022) either preloads modules or loads them fine without it.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page starts with, in two files: fewer requests, and gzip compresses each as a whole
          // (left to themselves they scatter into dozens of small chunks that each compress worse).
          groups: [
            // The owner's saved cache (persister, IndexedDB) is left out: it loads only for someone signed in.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](?!query-async-storage-persister|query-persist-client-core|react-query-persist-client)[^\\/]+)[\\/](?!.*[\\/](hydration|useBlocker)\.js$)/,
              priority: 2,
            },
            // The route definitions (not their lazily loaded pages), which the router needs at start; with them (and
            // zod, which they pull in) the setting that zod compiles no code, so it runs before any schema is made.
            { name: 'routes', test: /[\\/]app[\\/](routes[\\/][^?]*|routeTree\.gen\.ts|lib[\\/]zod-without-eval\.ts)$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/p/': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: here('./app/routes'),
      generatedRouteTree: here('./app/routeTree.gen.ts'),
    }),
    react(),
    oneQueryCore(),
    webManifest(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: here('./sw'),
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
});
