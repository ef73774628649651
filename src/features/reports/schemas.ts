import { z } from "zod";
import { periodOfDays, REPORT_MAX_DAYS } from "./period";

/** The stays export's query: the Brussels days [from, to) and, if given, one home. */
export const staysExportQuerySchema = z
  .object({
    from: z.iso.date("from must be a date (YYYY-MM-DD)"),
    to: z.iso.date("to must be a date (YYYY-MM-DD)"),
    home: z.uuid({ message: "home must be a home's id" }).optional(),
  })
  .refine((query) => periodOfDays(query.from, query.to) !== null, {
    message: `to must be after from, at most ${REPORT_MAX_DAYS} days later`,
    path: ["to"],
  });

/** The yearly summary's query: a year and, if given, one home. */
export const yearSummaryQuerySchema = z.object({
  year: z.coerce
    .number({ message: "year must be a year, such as 2026" })
    .int("year must be a year, such as 2026")
    .min(2000, "year must be a year, such as 2026")
    .max(2099, "year must be a year, such as 2026"),
  home: z.uuid({ message: "home must be a home's id" }).optional(),
});
