# syntax=docker/dockerfile:1
# The product as a container image: see docs/operations.md ("Containers"). No Docker daemon runs in this
# repository's CI; tests/process/docker-image-layout.test.ts builds the folder the runtime stage's COPY
# lines make (from a real build and pruned node_modules) and runs the server and its commands from it.

# ── build: every dependency, the server and its commands (with their data files) and the web app into
#    dist/, then only the runtime dependencies ──
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The context has no .git (.dockerignore): the commit the build reports comes from this argument
# (`--build-arg GIT_COMMIT=$(git rev-parse HEAD)`; compose.yaml passes it). Declared here, late, so that a
# new commit does not invalidate the `npm ci` layer.
ARG GIT_COMMIT=""
ARG SOURCE_COMMIT=""
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ── runtime: dist/ (server, admin and backup commands, migrations, seed images, word lists, web app),
#    the runtime dependencies and package.json (its "type": "module" makes dist/*.js ES modules).
#    Nothing from src/: the server reads its data files from dist/server (decision 0039). Non-root, data
#    in /data ──
FROM node:24-bookworm-slim AS runtime
ARG GIT_COMMIT=""
LABEL org.opencontainers.image.title="charter-flight-booking" \
      org.opencontainers.image.revision="${GIT_COMMIT}"
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
