/** The SQLSTATE of a database error, whether the driver's own or wrapped by Drizzle. */
export function sqlStateOf(error: unknown): string | undefined {
  const withCode = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = withCode?.code ?? withCode?.cause?.code;
  return typeof code === "string" ? code : undefined;
}

export const EXCLUSION_VIOLATION = "23P01";
export const UNIQUE_VIOLATION = "23505";
