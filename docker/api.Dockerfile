# The game service (apps/api). Build from the repository root:
#   docker build -f docker/api.Dockerfile -t wargames-api .
# It needs only the npm registry at build time. Prisma's engines are not downloaded: the client runs through
# driver adapters and the project applies its own SQL migrations (prisma/README.md).
FROM node:20-bookworm-slim

WORKDIR /app
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    CHECKPOINT_DISABLE=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    DO_NOT_TRACK=1

# Sources first (npm workspaces need every package.json); .dockerignore keeps node_modules and data out.
COPY . .
RUN npm ci --no-audit --no-fund --loglevel=error \
 && PRISMA_SCHEMA_ENGINE_BINARY="$(command -v node)" npx prisma generate \
 && npx tsc -p apps/api/tsconfig.runtime.json --noEmit \
 && npm cache clean --force

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WARGAMES_DATA_DIR=/data/pglite
# Without DATABASE_URL the service keeps an embedded PGlite database here.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
EXPOSE 3000

USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Applies pending migrations, then serves.
CMD ["node", "tools/start.mjs", "--skip-build", "--no-web"]
