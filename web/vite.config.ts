import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const root = import.meta.dirname;

/** The gateway (all-in-one server or the distributed gateway) listens here in development. */
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true, ws: true },
};

export default defineConfig({
  root,
  // The router plugin must run before the React plugin so route files are split first.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader and component arrive in one chunk, its pending/error views in another,
      // so opening a screen costs one round trip instead of a waterfall.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
      routesDirectory: path.join(root, 'src/routes'),
      generatedRouteTree: path.join(root, 'src/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
  ],
  server: { host: '127.0.0.1', port: 5173, proxy: apiProxy },
  preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks with clear names; app code stays split per route.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'typebox', test: /node_modules[\\/]typebox[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            {
              name: 'radix',
              test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|detect-node-es)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
