import { describe, expect, it } from "vitest";
import { ownerCodeGuessedMail, sample } from "./owner-code-guessed";
import { textOf } from "./testing";

describe("the mail to an owner whose e-mailed code is being guessed", () => {
  it("says how many wrong codes, that their devices still sign in, and how to lift it", async () => {
    const mail = await ownerCodeGuessedMail(sample);
    expect(mail.subject).toBe("Too many wrong codes for your back office sign-in today");
    expect(mail.text).toBe(
      textOf(
        "Hello,",
        "Today 10 wrong sign-in codes were entered for your address in the back office of Ardennes Stays. Someone may be guessing; without the e-mailed code and your authenticator nobody gets in.",
        "A device you signed in on before still signs in as usual. On any other device the code is refused until tomorrow.",
        "If that is you, whoever runs the site's server can lift this sooner with: npm run owner:reset -- owner@ardennes-stays.example --limits-only",
      ),
    );
  });

  it("has its words in the other languages too", async () => {
    const mail = await ownerCodeGuessedMail({ ...sample, locale: "fr" });
    expect(mail.subject).toBe(
      "Trop de codes erronés aujourd’hui pour votre connexion à l’espace propriétaire",
    );
  });
});
