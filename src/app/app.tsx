// Routes (hash-based, so any static host serves the build with no rewrite rules).
import { Trans } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { RuntimeContext } from '../runtime/context.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { useHashPath, useHashSearch } from './hash-location.ts';
import { loadScreenMessages, type ScreenCatalogue } from './i18n.ts';
import { Layout } from './layout.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';

/**
 * A screen's module with its messages in the active language (lingui.config.ts): its own, and
 * those every screen but the live list shares.
 */
function withMessages<T>(name: ScreenCatalogue, screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadScreenMessages(name), loadScreenMessages('screens')]).then(
    ([module]) => module,
  );
}

// Every screen loads on demand, the one a link opens preloaded at start-up (preloadScreen): the
// first bundle carries the frame and the data flow, and no screen the viewer has not opened.
// The overview shows the rankings' and the win rates' summaries, with their words.
const overview = lazyScreen(() =>
  withMessages('win-rates', withMessages('rankings', import('./pages/overview-page.tsx'))).then(
    (m) => m.OverviewPage,
  ),
);
const live = lazyScreen(() =>
  import('../features/live-matches/live-panel.tsx').then((m) => m.LivePanel),
);
const winRates = lazyScreen(() =>
  withMessages('win-rates', import('../features/win-rates/win-rates-panel.tsx')).then(
    (m) => m.WinRatesPanel,
  ),
);
const wall = lazyScreen(() =>
  withMessages('wall', import('../features/wall/wall-screen.tsx')).then((m) => m.WallScreen),
);
const methods = lazyScreen(() =>
  withMessages('methods', import('../features/methods/methods-page.tsx')).then(
    (m) => m.MethodsPage,
  ),
);
const tiers = lazyScreen(() =>
  withMessages('rankings', import('../features/rankings/tier-list-panel.tsx')).then(
    (m) => m.TierListPanel,
  ),
);
const matchups = lazyScreen(() =>
  withMessages('matchups', import('../features/matchups/matchups-panel.tsx')).then(
    (m) => m.MatchupsPanel,
  ),
);
const catalogue = lazyScreen(() =>
  withMessages('catalogue', import('../features/catalogue/catalogue-panel.tsx')).then(
    (m) => m.CataloguePanel,
  ),
);
const archetype = lazyScreen(() =>
  withMessages('catalogue', import('../features/catalogue/archetype-detail.tsx')).then(
    (m) => m.ArchetypeDetail,
  ),
);
const status = lazyScreen(() =>
  withMessages('status', import('../features/status/status-panel.tsx')).then((m) => m.StatusPanel),
);
const wallLink = lazyScreen(() =>
  withMessages('wall', import('../features/wall/wall-link-builder.tsx')).then(
    (m) => m.WallLinkBuilder,
  ),
);
const overlay = lazyScreen(() =>
  withMessages('overlay', import('../features/overlay/overlay-screen.tsx')).then(
    (m) => m.OverlayScreen,
  ),
);
const OverviewPage = overview.Screen;
const LivePanel = live.Screen;
const WinRatesPage = winRates.Screen;
const WallPage = wall.Screen;
const MethodsPage = methods.Screen;
const TierListPanel = tiers.Screen;
const MatchupsPanel = matchups.Screen;
const CataloguePanel = catalogue.Screen;
const ArchetypeDetail = archetype.Screen;
const StatusPanel = status.Screen;
const WallLinkBuilder = wallLink.Screen;
const OverlayScreen = overlay.Screen;

const PRELOADS: [string, { preload: () => Promise<unknown> }][] = [
  ['#/live', live],
  ['#/winrates', winRates],
  ['#/wall-link', wallLink],
  ['#/wall', wall],
  ['#/methods', methods],
  ['#/tiers', tiers],
  ['#/matchups', matchups],
  ['#/catalogue/', archetype],
  ['#/catalogue', catalogue],
  ['#/status', status],
  ['#/overlay', overlay],
];

/**
 * Starts loading the screen a link opens while the data is still being restored: by the first
 * render it is in, and it shows without a "Loading…" step.
 */
export function preloadScreen(hash: string): void {
  const screen = PRELOADS.find(([prefix]) => hash.startsWith(prefix));
  if (screen) void screen[1].preload();
  else if ((hash.replace(/^#/, '').split('?')[0] || '/') === '/') void overview.preload();
}

/** Shown while a screen's module loads (only when it was not preloaded in time). */
function Loading() {
  return (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

/** A screen's error stays in it: the boundary starts afresh on another route. */
function Guarded({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  const [path] = useLocation();
  return (
    <ScreenErrorBoundary screen={path} clearSaved={() => runtime.persistence.clearSaved()}>
      {children}
    </ScreenErrorBoundary>
  );
}

export function App({ runtime }: { runtime: Runtime }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>
        <Router hook={useHashPath} searchHook={useHashSearch}>
          <Switch>
            <Route path="/overlay">
              <Guarded runtime={runtime}>
                <Suspense fallback={null}>
                  <OverlayScreen />
                </Suspense>
              </Guarded>
            </Route>
            <Route path="/wall">
              <Guarded runtime={runtime}>
                <Suspense fallback={<Loading />}>
                  <WallPage />
                </Suspense>
              </Guarded>
            </Route>
            <Route>
              <Layout>
                <Guarded runtime={runtime}>
                  <Suspense fallback={<Loading />}>
                    <Switch>
                      <Route path="/" component={OverviewPage} />
                      <Route path="/live">
                        <LivePanel />
                      </Route>
                      <Route path="/winrates" component={WinRatesPage} />
                      <Route path="/tiers" component={TierListPanel} />
                      <Route path="/matchups" component={MatchupsPanel} />
                      <Route path="/catalogue" component={CataloguePanel} />
                      <Route path="/catalogue/:id">
                        {(params) => <ArchetypeDetail id={params.id} />}
                      </Route>
                      <Route path="/status" component={StatusPanel} />
                      <Route path="/methods" component={MethodsPage} />
                      <Route path="/wall-link" component={WallLinkBuilder} />
                      <Route component={NotFoundPage} />
                    </Switch>
                  </Suspense>
                </Guarded>
              </Layout>
            </Route>
          </Switch>
        </Router>
      </QueryClientProvider>
    </RuntimeContext.Provider>
  );
}
