import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ManualChunkMeta } from 'rollup';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/** Paths that are pages for browser navigations and JSON for fetches (see docs/architecture.md). */
const SHARED_PREFIXES = [
  '/api',
  '/users',
  '/members',
  '/groups',
  '/directory',
  '/unreads',
  '/pages',
  '/apps',
  '/activitystreams',
  '/health',
];

/** Browser navigations (Accept: text/html) get the SPA; fetches reach the server. */
const bypassNavigations = (request: IncomingMessage) =>
  request.method === 'GET' && request.headers.accept?.includes('text/html') ? '/index.html' : undefined;

const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  SHARED_PREFIXES.map((prefix) => [
    prefix,
    {
      target: API_TARGET,
      changeOrigin: false,
      bypass: (request) => bypassNavigations(request),
      // The server accepts unsafe requests only from its own origin (CSRF defence); in development
      // the page comes from Vite's port, so the proxy speaks for the server's origin.
      configure: (server) =>
        server.on('proxyReq', (proxyRequest) => {
          if (proxyRequest.getHeader('origin')) proxyRequest.setHeader('origin', new URL(API_TARGET).origin);
        }),
    },
  ]),
);

/**
 * React Router 7's package exports resolve to its development build even in production builds
 * (remix-run/react-router#12532, #14102), which keeps dev-only warnings in the bundle. Builds use the
 * production build that ships beside it.
 */
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** zod with jitless parsing (web/app/zod-jitless.ts); it imports `zod/v4`, which this does not match. */
const zodJitless = fileURLToPath(new URL('./web/app/zod-jitless.ts', import.meta.url));

/** Icons the first page (sign-in, error pages) draws; the others go where Rollup places their users. */
const FIRST_PAGE_ICONS = new Set(['loader-circle', 'circle-alert', 'triangle-alert', 'compass']);
/** Modules of the signed-in frame that the sign-in page never needs (not the lazily loaded Radix parts). */
const SHELL_MODULE = new RegExp(
  [
    '/web/app/shell/(?!header/(profile-menu|header-navigation)|theme/(apply-theme|use-network-theme|design-override))',
    '/web/ui/(avatar|card|states|unread-bubble|icon-button|toaster|deferred-menu|error-boundary)',
    '/web/app/api/(use-(group|my-groups|unread|userbar|delayed-flag|update-me)|derive-unreads|unread-timing)',
    '/web/i18n/dates',
    // The user bar's and the start page's category headings; alone it made a 0.1 KB request.
    '/web/i18n/data-names',
    // The header's search scopes name the search modules; alone it made a 0.1 KB request of its own.
    '/contract/search-modules',
    // The lazy wrapper of the start page's and group pages' widget bar; alone it made a request too.
    '/web/features/widgetbars/index\\.ts',
  ].join('|'),
);
/** What the first page (sign-in or the boot into the shell) runs; named, so the shell chunk cannot absorb it. */
const BOOT_MODULE = new RegExp(
  [
    '/web/main\\.tsx',
    // main.tsx hands the page's style nonce to it; Radix's scroll lock reads it later (lazy chunks).
    '/node_modules/get-nonce/',
    '/web/app/(app|router|session-effects|use-document-title)\\.tsx?',
    '/web/app/api/(client|idempotency-key|query-client|query-keys|use-me|use-network|types)\\.ts',
    '/contract/idempotency\\.ts',
    '/web/app/auth/',
    // The return-address rule the sign-in page shares with the server.
    '/contract/redirect\\.ts',
    '/web/app/shell/theme/(apply-theme|use-network-theme|design-override)\\.ts',
    '/web/i18n/(i18n|feature-strings)\\.ts',
    '/web/ui/(button|cn|form-field|rich-text)\\.tsx?',
    '/web/features/errors/',
  ].join('|'),
);
/** The libraries every page needs, in their own long-cached chunk. */
const VENDOR_MODULE =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core)|i18next|react-i18next)\//;

/**
 * Everything every signed-in page needs travels in one shell chunk instead of a dozen tiny ones
 * (each costs a request and compresses worse). The sign-in page loads none of it.
 */
/**
 * The icon files the shell and the start page draw. Code imports icons by name from the lucide barrel,
 * so Rollup sees the barrel as their importer; the barrel's re-exports map names to files.
 */
let shellIcons: Set<string> | null = null;
const findShellIcons = ({ getModuleIds, getModuleInfo }: ManualChunkMeta) => {
  const files = new Map<string, string>();
  const used = new Set<string>();
  for (const id of getModuleIds()) {
    const code = getModuleInfo(id)?.code ?? '';
    if (id.endsWith('lucide-react/dist/esm/lucide-react.js')) {
      for (const [, names = '', file = ''] of code.matchAll(
        /export \{([^}]+)\} from '\.\/icons\/([a-z0-9-]+)\.js'/g,
      )) {
        for (const [, name = ''] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
      }
    } else if (SHELL_MODULE.test(id) || id.includes('/web/features/start/')) {
      for (const [, names = ''] of code.matchAll(/import\s*\{([^}]+)\}\s*from\s*["']lucide-react["']/g)) {
        for (const name of names.split(',')) used.add(name.trim().split(/\s+as\s+/)[0] ?? '');
      }
    }
  }
  return new Set([...used].map((name) => files.get(name)).filter((file): file is string => Boolean(file)));
};

const manualChunks = (id: string, meta: ManualChunkMeta) => {
  const icon = /lucide-react\/dist\/esm\/icons\/([a-z0-9-]+)\.js$/.exec(id)?.[1];
  if (icon) {
    if (FIRST_PAGE_ICONS.has(icon)) return 'boot';
    shellIcons ??= findShellIcons(meta);
    // Icons of the header, user bar and start page travel with the shell, the others with their pages.
    return shellIcons.has(icon) ? 'shell' : undefined;
  }
  if (/lucide-react\/dist\/esm\/(createLucideIcon|Icon|defaultAttributes|context|shared\/)/.test(id))
    return 'boot';
  if (VENDOR_MODULE.test(id) || id.includes('commonjsHelpers')) return 'vendor';
  if (id.includes('vite/preload-helper')) return 'boot';
  if (BOOT_MODULE.test(id)) return 'boot';
  return SHELL_MODULE.test(id) ? 'shell' : undefined;
};

/**
 * Scripts copied as assets (MapLibre's CSP worker, imported with `?url`) keep their package's
 * `//# sourceMappingURL` comment, which points browsers at a map we do not ship.
 */
const stripAssetSourceMapComments: Plugin = {
  name: 'strip-asset-source-map-comments',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'asset' || !file.fileName.endsWith('.js')) continue;
      const source = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
      file.source = source.replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, '\n');
    }
  },
};

export default defineConfig(({ command }) => ({
  root: 'web',
  resolve: {
    alias: [
      { find: /^zod$/, replacement: zodJitless },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  plugins: [react(), tailwindcss(), stripAssetSourceMapComments],
  server: { proxy },
  preview: { proxy },
  build: {
    // The browsers we serve preload modules themselves; the polyfill cost every first page 0.4 KB.
    modulePreload: { polyfill: false },
    // Terser with two passes packs the first page about 3 % tighter than esbuild's minifier, which
    // kept it inside its 150 KB budget (bench/RESULTS.md); the build takes a few seconds longer.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    outDir: '../dist/web',
    emptyOutDir: true,
    // Maps are written for reading production stack traces on the server, but no file points to them
    // (no sourceMappingURL comment) and the server never serves them (platform/http/spa.ts).
    sourcemap: 'hidden',
    rollupOptions: { output: { manualChunks, onlyExplicitManualChunks: true } },
  },
}));
