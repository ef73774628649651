"use client";

// The guest pages' one error screen, with the texts of this segment's layout (ErrorTexts).
export { ErrorScreen as default } from "@/components/error-texts";
