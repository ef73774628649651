import { describe, expect, it } from "vitest";
import { pickMessages } from "./client-messages";

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
