import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { twMerge } from "tailwind-merge";
import { formatLongDate } from "@/lib/dates";
import type { Property } from "@/features/properties";
import { attachmentsIn, decodeQuotedPrintable, type ReceivedAttachment } from "../support/smtp";

/** RFC 5322 unfolding of the header lines, so a long subject reads as the one line it is. */
function unfoldHeaders(message: string): string {
  const end = message.search(/\r?\n\r?\n/);
  if (end < 0) return message;
  return message.slice(0, end).replace(/\r?\n(?=[ \t])/g, "") + message.slice(end);
}

/** Reads what the app mailed through the suite's SMTP server. */
export interface Mailbox {
  /** The latest sign-in code sent to an address, waiting for it to arrive. */
  codeFor(email: string): Promise<string>;
  /** The latest message to an address whose decoded text matches, waiting for it to arrive. */
  messageTo(email: string, match: RegExp): Promise<string>;
  /** The files that message carries, as a mail client offers them. */
  attachmentsOf(email: string, match: RegExp): Promise<ReceivedAttachment[]>;
}

/** Console errors and uncaught page errors; every test ends by asserting there were none. */
export interface ConsoleErrors {
  /** Declares errors a test provokes on purpose (e.g. the browser logging an API 400). */
  allow(...patterns: RegExp[]): void;
}

interface Fixtures {
  mailbox: Mailbox;
  consoleErrors: ConsoleErrors;
  properties: Property[];
}

let clients = 0;

/**
 * A loopback address of the test's own (the dev tools serve loopback clients), sent as the proxy
 * would: the site trusts one proxy (playwright.config.ts), so each test's page and requests are one
 * client, as a real guest is, and the per-client limits (20 sign-in codes an hour) count it alone.
 */
function clientAddress(workerIndex: number): string {
  clients += 1;
  return `127.${workerIndex + 1}.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

/**
 * A page's scripts load after its first paint (docs/decisions/0067), so its load event can come
 * before React has hydrated it, and text typed into a field before then is lost when React renders
 * it. React tells a developer tools hook of every commit, production builds included: in every
 * context the tests use, `goto` and `reload` return once the page has committed its first render
 * and the browser has then been idle, unless asked to wait only for the response
 * (`waitUntil: "commit"`).
 */
const waiting = new WeakSet<BrowserContext>();
async function waitForPageStart(context: BrowserContext): Promise<void> {
  if (waiting.has(context)) return;
  waiting.add(context);
  await context.addInitScript(() => {
    const started = window as unknown as { __pageStarted?: boolean };
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: () => {
          started.__pageStarted = true;
        },
      },
    });
  });
  const started = async (page: Page) => {
    await page.waitForFunction(
      () =>
        (window as unknown as { __pageStarted?: boolean }).__pageStarted === true ||
        document.contentType !== "text/html" ||
        !document.querySelector('script[src^="/_next/"], script[type="text/x-after-paint"]'),
    );
    // Hydration goes on in slices after the first commit (a boundary whose code is still on its
    // way commits later): the browser is idle once it is done.
    await page
      .evaluate(
        () =>
          new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
      )
      // A page that moves on by itself (a signed-out visit sent to sign in) has started.
      .catch(() => undefined);
  };
  const patch = (page: Page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== "commit") await started(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== "commit") await started(page);
      return response;
    };
  };
  context.pages().forEach(patch);
  context.on("page", patch);
}

export const test = base.extend<Fixtures, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        // Without JavaScript a page never starts: its server's HTML is all there is.
        if (options?.javaScriptEnabled !== false) await waitForPageStart(context);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context }, use) => {
    await waitForPageStart(context);
    await use(context);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": clientAddress(testInfo.workerIndex) });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        // The page fixture's init script, refused in a sandboxed frame (the dev mailbox's mail
        // previews): the browser says so, and it is not the page's doing.
        if (message.text().startsWith("Blocked script execution in 'about:srcdoc'")) return;
        if (message.type() === "error")
          errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use({ allow: (...patterns) => allowed.push(...patterns) });
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, "the page logged console errors").toEqual([]);
      // And the page as the test leaves it has no two classes for one property (src/lib/cn.ts).
      const conflicts = await classConflicts(page).catch(() => []);
      expect(conflicts, "classes setting one property twice on the last page").toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    // The browser logs most Content-Security-Policy violations, not all (a caught eval is
    // silent); the event always fires. Logged as an error, it fails the test like any other.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI}`,
        );
      });
    });
    await use(page);
  },
  mailbox: async ({ request }, use) => {
    const mailboxUrl = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/messages`;
    /** The latest message matching, as sent and as read (decoded, headers unfolded). */
    async function latest(email: string, match: RegExp): Promise<{ raw: string; read: string }> {
      let found: { raw: string; read: string } | undefined;
      await expect
        .poll(
          async () => {
            const response = await request.get(`${mailboxUrl}?to=${encodeURIComponent(email)}`);
            const messages = ((await response.json()) as string[]).map((raw) => ({
              raw,
              read: unfoldHeaders(decodeQuotedPrintable(raw)),
            }));
            found = messages.filter((message) => match.test(message.read)).at(-1);
            return found !== undefined;
          },
          { timeout: 15_000, message: `a mail to ${email} matching ${match}` },
        )
        .toBe(true);
      return found!;
    }
    async function messageTo(email: string, match: RegExp): Promise<string> {
      return (await latest(email, match)).read;
    }
    await use({
      messageTo,
      async attachmentsOf(email, match) {
        return attachmentsIn((await latest(email, match)).raw);
      },
      async codeFor(email) {
        // The subject carries the code in every language ("Uw aanmeldcode: 123456"), encoded
        // words (RFC 2047) included: their digits stay as they are.
        const message = await messageTo(email, /Subject: [^\r\n]*\d{6}/);
        return /Subject: [^\r\n]*?(\d{6})(?!\d)/.exec(message)![1]!;
      },
    });
  },
  properties: async ({ request }, use) => {
    const response = await request.get("/api/public/properties");
    expect(response.ok()).toBe(true);
    await use((await response.json()) as Property[]);
  },
});

export { expect };

/** WCAG 2.2 AA as axe-core tags it; 2.2 adds only AA rules, so there is no wcag22a tag to ask for. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** Every rule axe-core has but the AAA ones (issue 38): best practices and experimental rules too. */
const EVERY_TAG = [...WCAG_TAGS, "best-practice", "experimental"];

/** axe-core's violations of what the page shows now, of every rule and every impact. */
export async function axeViolations(
  page: Page,
): Promise<Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]> {
  // axe.run in the page itself: the default runs each frame apart, then opens a blank page to
  // merge the results, which only cross-origin frames need, and no page checked here has any.
  // Only the violations come back whole: every passed check's nodes, serialised out of the page,
  // took half of each run.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(EVERY_TAG)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations;
}

/**
 * The class lists on the page in which two classes set the same property (src/lib/cn.ts joins
 * without resolving them), each with the classes tailwind-merge would drop from it.
 */
export async function classConflicts(page: Page): Promise<string[]> {
  const lists = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll("[class]")].map((el) => el.getAttribute("class")!)),
  ]);
  return lists.flatMap((list) => {
    // A class written twice is harmless; tailwind-merge would drop the copy.
    const classes = [...new Set(list.split(/\s+/).filter(Boolean))];
    const kept = twMerge(classes.join(" ")).split(" ").filter(Boolean);
    return kept.length === classes.length
      ? []
      : [`${list} -> drops ${classes.filter((c) => !kept.includes(c)).join(" ")}`];
  });
}

/** A home as the public API gives it to a guest reading `locale`: its texts in that language. */
export async function homeIn(
  request: APIRequestContext,
  id: string,
  locale: string,
): Promise<Property> {
  const response = await request.get(`/api/public/properties/${id}`, {
    headers: { "Accept-Language": locale },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Property;
}

export async function openProperty(page: Page, property: Property): Promise<void> {
  await page.goto(`/properties/${property.id}`);
  await expect(page.getByRole("heading", { level: 1, name: property.name })).toBeVisible();
}

/** The booking dialog of the home whose page is open, opened from 'Book Now'. */
export async function openBookingDialog(page: Page, homeName: string): Promise<Locator> {
  await page.getByRole("button", { name: "Book Now" }).click();
  return page.getByRole("dialog", { name: `Book ${homeName}` });
}

/** A day of the booking dialog's calendar, paging forward through the months to show it. */
export async function shownDay(dialog: Locator, date: string): Promise<Locator> {
  const day = dialog.getByRole("button", { name: new RegExp(`^${formatLongDate(date)}`) });
  for (let month = 0; month < 13 && !(await day.isVisible()); month++) {
    await dialog.getByRole("button", { name: /next month/i }).click();
  }
  return day;
}

/** The amount a price breakdown (terms and amounts) gives a line, found by its exact label: its first dd (a note may follow). */
export function amountOf(scope: Locator, label: string): Locator {
  return scope
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

/** A stay's total as the quote gives it for two guests, with `query`'s extras or promo code. */
export async function quotedTotal(
  request: APIRequestContext,
  home: Property,
  stay: { startDate: string; endDate: string },
  query: Record<string, string> = {},
): Promise<number> {
  const search = new URLSearchParams({ ...stay, guests: "2", ...query });
  const response = await request.get(`/api/public/properties/${home.id}/quote?${search}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { summary: { totalPrice: number } }).summary.totalPrice;
}

/** Signs a guest in on the login page; answers the session token the page keeps. */
export async function signInGuest(
  page: Page,
  mailbox: Mailbox,
  name: string,
  email: string,
): Promise<string> {
  await page.goto("/auth/login");
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByPlaceholder("Enter 6-digit code").fill(await mailbox.codeFor(email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  const stored = await page.evaluate(() => localStorage.getItem("guest-auth-storage"));
  const token = (JSON.parse(stored ?? "{}") as { state?: { token?: string } }).state?.token;
  expect(token, "the session token after sign-in").toBeTruthy();
  return token!;
}

/**
 * A home for two guests, of those `suits` lets through, whose stay is free: the last listed
 * first, as the other specs book from the front of the list.
 */
export async function freeHomeFor(
  request: APIRequestContext,
  stay: { startDate: string; endDate: string },
  suits: (home: Property) => boolean,
): Promise<Property> {
  const homes = (await (await request.get("/api/public/properties")).json()) as Property[];
  const query = new URLSearchParams({ ...stay, guests: "2" }).toString();
  for (const home of homes.filter((h) => h.maxGuests >= 2 && suits(h)).reverse()) {
    const answer = await request.get(`/api/public/properties/${home.id}/availability?${query}`);
    if (((await answer.json()) as { isAvailable: boolean }).isAvailable) return home;
  }
  throw new Error(`no home is free from ${stay.startDate} to ${stay.endDate}`);
}

/** A booking for two as the signed-in guest, through the API as the booking page makes it. */
export async function bookThroughApi(
  request: APIRequestContext,
  token: string,
  booking: {
    propertyId: string;
    startDate: string;
    endDate: string;
    guestName: string;
    guestEmail: string;
    address?: string;
  },
): Promise<{ id: string; total: number }> {
  const created = await request.post("/api/public/bookings", {
    headers: { authorization: `Bearer ${token}` },
    data: { ...booking, guestCount: 2 },
  });
  expect(created.status(), "the booking is made").toBe(201);
  const body = (await created.json()) as {
    id: string;
    pricing: { summary: { totalPrice: number } };
  };
  return { id: body.id, total: body.pricing.summary.totalPrice };
}

/** Pays what the booking owes now on the sandbox checkout page, back on the payment-return page. */
export async function payInSandboxCheckout(
  page: Page,
  request: APIRequestContext,
  bookingId: string,
): Promise<void> {
  const started = await request.post(`/api/public/payments/start/${bookingId}`);
  const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
  await page.goto(checkoutUrl);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}/payment-return`));
}
