// The shell around every page: header with navigation, connection state, language and theme.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ConnectionStatus } from '../components/connection-status.tsx';
import { openedFrom, SECTIONS, sectionOf } from '../domain/sections.ts';
import { afterFirstPoll } from '../runtime/after-first-poll.ts';
import { useRuntime } from '../runtime/context.ts';
import { useConnection } from '../runtime/use-status.ts';
import { LanguageMenu } from './language-menu.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

/** The section lit in the navigation: an archetype's page lights the one it was opened from. */
function activeSection(path: string, search: string): string | null {
  if (path.startsWith('/catalogue/'))
    return openedFrom(new URLSearchParams(search).get('from')).href;
  return sectionOf(path)?.href ?? null;
}

/**
 * Said only when a setting was ignored (one in the link, or a config.json key this version does
 * not know), so not part of every start: main.tsx preloads it beside the restore then.
 */
const refusedOverrides = lazyScreen(() =>
  import('../components/refused-overrides.tsx').then((m) => m.RefusedOverrides),
);
export const preloadRefusedOverrides = refusedOverrides.preload;

/**
 * The watch for a new build and its offer to load it: not needed for the first screen, so it
 * loads once the first figures are in (afterFirstPoll). Its module failing to load (the build
 * replaced while the page started) is a start that failed: the boot guard
 * (public/boot-guard.js) reloads the page.
 */
const newVersion = lazyScreen(() =>
  import('./new-version.tsx').then(
    (m) => m.NewVersion,
    () => {
      window.dispatchEvent(new Event('app-boot-failed'));
      return () => null;
    },
  ),
);

function useAfterFirstPoll(): boolean {
  const { tracker } = useRuntime();
  const [done, setDone] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterFirstPoll(tracker).then(() => mounted && setDone(true));
    return () => {
      mounted = false;
    };
  }, [tracker]);
  return done;
}

function HeaderConnection() {
  return <ConnectionStatus connection={useConnection()} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [location] = useLocation();
  const search = useSearch();
  const { refused } = useRuntime();
  const active = activeSection(location, search);
  const watchForNewBuild = useAfterFirstPoll();
  // Where the navigation scrolls sideways (a phone), the current section's tab is brought into it.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth || active === null) return;
    const at = current.getBoundingClientRect().left - row.getBoundingClientRect().left;
    row.scrollLeft += at - (row.clientWidth - current.offsetWidth) / 2;
  }, [active]);
  return (
    <div className="flex min-h-screen flex-col">
      <button
        type="button"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-bg"
        onClick={() => document.getElementById('main')?.focus()}
      >
        <Trans>Skip to content</Trans>
      </button>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-[1800px] flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:gap-x-6 2xl:py-3">
          <Link href="/" className="text-base font-bold tracking-tight sm:text-lg">
            <span className="text-accent">◆</span> Ladder Live
          </Link>
          <nav
            ref={nav}
            aria-label={t({ message: 'Main', context: 'navigation landmark' })}
            className="order-3 -mx-4 w-[calc(100%+2rem)] min-w-0 overflow-x-auto 2xl:order-none 2xl:mx-0 2xl:w-auto 2xl:overflow-visible"
          >
            {/* A row of its own below 1536 px, scrolling sideways where it must: the status
                beside the name then never pushes it onto another line as its text changes. */}
            <ul className="flex w-max gap-1 px-4 2xl:w-auto 2xl:flex-wrap 2xl:px-0">
              {SECTIONS.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={active === item.href ? 'page' : undefined}
                    className="block whitespace-nowrap rounded px-3 py-1.5 text-sm hover:bg-raised aria-[current=page]:bg-raised aria-[current=page]:font-semibold aria-[current=page]:underline aria-[current=page]:decoration-accent aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* Grows into what the name leaves and never wraps below it: the status pill gives way
              (its word cut) on a narrow screen, so the header keeps its rows as the state changes.
              On a phone, tighter type and spacing leave the pill room for its word. */}
          <div className="ml-auto flex min-w-0 flex-1 basis-0 items-center justify-end gap-2 sm:gap-4">
            <HeaderConnection />
            <LanguageMenu />
            <ThemeSwitch />
          </div>
        </div>
      </header>
      {refused.length > 0 && (
        <Suspense fallback={null}>
          <refusedOverrides.Screen refused={refused} />
        </Suspense>
      )}
      {watchForNewBuild && (
        <Suspense fallback={null}>
          <newVersion.Screen />
        </Suspense>
      )}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-[1800px] flex-1 px-4 py-6 outline-none"
      >
        {children}
      </main>
    </div>
  );
}
