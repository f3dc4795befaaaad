# Two stages: the build stage installs every dependency and bundles the server; the runtime stage holds only
# the bundle, its content cache, sample/ and content/ (content/ is served once it holds a record; the bundle has every dependency inside: no node_modules).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm runs the package's postinstall (scripts/build/postinstall.mjs) at the end of the install: it must be here first.
COPY scripts/build/postinstall.mjs ./scripts/build/postinstall.mjs
RUN npm install --no-audit --no-fund
COPY tsconfig.json ./
COPY scripts ./scripts
COPY src ./src
COPY sample ./sample
COPY content ./content
# The origin the site is served at (`--build-arg BASE_URL=https://…`): the build draws the link previews with it and
# renders the start snapshot for it. Unset, both are for the default origin, and a container run with another
# BASE_URL compiles its content at start and shows the default origin on its link previews.
# `--publish`: an image is for publishing, whatever origin it is built for, so a draft (texts still marked
# PLACEHOLDER) stops the build with the list of what is left to write.
ARG BASE_URL
RUN npm run build -- --publish

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787
WORKDIR /app
COPY --chown=node:node package.json ./
COPY --chown=node:node --from=build /app/dist ./dist
COPY --chown=node:node sample ./sample
COPY --chown=node:node content ./content
USER node
EXPOSE 8787
# /healthz answers 503 while the process drains on SIGTERM, and never counts against the quota.
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8787) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node as PID 1 receives SIGTERM (graceful stop) and SIGHUP (reload content/) itself: no shell in between.
CMD ["node", "dist/server.js"]
