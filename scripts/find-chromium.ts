// Finds a Chromium for Playwright: its own download where present, else CHROMIUM_PATH or
// Debian's /usr/bin/chromium. Run directly, it fails with the command that installs one.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The executable to launch, or undefined for Playwright's own download. Null when none exists. */
export function findChromium(): { executablePath: string | undefined } | null {
  try {
    if (existsSync(chromium.executablePath())) return { executablePath: undefined };
  } catch {
    // No Playwright-downloaded browser for this version.
  }
  for (const candidate of [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]) {
    if (candidate && existsSync(candidate)) return { executablePath: candidate };
  }
  return null;
}

if (process.argv[1]?.endsWith('find-chromium.ts')) {
  if (!findChromium()) {
    console.error(
      'No Chromium found for the end-to-end tests. Install one with:\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or set CHROMIUM_PATH to a Chromium executable (or run `npx playwright install chromium` where downloads work).',
    );
    process.exit(1);
  }
}
