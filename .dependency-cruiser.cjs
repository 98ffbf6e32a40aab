/**
 * Module boundaries (docs/architecture.md, "Boundaries"), checked by `npm run lint`.
 * Test files may reach into other modules to set data up; production code may not.
 */
const tests = '\\.test\\.tsx?$|/testing\\.ts$|^server/test/|^e2e/|^bench/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-service',
      severity: 'error',
      comment:
        'A module uses another only through its service.ts or policy.ts (or a deliberately exported index.ts); ' +
        'tables, routes and helpers of a module are its own.',
      from: { path: '^server/modules/([^/]+)/', pathNot: [tests, '/tables\\.ts$'] },
      to: {
        path: '^server/modules/[^/]+/',
        pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/(service|policy|index)\\.ts$'],
      },
    },
    {
      name: 'tables-reference-tables',
      severity: 'error',
      comment: "A module's tables may reference another module's tables (foreign keys), nothing else of it.",
      from: { path: '^server/modules/([^/]+)/tables\\.ts$' },
      to: {
        path: '^server/modules/[^/]+/',
        pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/tables\\.ts$'],
      },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment: 'The platform serves every module and knows none of them.',
      from: { path: '^server/platform/', pathNot: tests },
      to: { path: '^server/modules/' },
    },
    {
      name: 'members-table-through-members',
      severity: 'error',
      comment:
        'The accounts table belongs to identity: other tables may reference members.id, but reading and ' +
        'writing members goes through the members module.',
      from: {
        path: '^server/',
        pathNot: [tests, '^server/modules/members/', '^server/platform/', '^server/db/', '/tables\\.ts$'],
      },
      to: { path: '^server/platform/identity/tables\\.ts$' },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment:
        "The web app's features use each other only through their index.ts (and strings.ts, the loader of " +
        'their strings, which the router and embedding features call without loading the feature).',
      from: { path: '^web/features/([^/]+)/', pathNot: tests },
      to: {
        path: '^web/features/[^/]+/',
        pathNot: ['^web/features/$1/', '^web/features/[^/]+/(index\\.tsx?|strings\\.ts)$'],
      },
    },
    {
      name: 'no-circular-server',
      severity: 'error',
      comment: 'Import cycles make start order and ownership unclear; break them with a service or an event.',
      from: { path: '^server/', pathNot: tests },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(server|web|contract)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
