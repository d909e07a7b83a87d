import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Under scripts/clock-shift.mjs the Node processes read a clock moved by libfaketime, which
 * Chromium does not start under; the browser runs on the real clock and its pages' Date is moved
 * by the same amount instead, so the app sees the day the server sees.
 */
const SHIFT_MS = Number(process.env.CADENCE_CLOCK_SHIFT_MS ?? 0);

/** Moves `Date` in every page of a context by `offset` milliseconds (timers keep real time). */
function shiftDate(offset: number): void {
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(now());
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return now();
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

/** Launch options that keep Chromium off libfaketime when the clock is moved. */
export function browserEnv(): { env?: Record<string, string | undefined> } {
  return SHIFT_MS === 0 ? {} : { env: { ...process.env, LD_PRELOAD: '', FAKETIME: '' } };
}

/** Moves the pages of a context to the clock the server reads (nothing without a shift). */
export async function shiftPages(context: BrowserContext): Promise<void> {
  if (SHIFT_MS !== 0) await context.addInitScript(shiftDate, SHIFT_MS);
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    ...browserEnv(),
  });
  if (SHIFT_MS === 0) return browser;
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>): Promise<BrowserContext> => {
    const context = await newContext(...args);
    await shiftPages(context);
    return context;
  };
  browser.newPage = async (...args: Parameters<Browser['newPage']>): Promise<Page> => {
    const page = await newPage(...args);
    await shiftPages(page.context());
    return page;
  };
  return browser;
}
