import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ACTORS,
  allowedStatusChanges,
  BOOKING_STATUSES,
  canTransition,
  HOLDING_STATUSES,
  PAYABLE_STATUSES,
  releasesHold,
  TRANSITIONS,
  type Actor,
  type BookingStatus,
} from "./transitions";

/** Every change the table allows, written out: changing the table means changing this list. */
const ALLOWED = [
  "(new) -> pending by guest",
  "pending -> payment_pending by guest",
  "pending -> paid by payment",
  "pending -> approved by payment",
  "pending -> cancelled by guest",
  "pending -> cancelled by job",
  "pending -> cancelled by owner",
  "payment_pending -> paid by payment",
  "payment_pending -> approved by payment",
  "payment_pending -> cancelled by guest",
  "payment_pending -> cancelled by job",
  "payment_pending -> cancelled by owner",
  "paid -> approved by owner",
  "paid -> rejected by owner",
  "paid -> cancelled by guest",
  "paid -> cancelled by job",
  "paid -> cancelled by owner",
  "approved -> cancelled by guest",
  "approved -> cancelled by job",
  "approved -> cancelled by owner",
];

const describeChange = (from: BookingStatus | null, to: BookingStatus, actor: Actor) =>
  `${from ?? "(new)"} -> ${to} by ${actor}`;

const everyChange = [null, ...BOOKING_STATUSES].flatMap((from) =>
  BOOKING_STATUSES.flatMap((to) => ACTORS.map((actor) => ({ from, to, actor }))),
);

describe("the booking's transition table", () => {
  it.each(ALLOWED)("allows %s", (change) => {
    const allowed = everyChange.filter((c) => describeChange(c.from, c.to, c.actor) === change);
    expect(allowed).toHaveLength(1);
    const [{ from, to, actor }] = allowed as [(typeof everyChange)[number]];
    expect(canTransition(from, to, actor)).toBe(true);
  });

  it(`refuses every other change of the ${everyChange.length} there are`, () => {
    const refused = everyChange.filter(
      ({ from, to, actor }) => !ALLOWED.includes(describeChange(from, to, actor)),
    );
    expect(refused).toHaveLength(everyChange.length - ALLOWED.length);
    for (const { from, to, actor } of refused) {
      expect(canTransition(from, to, actor), describeChange(from, to, actor)).toBe(false);
    }
  });

  it("creates bookings as pending only, and never leads back to pending", () => {
    expect(TRANSITIONS.filter((t) => t.to === "pending")).toEqual([
      { from: null, to: "pending", by: ["guest"] },
    ]);
  });

  it("has no way out of rejected or cancelled", () => {
    expect(TRANSITIONS.filter((t) => t.from === "rejected" || t.from === "cancelled")).toEqual([]);
  });

  it("ends the hold exactly when a booking is rejected or cancelled", () => {
    for (const [from, to] of allowedStatusChanges()) {
      expect(releasesHold(from, to), `${from} -> ${to}`).toBe(
        to === "rejected" || to === "cancelled",
      );
    }
    expect(HOLDING_STATUSES).toEqual(["pending", "payment_pending", "paid", "approved"]);
  });

  it("lets only holding bookings be paid", () => {
    expect(PAYABLE_STATUSES).toEqual(["pending", "payment_pending"]);
    for (const status of PAYABLE_STATUSES) expect(HOLDING_STATUSES).toContain(status);
  });
});

/** The status pairs the newest migration's trigger function allows. */
function pairsInTrigger(): string[] {
  const folder = path.join(import.meta.dirname, "../../../db/migrations");
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const definitions = journal.entries
    .map(({ tag }) => readFileSync(path.join(folder, `${tag}.sql`), "utf8"))
    .filter((text) => text.includes(`FUNCTION "check_booking_transition"`));
  const newest = definitions.at(-1);
  if (!newest) throw new Error("no migration defines check_booking_transition");
  const list = /IN \(([\s\S]*?)\) THEN/.exec(newest)?.[1] ?? "";
  return [...list.matchAll(/\('([a-z_]+)', '([a-z_]+)'\)/g)].map(([, from, to]) => `${from}>${to}`);
}

describe("the database's trigger", () => {
  it("allows exactly the status changes of the table", () => {
    const table = allowedStatusChanges().map(([from, to]) => `${from}>${to}`);
    expect(new Set(table).size).toBe(table.length);
    expect(pairsInTrigger().sort()).toEqual(table.sort());
  });
});
