import nx from '@nx/eslint-plugin';

// Framework and storage packages that pure libraries (engine, hex, games) must never import.
const bannedInPureLibs = [
  '@nestjs/*', '@prisma/*', 'prisma', 'pg', '@electric-sql/*', 'pglite-prisma-adapter',
  'react', 'react-dom', 'react/*', 'next', 'next/*', 'express', 'graphql', 'fs', 'node:*', 'http', 'net',
];

// What the SDK (browser and Node) must never load: servers, storage, Node built-ins, the GraphQL runtime (documents
// are strings) and the WebSocket package (injected by Node callers).
const bannedInSdk = [
  '@nestjs/*', '@prisma/*', 'prisma', 'pg', '@electric-sql/*', 'pglite-prisma-adapter', 'express', 'graphql', 'ws',
  'fs', 'node:*', 'http', 'https', 'net', 'zod',
];
// A third-party client: the SDK and the pure core libraries (hex geometry) only, never the server side.
const bannedInClients = ['@nestjs/*', '@prisma/*', 'prisma', 'pg', '@electric-sql/*', 'pglite-prisma-adapter', 'express'];
// The web app is a client like any other: it decides nothing, so no rules engine or server framework reaches it.
const bannedInWeb = [
  '@nestjs/*', '@prisma/*', 'prisma', 'pg', '@electric-sql/*', 'pglite-prisma-adapter', 'express', 'fast-check',
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  { ignores: ['**/dist', '**/node_modules', '**/.next', '**/tmp', '**/coverage', '**/generated/**'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'layer:core', onlyDependOnLibsWithTags: ['layer:core'], bannedExternalImports: bannedInPureLibs },
            { sourceTag: 'layer:game', onlyDependOnLibsWithTags: ['layer:core'], bannedExternalImports: bannedInPureLibs },
            { sourceTag: 'layer:registry', onlyDependOnLibsWithTags: ['layer:core', 'layer:game'], bannedExternalImports: bannedInPureLibs },
            { sourceTag: 'layer:data', onlyDependOnLibsWithTags: ['layer:core', 'layer:game', 'layer:registry', 'layer:data'] },
            { sourceTag: 'layer:client', onlyDependOnLibsWithTags: ['layer:core', 'layer:game', 'layer:registry', 'layer:client'] },
            // libs/bots: computer players on views and legal commands; the engine and games to simulate determinized states.
            { sourceTag: 'layer:bots', onlyDependOnLibsWithTags: ['layer:core', 'layer:game', 'layer:registry', 'layer:client'], bannedExternalImports: bannedInPureLibs },
            { sourceTag: 'layer:app', onlyDependOnLibsWithTags: ['layer:core', 'layer:game', 'layer:registry', 'layer:data', 'layer:client', 'layer:bots'] },
            // apps/web: only the SDK and geometry (libs/hex is also tagged scope:geometry), never a game or the engine.
            { sourceTag: 'layer:web', onlyDependOnLibsWithTags: ['layer:client', 'scope:geometry'], bannedExternalImports: bannedInWeb },
            { sourceTag: 'layer:test', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'layer:tool', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'scope:sdk', onlyDependOnLibsWithTags: ['scope:sdk'], bannedExternalImports: bannedInSdk },
            { sourceTag: 'scope:cli', onlyDependOnLibsWithTags: ['scope:sdk', 'layer:core'], bannedExternalImports: bannedInClients },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.*'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
