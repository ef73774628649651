import { responseSchema } from "@/lib/api-client";
import type { RegisterView } from "../schemas";

/** The register's answer, checked without zod (the pages need not load it). */
export const registerViewCheck = responseSchema(
  (value): value is RegisterView =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as RegisterView).bookingId === "string" &&
    typeof (value as RegisterView).editable === "boolean" &&
    typeof (value as RegisterView).maxTravellers === "number" &&
    Array.isArray((value as RegisterView).travellers),
);
