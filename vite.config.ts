// Vite and Vitest configuration. The simulated service is mounted in the dev server and in
// `vite preview` (same origin, no CORS) unless API_TARGET points the proxy at a real service.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type Plugin } from 'vitest/config';
import { isSimProfile } from './sim/profiles.ts';
import { createSimService } from './sim/service.ts';

const apiTarget = process.env.API_TARGET;
/** One id per build: compiled into the app and written to version.json. */
const buildId = process.env.BUILD_VERSION ?? new Date().toISOString();

const historyDir = process.env.HISTORY_DIR;

/**
 * The collector's published files, with the cache lifetimes deploy/nginx.conf gives them:
 * closed hours and days for ever, everything else revalidated.
 */
function serveHistory(dir: string, name: string, res: ServerResponse) {
  const file = normalize(join(dir, name));
  if (!file.startsWith(normalize(dir) + sep) || !name.endsWith('.json')) {
    res.writeHead(404).end();
    return;
  }
  readFile(file).then(
    (body) => {
      const immutable = /^(hours|days)\//.test(name);
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      res.end(body);
    },
    () => res.writeHead(404, { 'Cache-Control': 'no-cache' }).end(),
  );
}

/**
 * Serves the simulated service, and config.json with card data pointed at the simulated
 * cards (the shipped config points at HearthstoneJSON, which a machine without network lacks).
 */
function simulatedService(): Plugin {
  const profile = process.env.SIM_PROFILE ?? 'demo';
  if (!isSimProfile(profile)) throw new Error(`SIM_PROFILE must be demo or real, got "${profile}"`);
  const startMs = process.env.SIM_START_MS ? Number(process.env.SIM_START_MS) : null;
  const sim = createSimService({
    profile,
    seed: Number(process.env.SIM_SEED ?? 42),
    // `npm start` backfills the collector from the same stream: both start it at one moment.
    ...(startMs !== null ? { historyMs: Math.max(0, Date.now() - startMs) } : {}),
    ...(process.env.SIM_RATE ? { rate: Number(process.env.SIM_RATE) } : {}),
    // `SIM_SHIFT="Zoo Warlock:+10@-60"`: a drift the trend marks should find (sim/drift.ts).
    ...(process.env.SIM_SHIFT ? { shift: process.env.SIM_SHIFT } : {}),
  });
  const mount = (middlewares: {
    use: (fn: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) => void;
  }) => {
    middlewares.use((req, res, next) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path.endsWith('/config.json') && !apiTarget) {
        const shipped = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<
          string,
          unknown
        >;
        const body = JSON.stringify({
          ...shipped,
          cardDataUrl: 'sim/cards.json',
          cardArtUrl: null,
        });
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(body);
        return;
      }
      if (path.startsWith('/history/')) {
        // Without a collector there is no history: a plain 404, as on a static host without it.
        if (historyDir) serveHistory(historyDir, path.slice('/history/'.length), res);
        else res.writeHead(404, { 'Cache-Control': 'no-cache' }).end();
        return;
      }
      if (apiTarget) {
        next();
        return;
      }
      sim.handle(req, res, next);
    });
  };
  return {
    name: 'simulated-service',
    configureServer: (server) => mount(server.middlewares),
    configurePreviewServer: (server) => mount(server.middlewares),
  };
}

/** Writes version.json into the build, so long-running screens can notice a new deployment. */
function buildVersion(): Plugin {
  return {
    name: 'build-version',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ version: buildId }),
      });
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    simulatedService(),
    buildVersion(),
    // The offline app shell (src/app/offline-shell.ts registers it; updates wait for the
    // version watch). Precaches the built assets and index.html; config.json (the app keeps
    // the last good one for an offline start), version.json, the service, history and card
    // data always go to the network.
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/\/api\//, /\/history\//, /\/cards\//, /\/sim\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  define: { __BUILD_VERSION__: JSON.stringify(buildId) },
  server: {
    port: 5173,
    proxy: apiTarget
      ? { '/api/v1/': { target: apiTarget, changeOrigin: true, secure: true } }
      : undefined,
  },
  preview: {
    port: 4173,
    proxy: apiTarget
      ? { '/api/v1/': { target: apiTarget, changeOrigin: true, secure: true } }
      : undefined,
  },
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sim/**/*.test.ts', 'collector/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
