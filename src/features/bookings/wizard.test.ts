import { describe, expect, it } from "vitest";
import {
  bookingPageQuery,
  currentStep,
  INITIAL_WIZARD_STATE,
  initialGuestCount,
  parseBookingQuery,
  stepState,
  WIZARD_STEPS,
  wizardReducer,
} from "./wizard";
import { guestDetailsSchema } from "./guest-details";

const states = (current: Parameters<typeof stepState>[1]) =>
  WIZARD_STEPS.map((step) => [step.label, stepState(step.id, current)]);

describe("booking wizard steps", () => {
  it("has four steps, the last one the payment", () => {
    expect(WIZARD_STEPS.map((step) => step.label)).toEqual([
      "Select Dates",
      "Verify Email",
      "Your Details",
      "Payment",
    ]);
  });

  it("starts at auth with dates complete", () => {
    const step = currentStep(INITIAL_WIZARD_STATE, false);
    expect(step).toBe("auth");
    expect(states(step)).toEqual([
      ["Select Dates", "completed"],
      ["Verify Email", "current"],
      ["Your Details", "pending"],
      ["Payment", "pending"],
    ]);
  });

  it("signed-in guests skip auth", () => {
    expect(currentStep(INITIAL_WIZARD_STATE, true)).toBe("details");
  });

  it("verification moves to details", () => {
    const state = wizardReducer(INITIAL_WIZARD_STATE, { type: "verified" });
    expect(currentStep(state, true)).toBe("details");
    expect(stepState("auth", currentStep(state, true))).toBe("completed");
  });

  it("a created booking moves to payment, keeping its id", () => {
    const details = wizardReducer(INITIAL_WIZARD_STATE, { type: "verified" });
    const done = wizardReducer(details, { type: "bookingCreated", bookingId: "b-1" });
    expect(done).toEqual({ step: "payment", bookingId: "b-1" });
    expect(states(currentStep(done, false))).toEqual([
      ["Select Dates", "completed"],
      ["Verify Email", "completed"],
      ["Your Details", "completed"],
      ["Payment", "current"],
    ]);
  });

  it("a late verification does not move the guest back from payment", () => {
    const done = wizardReducer(INITIAL_WIZARD_STATE, { type: "bookingCreated", bookingId: "b-1" });
    expect(wizardReducer(done, { type: "verified" })).toBe(done);
  });
});

describe("the booking page's query, as the page hands it on", () => {
  const propertyId = "6b0f7a52-2f6e-4d4c-9d0e-1f2a3b4c5d6e";

  it("keeps an id, dates and persons that parse, dates as Brussels calendar dates", () => {
    expect(
      bookingPageQuery({
        propertyId,
        startDate: "2026-11-27T13:00:00.000Z",
        endDate: ["2026-11-30", "2027-01-01"],
        persons: "3",
      }),
    ).toEqual({ propertyId, startDate: "2026-11-27", endDate: "2026-11-30", persons: "3" });
  });

  it("drops what does not parse instead of handing the text on", () => {
    const hostile = "<script>alert(1)</script>";
    const query = bookingPageQuery({
      propertyId: hostile,
      startDate: hostile,
      endDate: "2026-02-30",
      persons: "many",
    });
    expect(query).toEqual({});
    expect(parseBookingQuery(query)).toEqual({
      ok: false,
      message: "Missing required booking information",
    });
  });

  it("hands on the extras chosen in the dialog, rewritten from what parses", () => {
    const dog = "0b5c2f8e-6f1a-4c1e-9d3a-2a4b6c8d0e1f";
    const wood = "1c6d3a9f-7a2b-4d2f-8e4b-3b5c7d9e1f2a";
    const stay = { propertyId, startDate: "2026-11-27", endDate: "2026-11-30" };
    const query = bookingPageQuery({
      ...stay,
      extras: `${dog}:1, ${wood}:2,<b>:3,${dog}:2`,
    });
    expect(query).toEqual({ ...stay, extras: `${dog}:1,${wood}:2` });
    const parsed = parseBookingQuery(query);
    expect(parsed.ok && parsed.extras).toEqual([
      { id: dog, quantity: 1 },
      { id: wood, quantity: 2 },
    ]);
    expect(bookingPageQuery({ ...stay, extras: "nothing:1" })).toEqual(stay);
  });

  it("hands on the promo code applied in the dialog in capitals, and drops one that cannot be a code", () => {
    const stay = { propertyId, startDate: "2026-11-27", endDate: "2026-11-30" };
    const query = bookingPageQuery({ ...stay, promo: " midweek-25 " });
    expect(query).toEqual({ ...stay, promo: "MIDWEEK-25" });
    const parsed = parseBookingQuery(query);
    expect(parsed.ok && parsed.promo).toBe("MIDWEEK-25");
    expect(bookingPageQuery({ ...stay, promo: "<b>25%</b>" })).toEqual(stay);
  });
});

describe("the booking page's query", () => {
  it("needs propertyId, startDate and endDate: 'Missing required booking information'", () => {
    expect(parseBookingQuery({ propertyId: "p", startDate: "2026-11-27" })).toEqual({
      ok: false,
      message: "Missing required booking information",
    });
    expect(parseBookingQuery({})).toEqual({
      ok: false,
      message: "Missing required booking information",
    });
  });

  it("reads the dialog's timestamps as Brussels dates, persons defaulting to 2, children to 0 and no promo code", () => {
    expect(
      parseBookingQuery({
        propertyId: "p",
        startDate: "2026-11-27T13:00:00.000Z",
        endDate: "2026-11-30T08:00:00.000Z",
      }),
    ).toEqual({
      ok: true,
      propertyId: "p",
      startDate: "2026-11-27",
      endDate: "2026-11-30",
      persons: 2,
      children: 0,
      extras: [],
      promo: null,
    });
    const withPersons = parseBookingQuery({
      propertyId: "p",
      startDate: "2026-11-27",
      endDate: "2026-11-30",
      persons: "5",
    });
    expect(withPersons.ok && withPersons.persons).toBe(5);
    const withChildren = parseBookingQuery({
      propertyId: "p",
      startDate: "2026-11-27",
      endDate: "2026-11-30",
      children: "2",
    });
    expect(withChildren.ok && withChildren.children).toBe(2);
  });

  it("starts with the smaller of persons and the property's maxGuests", () => {
    expect(initialGuestCount(6, 4)).toBe(4);
    expect(initialGuestCount(2, 4)).toBe(2);
  });
});

describe("guest details form", () => {
  it("requires a name and a valid email, the rest is optional", () => {
    const result = guestDetailsSchema.safeParse({
      name: " ",
      email: "not-an-email",
      phone: "",
      address: "",
      specialRequests: "",
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual([
      ["name", "Name is required"],
      ["email", "Valid email is required"],
    ]);
  });

  it("accepts a name and an email alone", () => {
    const result = guestDetailsSchema.safeParse({
      name: "Anna Peeters",
      email: "Anna@Example.be",
      phone: "",
      address: "",
      specialRequests: "",
    });
    expect(result.success && result.data).toEqual({
      name: "Anna Peeters",
      email: "anna@example.be",
      phone: null,
      address: "",
      specialRequests: "",
    });
  });
});
