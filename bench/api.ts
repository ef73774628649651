import type { Property } from "@/features/properties";
import { addDays, type CalendarDate } from "@/lib/dates";
import { FRIDAY, upcoming } from "../tests/support/dates";
import { catalogue, freeStays } from "../tests/support/stays";
import { baseline, closedLoop, openLoop, type LoadResult, type OpenLoopResult } from "./lib/load";
import { round } from "./lib/stats";

export const CONNECTIONS = 50;
const WARM_UP_BOOKINGS = 100;

export interface EndpointFigures {
  endpoint: string;
  path: string;
  bodyBytes: number;
  app: LoadResult;
  baseline: LoadResult | null;
  /** The app's requests/s over the baseline's; reads only. */
  ratio: number | null;
}

export interface ApiFigures {
  endpoints: EndpointFigures[];
  openLoop: OpenLoopResult & { paths: string[] };
}

/** A weekend about ten weeks ahead, in the quiet part of any test data. */
export function benchWeekend(): { startDate: CalendarDate; endDate: CalendarDate } {
  const friday = upcoming(FRIDAY, 70);
  return { startDate: friday, endDate: addDays(friday, 3) };
}

/**
 * The read endpoints of the spec that a guest's visit touches, for one home. Availability and
 * quote take every weekend and midweek of the coming year in turn, as many guests trying dates
 * would; the first pass over them is answered by the database, later ones may be cached responses.
 */
export function readPaths(property: Property): { endpoint: string; paths: string[] }[] {
  const stays = freeStays([property]).map(
    (stay) => `startDate=${stay.startDate}&endDate=${stay.endDate}`,
  );
  const base = `/api/public/properties/${property.id}`;
  return [
    { endpoint: "property list", paths: ["/api/public/properties"] },
    { endpoint: "property", paths: [base] },
    { endpoint: "availability", paths: stays.map((stay) => `${base}/availability?${stay}`) },
    { endpoint: "quote", paths: stays.map((stay) => `${base}/quote?${stay}&guests=2`) },
  ];
}

async function bodySize(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/**
 * Reads for `seconds` each at 50 connections, then the same count against the bare baseline;
 * bookings as one run of up to 1,000 distinct free stays; then the open-loop run.
 */
export async function measureApi(url: string, seconds: number): Promise<ApiFigures> {
  const properties = await catalogue(url);
  const property = properties.find((p) => p.images.length > 0) ?? properties[0];
  if (!property) throw new Error("the catalogue is empty");
  const endpoints: EndpointFigures[] = [];
  for (const { endpoint, paths } of readPaths(property)) {
    const path = paths[0]!;
    const bodyBytes = await bodySize(`${url}${path}`);
    // A short warm-up, so the first compile of a route is not in the figures.
    await closedLoop({ url: `${url}${path}`, connections: 10, duration: 1 });
    const app = await closedLoop({
      url: `${url}${path}`,
      paths,
      connections: CONNECTIONS,
      duration: seconds,
    });
    const base = await baseline(bodyBytes, app.requests, CONNECTIONS);
    endpoints.push({
      endpoint,
      path,
      bodyBytes,
      app,
      baseline: base,
      ratio: base.requestsPerSecond
        ? round(app.requestsPerSecond / base.requestsPerSecond, 2)
        : null,
    });
  }

  const stays = freeStays(properties).slice(0, WARM_UP_BOOKINGS + 1000);
  let next = 0;
  const nextBody = () => {
    const stay = stays[next++ % stays.length]!;
    return JSON.stringify({
      ...stay,
      guestCount: 2,
      guestName: "Bench Guest",
      guestEmail: `bench+${next}@example.com`,
    });
  };
  // As for the reads, a warm-up first, outside the figures, at the same concurrency: on PGlite,
  // whose PostgreSQL runs on the app's own thread, a jump to 50 requests at once held the first
  // ones for up to 10 s while their pipelines and the transactions shared the thread.
  await closedLoop({
    url: `${url}/api/public/bookings`,
    connections: CONNECTIONS,
    amount: WARM_UP_BOOKINGS,
    method: "POST",
    headers: { "content-type": "application/json" },
    nextBody,
  });
  const booking = await closedLoop({
    url: `${url}/api/public/bookings`,
    connections: CONNECTIONS,
    amount: stays.length - WARM_UP_BOOKINGS,
    method: "POST",
    headers: { "content-type": "application/json" },
    nextBody,
  });
  endpoints.push({
    endpoint: "booking creation",
    path: "POST /api/public/bookings",
    bodyBytes: 0,
    app: booking,
    baseline: null,
    ratio: null,
  });

  // The reads of one visit in turn: list, home, then a stay's availability and price.
  const reads = readPaths(property);
  const visits = Array.from({ length: 52 }, (_, turn) =>
    reads.map((read) => read.paths[turn % read.paths.length]!),
  ).flat();
  const open = await openLoop(
    visits.map((path) => `${url}${path}`),
    200,
    10,
  );
  return { endpoints, openLoop: { ...open, paths: reads.map((read) => read.paths[0]!) } };
}
