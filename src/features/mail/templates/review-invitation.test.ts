import { describe, expect, it } from "vitest";
import { reviewInvitationMail, sample } from "./review-invitation";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the review invitation", () => {
  it("asks how the stay was, says who may review and until when, links to the form", async () => {
    const mail = await reviewInvitationMail(sample);
    const link = absolute(`/reviews/write?token=${sample.token}`);
    expect(mail.subject).toBe("How was your stay at Forest Lodge?");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "Thank you for staying at Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026. Would you tell other guests what it was like?",
        "Only guests who booked and stayed through this site can write a review, one per stay, and we publish every review. The link below works until Thursday, August 13, 2026, without signing in.",
        `Write a review: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("as the reminder, says the stay can still be reviewed, with the same link", async () => {
    const mail = await reviewInvitationMail({ ...sample, reminder: true });
    const link = absolute(`/reviews/write?token=${sample.token}`);
    expect(mail.subject).toBe("Reminder: your review of Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "You can still review your stay at Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026: it takes two minutes and helps other guests choose.",
        "Only guests who booked and stayed through this site can write a review, one per stay, and we publish every review. The link below works until Thursday, August 13, 2026, without signing in.",
        `Write a review: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("shows a typed name as text", async () => {
    const mail = await reviewInvitationMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("is written in Dutch for a Dutch booking, linking to the Dutch page", async () => {
    const mail = await reviewInvitationMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Hoe was uw verblijf in Forest Lodge?");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        "Bedankt voor uw verblijf in Forest Lodge, van vrijdag 10 juli 2026 tot dinsdag 14 juli 2026. Wilt u andere gasten vertellen hoe het was?",
        "Alleen gasten die via deze website hebben geboekt en er verbleven, kunnen een beoordeling schrijven, één per verblijf, en we publiceren elke beoordeling. De link hieronder werkt tot en met donderdag 13 augustus 2026, zonder dat u zich hoeft aan te melden.",
        `Beoordeling schrijven: ${absoluteIn("nl", `/reviews/write?token=${sample.token}`)}`,
      ),
    );
  });

  it("writes the Dutch reminder's subject and text", async () => {
    const mail = await reviewInvitationMail({ ...sample, locale: "nl", reminder: true });
    expect(mail.subject).toBe("Herinnering: uw beoordeling van Forest Lodge");
    expect(mail.text).toContain(
      "U kunt uw verblijf in Forest Lodge, van vrijdag 10 juli 2026 tot dinsdag 14 juli 2026, nog altijd beoordelen: het kost u twee minuten en helpt andere gasten kiezen.",
    );
  });
});
