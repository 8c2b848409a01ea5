// Takes the manifest's narrow screenshots (412×915) from the running app. Run by hand after a
// visible change: node --import tsx scripts/take-screenshots.ts. The PNGs are committed.
import { launchBrowser, phoneContext } from '../test/support/browser.ts';
import { startServer } from '../test/support/server-process.ts';

const server = await startServer();
const browser = await launchBrowser();
const context = await phoneContext(browser, { geolocation: { latitude: -6.1754, longitude: 106.8272 } });
const page = await context.newPage();
for (const [path, file] of [['/', 'beranda'], ['/dzikir', 'tasbih']] as const) {
  await page.goto(`${server.url}${path}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `public/screenshots/${file}.png` });
}
await browser.close();
await server.stop();
