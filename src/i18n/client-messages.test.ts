import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import { CLIENT_NAMESPACES, pickMessages } from "./client-messages";

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

describe("the messages sent to the browser on every guest page", () => {
  const sent = pickMessages(en, CLIENT_NAMESPACES);

  it("hold a dotted namespace's part at its path, without the rest of its namespace", () => {
    expect(sent).toMatchObject({
      property: { bookingCard: en.property.bookingCard, gallery: en.property.gallery },
    });
    expect(sent.property).not.toHaveProperty("defaultDescription");
    expect(sent.property).not.toHaveProperty("reviews");
  });

  it("leave out the namespaces only server components read", () => {
    expect(sent).toHaveProperty("layout");
    expect(sent).toHaveProperty("pricing");
    expect(sent.catalogue).toEqual({ error: en.catalogue.error });
    expect(sent).not.toHaveProperty("mail");
    expect(sent).not.toHaveProperty("terms");
  });
});
