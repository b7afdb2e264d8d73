# syntax=docker/dockerfile:1
# The product as a container image: see docs/operations.md ("Containers"). Not exercised in this
# repository's CI (no image registry can be reached from its machines); kept to the usual conventions.

# ── build: all dependencies, the server bundle and the web app, then only the runtime dependencies ──
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ── run: non-root, data in /data ──
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Migrations are applied at every start; the seed's images are served from here.
COPY --from=build /app/src/server/db/migrations ./src/server/db/migrations
COPY --from=build /app/src/server/db/seed/assets ./src/server/db/seed/assets
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
