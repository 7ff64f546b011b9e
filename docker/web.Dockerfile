# The web app (apps/web, Next.js). Build from the repository root:
#   docker build -f docker/web.Dockerfile -t wargames-web .
# It needs only the npm registry at build time; fonts come from npm packages, nothing from the internet at run time.
FROM node:20-bookworm-slim

WORKDIR /app
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NEXT_TELEMETRY_DISABLED=1 \
    DO_NOT_TRACK=1

COPY . .
RUN npm ci --no-audit --no-fund --loglevel=error \
 && npm run build --workspace apps/web \
 && npm cache clean --force \
 && chown -R node:node apps/web/.next
# (next start keeps its data cache in apps/web/.next/cache, so the node user owns .next.)

ENV NODE_ENV=production \
    PORT=3001 \
    API_URL=http://api:3000
EXPOSE 3001

USER node
WORKDIR /app/apps/web
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/en').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "/app/node_modules/next/dist/bin/next", "start"]
