import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['web/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['web/test/setup.ts'],
    css: false,
  },
});
