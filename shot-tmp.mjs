import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--no-first-run','--disable-quic'] });
const [url, out, width] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url);
await page.waitForTimeout(4000);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
