import { describe, expect, it } from "vitest";
import { checkInDetailsMail, sample } from "./check-in-details";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the check-in details mail", () => {
  it("gives times, map, house rules, the traveller register and the booking", async () => {
    const mail = await checkInDetailsMail(sample);
    const link = absolute(`/bookings/${sample.bookingId}`);
    const register = absolute(`/bookings/${sample.bookingId}/register`);
    expect(mail.subject).toBe("Your check-in details for tomorrow: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "Your stay at Forest Lodge, Durbuy, Luxembourg, starts on Friday, July 10, 2026. Check-in is from 15:00; check-out is by 11:00 on Tuesday, July 14, 2026.",
        "Find it on the map: https://www.openstreetmap.org/?mlat=50.3526&mlon=5.4561#map=15/50.3526/5.4561",
        "House rules: No smoking indoors; Pets on request.",
        "Arriving late? Tell us by replying to this e-mail. Quiet hours are 22:00 to 07:00.",
        "Belgian law asks us to record who stays: if you have not done so yet, please fill in the traveller register before you arrive.",
        `Fill in the traveller register: ${register}`,
        `View your booking: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`href="${register}"`);
  });

  it("does not ask for a register already filled in, or one the guest cannot open", async () => {
    const mail = await checkInDetailsMail({ ...sample, askRegister: false });
    expect(mail.text).not.toContain("traveller register");
    expect(mail.html).not.toContain("/register");
  });

  it("leaves out the map without coordinates and the rules when there are none", async () => {
    const mail = await checkInDetailsMail({
      ...sample,
      latitude: null,
      longitude: 5.4561,
      houseRules: [],
    });
    expect(mail.text).not.toContain("Find it on the map");
    expect(mail.text).not.toContain("House rules");
  });

  it("shows a typed name as text", async () => {
    const mail = await checkInDetailsMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await checkInDetailsMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });
  it("is written in Dutch for a Dutch booking, the home's own words left as written", async () => {
    const mail = await checkInDetailsMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Uw aankomstinformatie voor morgen: Forest Lodge");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        "Uw verblijf in Forest Lodge, Durbuy, Luxembourg, begint op vrijdag 10 juli 2026. U bent welkom vanaf 15:00; op dinsdag 14 juli 2026 vertrekt u uiterlijk om 11:00.",
        "Bekijk de ligging op de kaart: https://www.openstreetmap.org/?mlat=50.3526&mlon=5.4561#map=15/50.3526/5.4561",
        "Huisregels: No smoking indoors; Pets on request.",
        "Komt u later aan? Laat het ons weten door op deze e-mail te antwoorden. Tussen 22.00 en 7.00 uur vragen we om stilte.",
        "De Belgische wet vraagt ons te registreren wie er verblijft: hebt u het nog niet gedaan, vul dan het reizigersregister in vóór uw aankomst.",
        `Reizigersregister invullen: ${absoluteIn("nl", `/bookings/${sample.bookingId}/register`)}`,
        `Uw boeking bekijken: ${absoluteIn("nl", `/bookings/${sample.bookingId}`)}`,
      ),
    );
  });
});
