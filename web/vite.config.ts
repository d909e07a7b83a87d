import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { isCoreNamespace } from './src/lib/i18n-namespaces';

const root = import.meta.dirname;

const SHARED_UI = /[\\/]web[\\/]src[\\/](components|lib)[\\/]/;
/**
 * Shared components whose libraries only some screens need stay out of the shared chunk, with
 * their libraries: the table (with the list screens), the searchable pickers (cmdk), the
 * one-time-code input, tabs, checkboxes and the accordion.
 */
const SCREEN_UI = /[\\/]components[\\/](data-table[\\/]data-table|ui[\\/](command|input-otp|tabs|checkbox|accordion)|form[\\/]multi-select-field)\.tsx$|form[\\/](validation|use-schema-form)\.ts$/;
/** Radix and the libraries its primitives share, in one long-lived chunk. */
const RADIX = /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|detect-node-es)[\\/]/;
const SCREEN_RADIX = /node_modules[\\/]@radix-ui[\\/]react-(tabs|checkbox|accordion)[\\/]/;
/**
 * What the entry itself imports: the session, preferences, forms, the time-zone helpers and the
 * routes' URL checks (each feature's `search.ts`).
 */
const CORE = /[\\/]web[\\/]src[\\/]features[\\/]((session|preferences|forms)[\\/]|[\w-]+[\\/]search\.ts$|posts[\\/]use-time-zone\.ts$|composer[\\/]schedule-time\.ts$|profile[\\/]time-zones\.ts$)/;
const CONTENT_RULES = /[\\/]posting[\\/](text-length|validate-content)\.ts$/;
/**
 * The contracts the first screens and the shell use (sign-in, session, plans, notifications, the
 * public site, the envelopes and list query) share one chunk; the other services' contracts stay
 * with the screens that use them, so a new screen's contracts cost the first screens nothing.
 */
const CORE_CONTRACTS =
  /[\\/]libs[\\/]contracts[\\/]src[\\/]((auth|billing|notifications|content)[\\/]|support[\\/]ticket-values\.ts$|posting[\\/](account-types|index|(posts|connections|media)\.contracts)\.ts$|[^\\/]+\.ts$)/;
/** Contracts of those services that only later screens use (API keys, the extension's sign-in, staff, users, coupons, payments, checkout, broadcasts, push): with their screens. */
const SCREEN_CONTRACTS = /[\\/]libs[\\/]contracts[\\/]src[\\/](auth[\\/](api-keys|extension-sign-in|staff|users)|billing[\\/](coupons|payments|checkout)|notifications[\\/](broadcasts|push))\.contracts\.ts$/;
const LOCALE_FILE = /[\\/]locales[\\/](en|fr|ro|zh)\.json$/;
/** The module that gathers a language's screen messages (src/locales/screens/<lang>.ts) travels with them. */
const SCREENS_MODULE = /[\\/]locales[\\/]screens[\\/](en|fr|ro|zh)\.ts$/;
const FEATURE_NAMESPACE = /[\\/]features[\\/]([^\\/]+)[\\/]locales[\\/]/;

/**
 * Two chunks per language: the namespaces the first screens render with (`locale-en`), and
 * every other screen's (`locale-en-screens`), so the first paint does not wait for the messages
 * of screens not yet opened.
 */
function localeChunkOf(id: string): string | null {
  const screensModule = SCREENS_MODULE.exec(id)?.[1];
  if (screensModule) return `locale-${screensModule}-screens`;
  const language = LOCALE_FILE.exec(id)?.[1];
  if (!language) return null;
  const namespace = FEATURE_NAMESPACE.exec(id)?.[1] ?? 'translation';
  return isCoreNamespace(namespace) ? `locale-${language}` : `locale-${language}-screens`;
}

/**
 * English is every screen's language or its fallback: its messages are fetched alongside the
 * entry, not after it has run, so the first paint does not wait for one more round trip.
 */
function preloadDefaultLocale(): Plugin {
  return {
    name: 'cadence:preload-default-locale',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((file) => file.type === 'chunk' && file.name === 'locale-en');
        if (!chunk) throw new Error('the build has no locale-en chunk to preload');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

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
    preloadDefaultLocale(),
  ],
  server: { host: '127.0.0.1', port: 5173, proxy: apiProxy },
  preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks with clear names; app code stays split per route, with what
        // several routes share merged into a few chunks, and each language's messages in one.
        codeSplitting: {
          groups: [
            { name: (id) => localeChunkOf(id), priority: 3 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/](jotai|clsx|tailwind-merge|class-variance-authority)[\\/]/, priority: 2 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|react-store|store|react-query|query-core)[\\/]/ },
            // TypeBox's schema builders, which every contract runs at start; its value checker goes
            // with the form helpers that use it, fetched only by screens with a form.
            { name: 'typebox', test: /node_modules[\\/]typebox[\\/]build[\\/](index|type|system|guard)/ },
            { name: 'forms', test: /node_modules[\\/]typebox[\\/]|[\\/]components[\\/]form[\\/](validation|use-schema-form)\.ts$/, includeDependenciesRecursively: false },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'radix', test: (id) => RADIX.test(id) && !SCREEN_RADIX.test(id) },
            // The shared components and libraries with the session, preferences and forms every
            // screen uses: one chunk (they import each other, so one chunk has no cycle to order),
            // without the libraries only some screens need.
            { name: 'ui', test: (id) => (SHARED_UI.test(id) && !SCREEN_UI.test(id)) || CORE.test(id), includeDependenciesRecursively: false },
            // The core API contracts, but not the post content rules: twitter-text stays with the composer.
            { name: 'contracts', test: (id) => CORE_CONTRACTS.test(id) && !SCREEN_CONTRACTS.test(id) && !CONTENT_RULES.test(id), includeDependenciesRecursively: false },
            // The sign-in side's pieces (layout, forms, panels) in one chunk for its screens.
            { name: 'auth', test: /[\\/]web[\\/]src[\\/]features[\\/]auth[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
