import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import { BOOKING_DIALOG, CLIENT_NAMESPACES, omitMessages, pickMessages } from "./client-messages";

describe("pickMessages", () => {
  const messages = {
    layout: { home: "Home" },
    auth: { account: { logout: "Logout" }, signIn: { verify: "Verify" }, meta: { title: "T" } },
  };

  it("keeps whole namespaces and the named parts of others, nested as in the file", () => {
    expect(pickMessages(messages, ["layout", "auth.account", "auth.signIn"])).toEqual({
      layout: { home: "Home" },
      auth: { account: { logout: "Logout" }, signIn: { verify: "Verify" } },
    });
  });

  it("skips names the messages lack", () => {
    expect(pickMessages(messages, ["contact", "auth.nothing", "layout.home.deeper"])).toEqual({});
  });
});

describe("omitMessages", () => {
  it("leaves out the named parts and keeps the messages it was given as they were", () => {
    const messages = { booking: { bookNow: "Book Now", wizard: { total: "Total" } } };
    expect(omitMessages(messages, ["booking.wizard", "other.part"])).toEqual({
      booking: { bookNow: "Book Now" },
    });
    expect(messages.booking.wizard).toEqual({ total: "Total" });
  });
});

describe("the messages every page's client components are sent with their own", () => {
  const sent = pickMessages(en, CLIENT_NAMESPACES);

  it("hold the sign-in check's and the field errors' texts, a dotted part at its path", () => {
    expect(sent).toMatchObject({
      auth: { account: en.auth.account, signIn: en.auth.signIn },
      errors: { fields: en.errors.fields },
    });
    expect(sent.auth).not.toHaveProperty("signInPage");
  });

  it("leave out what the header, the footer and the error screens take as props", () => {
    expect(sent).not.toHaveProperty("layout");
    expect(sent).not.toHaveProperty("newsletter");
    expect(sent.errors).not.toHaveProperty("page");
    expect(sent.errors).not.toHaveProperty("notifications");
  });

  it("leave out what only one page's client components or only server components read", () => {
    for (const pageOnly of ["booking", "bookings", "pricing", "property", "catalogue", "mail"]) {
      expect(sent).not.toHaveProperty(pageOnly);
    }
  });
});

describe("the booking dialog's messages", () => {
  const sent = omitMessages(pickMessages(en, BOOKING_DIALOG.namespaces), BOOKING_DIALOG.without);

  it("hold the dialog's and its calendar's texts but not the wizard's or the payment page's", () => {
    expect(sent).toMatchObject({ booking: { bookNow: en.booking.bookNow }, pricing: en.pricing });
    expect(sent.booking).toHaveProperty("calendar");
    expect(sent.booking).not.toHaveProperty("wizard");
    expect(sent.booking).not.toHaveProperty("payment");
  });
});
