# One replica of the store (docker-compose.yml runs two behind nginx): the API and the built client on port 3000.
# The server migrates the database and seeds an empty one when it starts, as `npm start` does.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 (the SQLite driver, installed with the rest) compiles from source when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# The manifests and the Prisma schemas first, so the dependencies are a layer of their own. The postinstall
# script generates the Prisma clients from prisma/.
COPY package.json package-lock.json prisma.config.ts ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
COPY prisma prisma
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# Healthy when the API answers from the database (the catalogue's categories). The image has no curl: node asks.
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/categories').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server itself (what scripts/start.mjs runs once the client is built), so SIGTERM reaches it directly.
CMD ["node", "--import", "tsx", "server/src/main.ts"]
