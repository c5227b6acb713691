import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Emits the top-level manifest.webmanifest into the build, so the service worker precaches it. */
function webManifest(): Plugin {
  return {
    name: 'kartis-web-manifest',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: readFileSync(here('./manifest.webmanifest')) });
    },
  };
}

export default defineConfig({
  root: here('./app'),
  publicDir: here('./public'),
  envDir: here('.'),
  // Changes with every build: the owner's saved query cache is dropped when the app that wrote it is replaced.
  define: { __BUILD_ID__: JSON.stringify(new Date().toISOString()) },
  build: {
    outDir: here('./dist/app'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page starts with, in two files: fewer requests, and gzip compresses each as a whole
          // (left to themselves they scatter into dozens of small chunks that each compress worse).
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|jotai|use-sync-external-store|idb)[\\/]/, priority: 2 },
            // The route definitions (not their lazily loaded pages), which the router needs at start.
            { name: 'routes', test: /[\\/]app[\\/](routes[\\/][^?]*|routeTree\.gen\.ts)$/, priority: 1 },
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
