// Routes (hash-based, so any static host serves the build with no rewrite rules).
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { ArchetypeDetail } from '../features/catalogue/archetype-detail.tsx';
import { CataloguePanel } from '../features/catalogue/catalogue-panel.tsx';
import { LivePanel } from '../features/live-matches/live-panel.tsx';
import { MatchupsPanel } from '../features/matchups/matchups-panel.tsx';
import { OverlayScreen } from '../features/overlay/overlay-screen.tsx';
import { TierListPanel } from '../features/rankings/tier-list-panel.tsx';
import { StatusPanel } from '../features/status/status-panel.tsx';
import { WallLinkBuilder } from '../features/wall/wall-link-builder.tsx';
import { RuntimeContext } from '../runtime/hooks.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { useHashPath, useHashSearch } from './hash-location.ts';
import { Layout } from './layout.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { OverviewPage } from './pages/overview-page.tsx';

// Screens that draw charts load recharts on demand: it stays out of the first bundle.
const winRates = lazyScreen(() =>
  import('../features/win-rates/win-rates-panel.tsx').then((m) => m.WinRatesPanel),
);
const wall = lazyScreen(() => import('../features/wall/wall-screen.tsx').then((m) => m.WallScreen));
const methods = lazyScreen(() =>
  import('../features/methods/methods-page.tsx').then((m) => m.MethodsPage),
);
const WinRatesPage = winRates.Screen;
const WallPage = wall.Screen;
const MethodsPage = methods.Screen;

/**
 * Starts loading the screen a link opens while the data is still being restored: by the first
 * render it is in, and it shows without a "Loading…" step.
 */
export function preloadScreen(hash: string): void {
  if (hash.startsWith('#/winrates')) void winRates.preload();
  else if (hash.startsWith('#/wall')) void wall.preload();
}

export function App({ runtime }: { runtime: Runtime }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>
        <Router hook={useHashPath} searchHook={useHashSearch}>
          <Switch>
            <Route path="/overlay">
              <OverlayScreen />
            </Route>
            <Route path="/wall">
              <Suspense fallback={<p role="status">Loading…</p>}>
                <WallPage />
              </Suspense>
            </Route>
            <Route>
              <Layout>
                <Suspense fallback={<p role="status">Loading…</p>}>
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
              </Layout>
            </Route>
          </Switch>
        </Router>
      </QueryClientProvider>
    </RuntimeContext.Provider>
  );
}
