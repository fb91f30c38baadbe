// Draws the web app manifest's icons from public/favicon.svg with Chromium, into public/icons/:
// `npx tsx scripts/icons.ts`. Run again only when the emblem changes (the PNGs are committed).
//   icon-192.png, icon-512.png   "any": the emblem on a transparent background;
//   maskable-512.png             "maskable": full-bleed background, the emblem inside the 80 %
//                                safe zone a launcher's mask never cuts;
//   apple-touch-icon.png (180)   iOS's home screen: opaque, the emblem with a margin.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.ts';

const BACKGROUND = '#0d1117';
const svg = readFileSync('public/favicon.svg', 'utf8');
const found = findChromium();
if (!found) throw new Error('No Chromium: see scripts/find-chromium.ts');
const browser = await chromium.launch({
  executablePath: found.executablePath,
  args: CHROMIUM_ARGS,
});
mkdirSync('public/icons', { recursive: true });

async function draw(file: string, size: number, emblem: number, background: string | null) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inset = Math.round((size - emblem) / 2);
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;background:${background ?? 'transparent'}">
      <div style="position:absolute;left:${inset}px;top:${inset}px;width:${emblem}px;height:${emblem}px">
        ${svg.replace('<svg ', `<svg width="${emblem}" height="${emblem}" `)}
      </div></body></html>`,
  );
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: background === null });
  await page.close();
}

await draw('icon-192.png', 192, 192, null);
await draw('icon-512.png', 512, 512, null);
// The emblem spans 26 of its 32 units: at 75 % of the icon it stays inside the 80 % circle.
await draw('maskable-512.png', 512, 384, BACKGROUND);
await draw('apple-touch-icon.png', 180, 144, BACKGROUND);
await browser.close();
