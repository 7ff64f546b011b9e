import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { join } from 'node:path';

// The monorepo root: workspace packages (@wargames/hex) are symlinked TypeScript sources outside this folder.
const workspaceRoot = join(__dirname, '..', '..');

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@wargames/hex', '@wargames/sdk'],
  turbopack: { root: workspaceRoot },
  outputFileTracingRoot: workspaceRoot,
  // The workspace type check (npm test, tsc -p apps/web/tsconfig.json) covers the app; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
  // `npm run build`, the Docker image and the browser tests: a self-contained server (.next/standalone) with only the
  // files it needs, besides the ordinary build that `next start` serves. `npm start` builds the ordinary one alone.
  ...(process.env.WARGAMES_WEB_OUTPUT === 'standalone' ? { output: 'standalone' as const } : {}),
};

export default createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time: the browser gets no ICU parser and parses no message while it hydrates.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', sourceLocale: 'en', precompile: true } },
})(config);
