import base from '../../eslint.config.mjs';

// The SDK runs in browsers too: no Node built-in (Nx's boundary rule does not see those), no `ws` (Node callers
// inject their WebSocket class).
export default [
  ...base,
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'fs/*', 'path', 'os', 'http', 'https', 'net', 'tls', 'stream', 'crypto', 'child_process', 'url', 'util', 'events', 'buffer', 'ws'],
              message: 'the SDK runs in browsers: use the platform (fetch, crypto, URL) or take the dependency as an option',
            },
          ],
        },
      ],
    },
  },
];
