# syntax=docker/dockerfile:1
# The storefront image: one build, run as the storefront (default), the identity provider, the mail
# catcher or the one-shot migration and seed, chosen by the command (compose.yaml shows all four).

FROM node:22-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM dependencies AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1 NODE_ENV=production
RUN node node_modules/next/dist/bin/next build

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
# The storefront drains on SIGTERM by its own handler (src/lib/http/graceful-shutdown.ts).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NEXT_MANUAL_SIG_HANDLE=1
# tsx runs the identity provider, the mail catcher and the database scripts from their sources.
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/.next ./.next
COPY --from=build /app/package.json /app/next.config.ts /app/tsconfig.json /app/.env.example ./
COPY --from=build /app/public ./public
COPY --from=build /app/src ./src
COPY --from=build /app/services ./services
COPY --from=build /app/scripts ./scripts
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "node_modules/next/dist/bin/next", "start"]
