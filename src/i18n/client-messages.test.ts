import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import { clientMessagesOf } from "./client-messages";

describe("the messages sent to the browser", () => {
  const sent = clientMessagesOf(en);

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
  });
});
