# Build stage: the same scripts as `npm start` (turbo build: Prisma client, API bundle, console).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# Runtime: production dependencies, the bundles, migrations; runs as the unprivileged `node` user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/api/package.json apps/api/package.json
COPY --from=build /app/apps/web/package.json apps/web/package.json
COPY --from=build /app/packages packages
# The database package (a workspace the API depends on): its package.json for the link, its migrations read at start.
COPY --from=build /app/prisma/package.json prisma/package.json
COPY --from=build /app/prisma/migrations prisma/migrations
RUN npm ci --omit=dev --no-audit --no-fund --workspace=@blade/api && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The data folder (uploads, local object storage) is a volume the unprivileged user owns.
RUN mkdir -p /data && chown node:node /data
ENV DATA_DIR=/data
USER node
EXPOSE 8080
CMD ["node", "apps/api/dist/main.js"]
