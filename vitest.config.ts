import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Server test files each open their own database; two files at a time fit the 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates one template database per run; each test file's database is a copy of it.
          globalSetup: ['server/test/global-setup.ts'],
          // Test files share their worker's loaded modules instead of importing the whole server again
          // (that import was about 5 s per file, most of the run); each still opens its own database
          // and app, and none may leave mocks, fake timers or globals behind.
          isolate: false,
        },
      },
      './web/vitest.config.ts',
    ],
  },
});
