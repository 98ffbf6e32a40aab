import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// A project's paths are relative to its own folder (web/).
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
