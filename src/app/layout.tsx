// The shell around every page: header with navigation, connection state and theme.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ConnectionStatus } from '../components/connection-status.tsx';
import { RefusedOverrides } from '../components/refused-overrides.tsx';
import { useConnection, useRuntime } from '../runtime/hooks.ts';
import { ThemeSwitch } from './theme-switch.tsx';

const NAV = [
  { href: '/', label: 'Overview' },
  { href: '/live', label: 'Live matches' },
  { href: '/winrates', label: 'Win rates' },
  { href: '/tiers', label: 'Tier list' },
  { href: '/matchups', label: 'Matchups' },
  { href: '/catalogue', label: 'Catalogue' },
  { href: '/wall', label: 'Wall display' },
  { href: '/methods', label: 'Methods' },
  { href: '/status', label: 'Status' },
];

function HeaderConnection() {
  return <ConnectionStatus connection={useConnection()} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { refused } = useRuntime();
  const isActive = (href: string) =>
    href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
  return (
    <div className="flex min-h-screen flex-col">
      <button
        type="button"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-bg"
        onClick={() => document.getElementById('main')?.focus()}
      >
        Skip to content
      </button>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-[1800px] flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link href="/" className="text-lg font-bold tracking-tight">
            <span className="text-accent">◆</span> Ladder Live
          </Link>
          <nav aria-label="Main" className="order-3 w-full lg:order-none lg:w-auto">
            {/* On a phone the links wrap onto two rows: every screen stays one tap away. */}
            <ul className="flex flex-wrap gap-1">
              {NAV.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={isActive(item.href) ? 'page' : undefined}
                    className="block whitespace-nowrap rounded px-3 py-1.5 text-sm hover:bg-raised aria-[current=page]:bg-raised aria-[current=page]:font-semibold aria-[current=page]:underline aria-[current=page]:decoration-accent aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-4">
            <HeaderConnection />
            <ThemeSwitch />
          </div>
        </div>
      </header>
      <RefusedOverrides refused={refused} />
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
