import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import base from '../../eslint.config.mjs';

const engineAndGames = ['@wargames/engine', '@wargames/games', '@wargames/graf-spee', '@wargames/arras', '@wargames/event-store', '@wargames/api']
  .flatMap((name) => [name, `${name}/*`]);

export default [
  ...base,
  { ignores: ['.next/**', 'next-env.d.ts'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      // App Router only: there is no pages directory for this rule to look at.
      '@next/next/no-html-link-for-pages': 'off',
      // Besides the Nx tags (layer:web may use only layer:client and scope:geometry): name the packages plainly.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@wargames/hex', message: 'Its index re-exports hex labels, which use the engine: import @wargames/hex/hex, /layout, /offset-coord or /offset-grid.' }],
          patterns: [
            { group: ['@wargames/hex/hex-label', '@wargames/hex/index'], message: 'Hex labels use the engine; the web app takes labels from board data.' },
            { group: engineAndGames, message: 'The web app talks to the API through @wargames/sdk only; it never imports game rules.' },
          ],
        },
      ],
    },
  },
];
