# One image recipe for the four Node services; docker-compose.yml picks the service with SERVICE.
# Build context: the repository root.
FROM node:22-bookworm-slim AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY command-api/package.json command-api/
COPY query-api/package.json query-api/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY console/package.json console/
COPY tests/package.json tests/
ARG SERVICE
# one install from the lockfile: this service's production dependencies with those of contracts and
# platform (tsx, which runs the TypeScript sources, is one of platform's); nothing of the other services
RUN npm ci --omit=dev --workspace @lawfirm/${SERVICE} --no-audit --no-fund

FROM node:22-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE} PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY contracts contracts
COPY platform platform
COPY ${SERVICE} ${SERVICE}
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
CMD ["sh", "-c", "exec node --import tsx ${SERVICE}/src/main.ts"]
