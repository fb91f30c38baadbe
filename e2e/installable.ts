// Whether Chromium would install the page at `url` as an app: Page.getInstallabilityErrors, asked
// of a browser with a real profile (an incognito context is never installable) and service
// workers allowed, as a visitor's browser has them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.ts';

export interface Installability {
  errors: { errorId: string }[];
  manifestUrl: string;
  manifestErrors: unknown[];
  /** The manifest as Chromium understood it. */
  manifest: { name?: string; startUrl?: string; scope?: string; display?: string };
}

export async function installability(
  url: string,
  ready: string,
  extraArgs: string[] = [],
): Promise<Installability> {
  const profile = mkdtempSync(join(tmpdir(), 'e2e-profile-'));
  const executablePath = findChromium()?.executablePath;
  const context = await chromium.launchPersistentContext(profile, {
    ...(executablePath ? { executablePath } : {}),
    args: [...CHROMIUM_ARGS, ...extraArgs],
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await page.locator(ready).first().waitFor();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const app = await cdp.send('Page.getAppManifest');
    const parsed = await cdp
      .send('Page.getAppManifest')
      .then(() => page.evaluate(async (href) => (await fetch(href)).json(), app.url));
    return {
      errors: installabilityErrors,
      manifestUrl: app.url,
      manifestErrors: app.errors,
      manifest: {
        name: parsed.name,
        startUrl: new URL(parsed.start_url, app.url).toString(),
        scope: new URL(parsed.scope, app.url).toString(),
        display: parsed.display,
      },
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
