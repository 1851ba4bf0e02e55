/**
 * Draws the app's PNG icons (public/icons: 192 and 512 px, a maskable 512 px with the safe-zone padding, the Apple
 * touch icon) from the shield of public/favicon.svg in Debian's Chromium. Run once when the logo changes:
 * `npm exec -- node scripts/make-icons.mjs`; the PNGs are committed.
 */
import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const shield = (size, pad, bg) => `<html><body style="margin:0;background:${bg}"><div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${bg}">
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size - 2 * pad}" height="${size - 2 * pad}"><path fill="#1d4ed8" d="M32 4 8 13v17c0 15 10 26 24 30 14-4 24-15 24-30V13z"/><path fill="#fff" d="m27 43-10-10 4-4 6 6 16-16 4 4z"/></svg></div></body></html>`;
for (const [name, size, pad, bg] of [['icon-192.png', 192, 12, '#ffffff'], ['icon-512.png', 512, 32, '#ffffff'], ['maskable-512.png', 512, 110, '#ffffff'], ['apple-touch-icon.png', 180, 14, '#ffffff']]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(shield(size, pad, bg));
  await page.screenshot({ path: `public/icons/${name}`, omitBackground: false });
}
await browser.close();
