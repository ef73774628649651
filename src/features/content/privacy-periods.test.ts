import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { getConfig } from "@/lib/config";
import { RETENTION } from "@/features/privacy";
import english from "../../../messages/en.json";

const { purposes } = english.privacy;

describe("the privacy policy", () => {
  it("states the periods the retention job enforces", () => {
    expect(purposes.booking.howLong).toContain(RETENTION.bookings.text);
    expect(purposes.payment.howLong).toContain(RETENTION.bookings.text);
    expect(purposes.account.howLong).toContain(RETENTION.expiredSignInCodes.text);
    expect(purposes.account.howLong).toContain(RETENTION.endedSessions.text);
    expect(purposes.contact.howLong).toContain(RETENTION.contactMessages.text);
    expect(purposes.newsletter.howLong).toContain(RETENTION.unconfirmedNewsletterSignUps.text);
    expect(purposes.newsletter.howLong).toContain(RETENTION.unsubscribedNewsletterAddresses.text);
    expect(purposes.alerts.howLong).toContain(RETENTION.unconfirmedAvailabilityAlerts.text);
    expect(purposes.alerts.howLong).toContain(RETENTION.endedAvailabilityAlerts.text);
    expect(purposes.mail.howLong).toContain(RETENTION.sentMail.text);
    expect(purposes.security.howLong).toContain(RETENTION.rateLimitCounters.text);
  });

  it("states the traveller register's period as configured", () => {
    const t = createTranslator({ locale: "en", messages: english, namespace: "privacy" });
    const days = getConfig().TRAVELLER_REGISTER_RETENTION_DAYS;
    expect(t("purposes.travellers.howLong", { days })).toBe(
      `${days} days after your departure, then erased.`,
    );
  });
});
