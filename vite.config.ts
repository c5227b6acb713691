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
  build: {
    outDir: here('./dist/app'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
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
