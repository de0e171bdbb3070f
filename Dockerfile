# Marquee images: `api` for API nodes and `worker` for the media worker (ffmpeg, poppler,
# LibreOffice). Both run as the unprivileged `node` user. Name the target: the last one is `worker`.
#   docker build --target api -t marquee-api .
#   docker build --target worker -t marquee-worker .

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY protocol/package.json protocol/
COPY core/package.json core/
COPY server/package.json server/
COPY worker/package.json worker/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# What both images share: a DATA_DIR the `node` user may write (temporary files; media is in S3).
# Each image installs its system packages before copying the app, so a code change rebuilds no
# apt layer.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
ENV NODE_ENV=production DATA_DIR=/data

FROM runtime AS api
# pg_dump for the back office's Backup on PostgreSQL.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /app /app
USER node
ENV PORT=3000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/dist/main.js"]

FROM runtime AS worker
# Media tools: thumbnails and video (ffmpeg), PDF pages (poppler), presentations (LibreOffice),
# web-page thumbnails (Chromium, found at CHROMIUM_PATH's default /usr/bin/chromium).
RUN apt-get update && apt-get install -y --no-install-recommends \
    ffmpeg poppler-utils libreoffice-impress chromium fonts-dejavu-core fonts-liberation \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /app /app
USER node
# The worker serves /healthz and /metrics on WORKER_METRICS_PORT.
ENV WORKER_METRICS_PORT=9464
EXPOSE 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.WORKER_METRICS_PORT||9464)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The worker's own app (`npm run worker` runs the same file); node itself is PID 1, so SIGTERM
# reaches it and it drains its job.
CMD ["node", "worker/dist/main.js"]
