// Vite and Vitest configuration. The simulated service is mounted in the dev server and in
// `vite preview` (same origin, no CORS) unless API_TARGET points the proxy at a real service.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type Plugin } from 'vitest/config';
import { LIVE_CHUNK } from './scripts/bundle-size.ts';
import { serveHistory } from './scripts/serve-history.ts';
import { shortMessageIds } from './scripts/short-message-ids.ts';
import { isSimProfile } from './sim/profiles.ts';
import { createSimService } from './sim/service.ts';

const apiTarget = process.env.API_TARGET;
/** One id per build: compiled into the app and written to version.json. */
const buildId = process.env.BUILD_VERSION ?? new Date().toISOString();

const historyDir = process.env.HISTORY_DIR;
/** `LIVE_SOURCE=history`: the dashboard reads the collector's live.json, never the service. */
const liveSource = process.env.LIVE_SOURCE;
if (liveSource !== undefined && liveSource !== 'service' && liveSource !== 'history')
  throw new Error(`LIVE_SOURCE must be service or history, got "${liveSource}"`);

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
    // `SIM_SHIFT="Zoo Warlock:+10@-60"`: a drift the trend marks should find (sim/truth.ts).
    ...(process.env.SIM_SHIFT ? { shift: process.env.SIM_SHIFT } : {}),
  });
  const mount = (middlewares: {
    use: (fn: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) => void;
  }) => {
    middlewares.use((req, res, next) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path.endsWith('/config.json') && (!apiTarget || liveSource)) {
        const shipped = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<
          string,
          unknown
        >;
        const body = JSON.stringify({
          ...shipped,
          ...(apiTarget ? {} : { cardDataUrl: 'sim/cards.json', cardArtUrl: null }),
          ...(liveSource ? { liveSource } : {}),
        });
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(body);
        return;
      }
      if (path.startsWith('/history/')) {
        // Without a collector there is no history: a plain 404, as on a static host without it.
        if (historyDir) serveHistory(historyDir, path.slice('/history/'.length), req, res);
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

/**
 * The built page's Content-Security-Policy, for hosts that send none (static hosting): scripts,
 * styles, fonts and the worker from the page's own origin only, no plugins, no <base>, no forms.
 * Requests and images may go to any https origin, since config.json may point the service, the
 * history and the card data elsewhere. nginx's header is stricter and applies as well; a
 * <meta> cannot say frame-ancestors, which only a header can. Not in development, where Vite's
 * own inline scripts run.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self' https:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

function pageCsp(): Plugin {
  return {
    name: 'page-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: PAGE_CSP },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  base: './',
  resolve: {
    // The router's shim of useSyncExternalStore is for React before 18: React has it.
    alias: [{ find: /^use-sync-external-store\/shim\/index\.js$/, replacement: 'react' }],
  },
  plugins: [
    react(),
    // Lingui's macros (t, msg, plural, <Trans>) become catalogue look-ups; only the files that
    // import them go through Babel.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
        }),
      ],
    }),
    // A language's catalogue is compiled when imported, and the build fails on a message
    // missing from it or one that does not parse.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    // In the build, each message's id is a short one instead of its hash (catalogues and code).
    shortMessageIds(),
    tailwindcss(),
    simulatedService(),
    buildVersion(),
    pageCsp(),
    // The offline app shell (src/runtime/offline-shell.ts registers it; updates wait for the
    // version watch). Precaches the built assets, icons, manifest and index.html; config.json (the app keeps
    // the last good one for an offline start), version.json, the service, history and card
    // data always go to the network.
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      // Installable: a phone's "add to home screen" or a desktop install opens it as an app.
      // Relative start URL and scope: they resolve against the manifest, so any sub-path works.
      manifest: {
        id: './',
        name: 'Ladder Live — Hearthstone ranked dashboard',
        short_name: 'Ladder Live',
        description:
          'Live dashboard of the Hearthstone ranked ladder: what is played and what wins right now.',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#0d1117',
        theme_color: '#0d1117',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Each language's messages are cached when the page first loads them (the language in
        // use), not precached all fourteen.
        globIgnores: ['**/messages-*.js'],
        runtimeCaching: [
          {
            urlPattern: /\/assets\/messages-[^/]+\.js$/,
            handler: 'CacheFirst',
            // A server's Vary (Origin, Accept-Encoding) must not hide a hashed file stored here.
            options: {
              cacheName: 'messages',
              expiration: { maxEntries: 40 },
              matchOptions: { ignoreVary: true },
            },
          },
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/\/api\//, /\/history\//, /\/cards\//, /\/sim\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  define: {
    __BUILD_VERSION__: JSON.stringify(buildId),
    // The build leaves the errors' English (the collector's log lines) out of the browser's code:
    // a screen words each problem's code itself. Tests, like the collector, keep the English.
    ...(process.env.VITEST ? {} : { __PROBLEM_ENGLISH__: 'false' }),
  },
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
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser the build's target (es2022) runs in but Safari before 17 knows modulepreload;
    // there a lazy screen's chunks load when its import runs instead of beside it.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Few files per screen, as few round trips on a slow line: what the entry loads before the
        // first screen is one chunk (4 KB gzip less to show #/live than rolldown's own split); the
        // live list's code and what it shares with other screens another ("live", which
        // scripts/bundle-size.ts counts for #/live); the code the other screens share a third
        // ("screens"), the new-build watch's its own (it loads after every first screen); the
        // charts' library stays apart, for the screens that draw it. A screen is then its own
        // chunk and these (e2e/budgets.spec.ts: at most five files), not a dozen small ones.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            // A language's messages are two files: the shell's (common.po: what #/live needs),
            // and every screen's others together, which a first screen other than the live list
            // loads and every page loads once its first screen is up (its .po files stay apart
            // for translators; together they are a fifth smaller than one by one).
            {
              name: (id: string) => {
                const po = /\/locales\/([^/]+)\/(?!common\.po$)[^/]+\.po$/.exec(id);
                return po ? `messages-${po[1]}.screens` : null;
              },
              priority: 4,
            },
            {
              name: LIVE_CHUNK,
              test: /\/src\/features\/live-matches\/(?!live-compact)/,
              priority: 2,
            },
            {
              name: 'version-watch',
              test: /\/src\/runtime\/(use-version-watch|offline-shell)\./,
              priority: 2,
            },
            {
              name: 'screens',
              test: /\/src\/(?!components\/charts\/)(components|hooks|domain|runtime|api)\//,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
        // A language's catalogues are named for it: "messages-de-DE.common-<hash>.js",
        // "messages-de-DE.screens-<hash>.js".
        chunkFileNames: (chunk) => {
          const po = /([^/]+)\/([^/]+)\.po$/.exec(chunk.facadeModuleId ?? '');
          return po ? `assets/messages-${po[1]}.${po[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'sim/**/*.test.ts',
      'collector/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
