import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Live buses: line-eta shows buses moving and an ETA that counts down between polls. The e2e
 * server always has a bus driving (scripts/e2e-live-feed.mjs: an operator feed at any hour; at commute hours
 * the simulator's buses too), so the spec asks the API which line is live now and uses whichever it finds.
 */

const SHENZHEN_CITY_ID = 440300;
const clientHeaders = { platform: 'H5', channel: '10000', deviceId: 'e2e-live-device-01' };
/** The boarding stop must be far enough for a count in minutes and seconds that outlasts a few polls. */
const MIN_ETA_SECONDS = 150;

type Eta = {
  isLive: boolean;
  vehicles: Array<{ vehicleId: string; isStale: boolean }>;
  stops: Array<{ stationId: string; name: string; etas: Array<{ vehicleId: string; etaSeconds: number }> }>;
};

const getData = async <T>(request: APIRequestContext, url: string): Promise<T> => {
  const response = await request.get(url, { headers: clientHeaders });
  const body = (await response.json()) as { data: T; meta: { code: number; desc: string } };
  if (body.meta.code !== 1) throw new Error(`${url}: ${body.meta.desc}`);
  return body.data;
};

/** A live line and a stop on it some minutes ahead of a live bus. */
const findLiveLine = async (request: APIRequestContext): Promise<{ lineId: string; stationId: string; stopName: string }> => {
  const { lines } = await getData<{ lines: Array<{ lineId: string }> }>(request, `/ydbus-api-v2/line/list?cityId=${SHENZHEN_CITY_ID}&pageSize=50`);
  for (const { lineId } of lines) {
    const eta = await getData<Eta>(request, `/ydbus-api-v2/line_eta/line_vehicle_realtime_eta?lineId=${lineId}`);
    if (!eta.isLive) continue;
    const stop = eta.stops.find((candidate) => candidate.etas.some((entry) => entry.etaSeconds >= MIN_ETA_SECONDS));
    if (stop) return { lineId, stationId: stop.stationId, stopName: stop.name };
  }
  throw new Error('no live line with a stop a few minutes ahead of a bus yet');
};

/** "约 3 分 20 秒后到站" → 200; "约 45 秒后到站" → 45; anything else → null. */
const secondsOf = (text: string): number | null => {
  const match = /^约 (?:(\d+) 分 )?(\d+) 秒后到站$/.exec(text.trim());
  return match ? Number(match[1] ?? 0) * 60 + Number(match[2]) : null;
};

const nextEtaPoll = (page: Page) => page.waitForResponse((response) => response.url().includes('/line/detail/query/eta'), { timeout: 20_000 });

test.describe('live buses', () => {
  test.describe.configure({ timeout: 120_000 });

  let live: { lineId: string; stationId: string; stopName: string };

  test.beforeAll(async ({ request }) => {
    // The feed is polled every 2 s from the server's start; the first positions may still be on their way.
    await expect
      .poll(
        async () => {
          try {
            live = await findLiveLine(request);
            return true;
          } catch {
            return false;
          }
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe(true);
  });

  test('line-eta shows the bus moving between polls and the ETA counting down every second', async ({ page }) => {
    await page.goto(`/udianbus/app/line/line-eta.html?lineId=${live.lineId}&stationId=${live.stationId}`);
    await expect(page.getByTestId('live-status')).toContainText(/^实时 · \d+ 辆车运行中/);
    await expect(page.getByTestId('my-stop')).toContainText(live.stopName);
    const bus = page.locator('.leaflet-container [data-vehicle-id]').first();
    await expect(bus).toBeAttached();
    expect(await page.locator('.leaflet-container [data-vehicle-id]').count()).toBeGreaterThanOrEqual(1);

    // The bus moves: its marker is somewhere else after a later poll.
    const before = await bus.getAttribute('data-position');
    await nextEtaPoll(page);
    await expect.poll(() => page.locator('.leaflet-container [data-vehicle-id]').first().getAttribute('data-position'), { timeout: 25_000 }).not.toBe(before);

    // Between two polls the ETA counts down on its own, a second at a time.
    const eta = page.getByTestId('my-stop-eta');
    await nextEtaPoll(page);
    await page.waitForTimeout(300);
    // Read it four times a second for 4 s (well inside the 10 s between polls): it only ever goes down, a
    // second at a time (two when a reading was late on a busy machine), keeping pace with the clock.
    const readings: Array<{ at: number; seconds: number }> = [];
    const startedAt = Date.now();
    while (Date.now() - startedAt < 4_000) {
      const text = (await eta.textContent()) ?? '';
      const seconds = secondsOf(text);
      expect(seconds, `the ETA reads as a count: "${text}"`).not.toBeNull();
      if (readings.at(-1)?.seconds !== seconds) readings.push({ at: Date.now(), seconds: seconds! });
      await page.waitForTimeout(250);
    }
    const trail = readings.map((reading) => reading.seconds).join(' → ');
    expect(readings.length, `ETA readings ${trail}`).toBeGreaterThanOrEqual(4);
    readings.slice(1).forEach((reading, i) => {
      const drop = readings[i]!.seconds - reading.seconds;
      expect(drop, `ETA readings ${trail}`).toBeGreaterThanOrEqual(1);
      expect(drop, `ETA readings ${trail}`).toBeLessThanOrEqual(2);
    });
    const first = readings[0]!;
    const last = readings.at(-1)!;
    expect(Math.abs(first.seconds - last.seconds - (last.at - first.at) / 1000), `ETA readings ${trail}`).toBeLessThanOrEqual(1.5);
  });

  test('online-bus lists the live line and opens its line-eta', async ({ page }) => {
    await page.goto('/udianbus/app/online-bus.html');
    const link = page.locator(`[data-testid="online-lines"] a[href$="line-eta.html?lineId=${live.lineId}"]`);
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(link.getByTestId('online-arrivals').locator('li').first()).toContainText('→');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/udianbus/app/line/line-eta\\.html\\?lineId=${live.lineId}$`));
    await expect(page.locator('.leaflet-container [data-vehicle-id]').first()).toBeAttached();
  });
});
