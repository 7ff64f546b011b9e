# The game service (apps/api), built. From the repository root:
#   docker build -f docker/api.Dockerfile -t wargames-api .
# Build stage: the locked dependencies, the Prisma client (no engine download: the client runs through driver
# adapters), `node apps/api/build.mjs` (dist/apps/api: main.js, migrate.js, bot-worker.js for the bots' worker threads,
# source maps, prisma/migrations), and tools/production-node-modules.mjs (the production dependencies only, as the
# replica test runs them).
# Runtime stage: that output alone on a slim Node, without npm, yarn or corepack, as the unprivileged `node` user.
# `node main.js` serves (and applies pending migrations); `node migrate.js` only migrates (compose's migrate service).

FROM node:26-bookworm-slim AS build
WORKDIR /src
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    CHECKPOINT_DISABLE=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    DO_NOT_TRACK=1
# Sources (npm workspaces need every package.json); .dockerignore keeps node_modules, dist and data out.
COPY . .
RUN npm ci --no-audit --no-fund --loglevel=error \
 && PRISMA_SCHEMA_ENGINE_BINARY="$(command -v node)" npx prisma generate \
 && node apps/api/build.mjs \
 && mkdir -p /out \
 && node tools/production-node-modules.mjs /out \
 && cp -a dist/apps/api/. /out/

FROM node:26-bookworm-slim AS runtime
# No package managers at run time.
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /opt/yarn-* \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg \
 && mkdir -p /data \
 && chown node:node /data
# One malloc arena: glibc's default (one per thread, up to 8 per core) kept up to 40 MB of freed memory resident and
# spread the RSS of a process with 1,000 games over 263-361 MB; one arena held it at 257-272 MB at no measurable
# cost in throughput (README, Performance).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    WARGAMES_DATA_DIR=/data/pglite \
    WARGAMES_DRAIN_DELAY_MS=3000
WORKDIR /app
# Owned by root, read-only for the service.
COPY --from=build /out/ /app/
# Without DATABASE_URL the service keeps an embedded PGlite database here.
VOLUME ["/data"]
EXPOSE 3000
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (readiness 503 for WARGAMES_DRAIN_DELAY_MS, requests in flight finish, subscriptions close 1001).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "main.js"]
