/*
 * Calendars in the shapes Airbnb, Booking.com and Vrbo publish for a listing (issue 18): CRLF
 * line ends, all-day `DTSTART;VALUE=DATE` events, their 'Reserved' and 'Not available'
 * summaries, long lines folded at 75 octets, and Vrbo's time-zone block. Dates are the test's,
 * so the stays always lie ahead.
 */

export interface ChannelStay {
  uid: string;
  checkIn: string;
  checkOut: string;
  summary?: string;
}

const basic = (date: string) => date.replaceAll("-", "");

/** RFC 5545 folding: a line longer than 75 octets goes on in lines that start with a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts.join("\r\n");
}

function calendar(lines: string[]): string {
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

export function airbnbFeed(stays: ChannelStay[]): string {
  return calendar([
    "BEGIN:VCALENDAR",
    "PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
    ...stays.flatMap((stay) => [
      "BEGIN:VEVENT",
      `DTEND;VALUE=DATE:${basic(stay.checkOut)}`,
      `DTSTART;VALUE=DATE:${basic(stay.checkIn)}`,
      `UID:${stay.uid}@airbnb.com`,
      ...(stay.summary === "Airbnb (Not available)"
        ? []
        : [
            "DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMQ4X2Z8NP\\nPhone Number (Last 4 Digits): 4821",
          ]),
      `SUMMARY:${stay.summary ?? "Reserved"}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ]);
}

export function bookingComFeed(stays: ChannelStay[]): string {
  return calendar([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//admin.booking.com//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...stays.flatMap((stay) => [
      "BEGIN:VEVENT",
      `UID:${stay.uid}@booking.com`,
      "DTSTAMP:20261101T080000Z",
      `DTSTART;VALUE=DATE:${basic(stay.checkIn)}`,
      `DTEND;VALUE=DATE:${basic(stay.checkOut)}`,
      `SUMMARY:${stay.summary ?? "CLOSED - Not available"}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ]);
}

/** Vrbo names the guest in the summary: the import must keep none of it. */
export function vrboFeed(stays: ChannelStay[]): string {
  return calendar([
    "BEGIN:VCALENDAR",
    "PRODID:-//HomeAway.com, Inc.//EN",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Brussels",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200",
    "TZNAME:CEST",
    "DTSTART:19700329T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "TZNAME:CET",
    "DTSTART:19701025T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
    ...stays.flatMap((stay) => [
      "BEGIN:VEVENT",
      `UID:${stay.uid}@vrbo.com`,
      "DTSTAMP:20261101T101010Z",
      `DTSTART;VALUE=DATE:${basic(stay.checkIn)}`,
      `DTEND;VALUE=DATE:${basic(stay.checkOut)}`,
      `SUMMARY:${stay.summary ?? "Reserved - Margriet Verhoeven"}`,
      "DESCRIPTION:Inquiry from Margriet Verhoeven for 4 guests. Arrival after 16:00, a cot for the youngest, and a question about parking for a second car near the house.",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ]);
}

/** `count` stays that ended years ago, as a feed that lists a home's whole history has them. */
export function pastStays(count: number): ChannelStay[] {
  return Array.from({ length: count }, (_, index) => ({
    uid: `past-${index}`,
    checkIn: "2020-01-04",
    checkOut: "2020-01-07",
  }));
}

/**
 * A calendar of 3 MB that ical.js's parser takes many seconds over: after each of a line's
 * 500,000 parameters it looks for the value's ':' again, to the end of the line.
 */
export function slowToReadFeed(): string {
  // Unfolded: folding it here would take as long as parsing it.
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Slow//EN",
    `X-SLOW;${"X-A=1;".repeat(500_000)}X-B=2:value`,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
