# The console, built with Vite and served by nginx, which is also the one origin in front of the
# APIs: GET /api/* goes to the query API, every other /api call to the command API.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts contracts
COPY console console
COPY platform/package.json platform/
COPY command-api/package.json command-api/
COPY query-api/package.json query-api/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY tests/package.json tests/
RUN npm ci --workspace @lawfirm/console --workspace @lawfirm/contracts --ignore-scripts \
 && npm run build --workspace @lawfirm/console

FROM nginx:1.27-alpine
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/console/dist /usr/share/nginx/html
EXPOSE 80
