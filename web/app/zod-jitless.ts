/**
 * The web app's `zod`: vite.config.ts points the bare `zod` specifier here. Before compiling its fast
 * object parser, zod probes `new Function`; our Content Security Policy (no 'unsafe-eval') refuses it
 * and the browser logs a violation on the first parse of every page load. Jitless parsing skips the
 * probe; the server keeps the compiled parsers.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
