import type { IncomingMessage } from 'node:http';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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
    { target: API_TARGET, changeOrigin: false, bypass: (request) => bypassNavigations(request) },
  ]),
);

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
});
