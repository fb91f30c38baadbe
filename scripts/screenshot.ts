// Takes a screenshot of a running dashboard: npx tsx scripts/screenshot.ts <url> <out.png> [width] [height]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.ts';

const [
  url = 'http://localhost:5173/',
  out = 'screenshot.png',
  width = '1440',
  height = '900',
  wait = '3000',
] = process.argv.slice(2);
const found = findChromium();
if (!found) throw new Error('No Chromium: see scripts/find-chromium.ts');
const browser = await chromium.launch({
  executablePath: found.executablePath,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(Number(wait));
await page.screenshot({ path: out });
await browser.close();
