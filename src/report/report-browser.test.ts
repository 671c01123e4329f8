/**
 * The HTML report in a real browser: Debian's Chromium, headless, driven by
 * playwright-core (installed by `.ci/run` in CI). It checks that the page is
 * self-contained (no request besides the page itself), that the deadline
 * banner, the coverage bars, the generated rules and the test procedure are
 * there and laid out readably, and takes a screenshot for review
 * (`test-results/`, git-ignored). Without /usr/bin/chromium the test fails in
 * CI (`CI` set) and is skipped locally.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { parseCalendarDate } from '../text/calendar-date.js';
import { buildMigrationReport, renderHtml } from './index.js';

// The page-side callbacks below run in the browser; the project compiles without the DOM library.
declare const document: { documentElement: { scrollWidth: number }; body: unknown };
declare const window: { innerWidth: number };
declare function getComputedStyle(element: unknown): { borderTopColor: string; backgroundColor: string; fontSize: string };

const CHROMIUM = '/usr/bin/chromium';
const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'test-results');
const available = existsSync(CHROMIUM);

function reportHtml(fixture: string, now: string): string {
  const filePath = `fixtures/esc/${fixture}`;
  return renderHtml(buildMigrationReport({ sources: [{ filePath, text: readFileSync(join(root, filePath), 'utf8') }], now: parseCalendarDate(now)! }));
}

if (!available && process.env['CI']) {
  it('needs Chromium for the HTML report test', () => {
    throw new Error(`${CHROMIUM} does not exist: install Debian's \`chromium\` package (.ci/run does) to run the HTML report test in a real browser`);
  });
}

describe.skipIf(!available)('the HTML migration report in headless Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  async function open(name: string, html: string) {
    mkdirSync(outDir, { recursive: true });
    const file = join(outDir, `${name}.html`);
    writeFileSync(file, html);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const url = pathToFileURL(file).href;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.route('**/*', (route) => (route.request().url() === url ? route.continue() : route.abort()));
    await page.goto(url, { waitUntil: 'load' });
    return { page, url, requests };
  }

  it('shows the deadline, a coverage bar per zone, the generated rules and the test procedure, offline', async () => {
    const { page, url, requests } = await open('esc-report', reportHtml('migration.edge.yaml', '2023-11-01'));
    expect(requests).toEqual([url]);
    expect(await page.title()).toBe('ESC migration report — 2023-11-01');

    const banner = page.getByTestId('deadline-banner');
    await expect(banner.textContent()).resolves.toContain('ESC is removed on 2024-01-01: 61 days left.');
    expect(await banner.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(212, 167, 44)');

    const zones = page.locator('section[data-kind="zone"]');
    expect(await zones.count()).toBe(2);
    expect(await zones.locator('h2').allTextContents()).toEqual(['Zone shop.example.com', 'Zone api.example.com']);

    // Zone shop.example.com: 6 of 11 covered — the green part is 6/11 of the bar.
    const bar = zones.nth(0).getByTestId('coverage-bar');
    expect(await bar.getAttribute('aria-label')).toBe('Zone shop.example.com: 6 of 11 covered, 3 uncovered, 1 needs a worker script, 1 worker script or discontinued');
    const barBox = (await bar.boundingBox())!;
    const coveredBox = (await bar.locator('span.covered').boundingBox())!;
    expect(coveredBox.width / barBox.width).toBeCloseTo(6 / 11, 1);
    expect(await bar.locator('span.covered').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(26, 127, 55)');

    expect(await zones.nth(0).locator('tr[data-status="covered"]').count()).toBe(6);
    expect(await zones.nth(1).locator('tr[data-status="uncovered"]').count()).toBe(6);
    await expect(zones.nth(0).getByTestId('replacement-rule').first().textContent()).resolves.toContain('"action": "route"');
    await expect(zones.nth(0).getByTestId('test-procedure').textContent()).resolves.toContain('Cookie: disable_esc=$ESC_SECRET');
    await expect(zones.nth(0).getByTestId('test-procedure').textContent()).resolves.toContain('POST /client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/disable_esc');

    // Readable: no horizontal scrolling at a laptop width, body text at least 14px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeGreaterThanOrEqual(14);

    await page.screenshot({ path: join(outDir, 'esc-report.png'), fullPage: true });
    expect(existsSync(join(outDir, 'esc-report.png'))).toBe(true);
    await page.close();
  }, 60_000);

  it('turns the banner red after the removal date', async () => {
    const { page, url, requests } = await open('esc-report-after-removal', reportHtml('after-removal.edge.yaml', '2024-02-15'));
    expect(requests).toEqual([url]);
    const banner = page.getByTestId('deadline-banner');
    await expect(banner.textContent()).resolves.toContain('ESC was removed on 2024-01-01, 45 days ago');
    expect(await banner.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(207, 34, 46)');
    await page.screenshot({ path: join(outDir, 'esc-report-after-removal.png'), fullPage: true });
    await page.close();
  }, 60_000);
});
