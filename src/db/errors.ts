/** The SQLSTATE of a database error, whether the driver's own or wrapped by Drizzle. */
export function sqlStateOf(error: unknown): string | undefined {
  const withCode = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = withCode?.code ?? withCode?.cause?.code;
  return typeof code === "string" ? code : undefined;
}

export const EXCLUSION_VIOLATION = "23P01";
export const UNIQUE_VIOLATION = "23505";
export const DEADLOCK_DETECTED = "40P01";

/**
 * Runs a transaction again when PostgreSQL ended it to break a deadlock. Two transactions that
 * insert overlapping holds at the same moment can each wait for the other in the exclusion
 * constraint's check (it looks for conflicts after inserting); PostgreSQL then aborts one of
 * them. Run again, that one finds the other's hold committed and ends in the usual 23P01.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || sqlStateOf(error) !== DEADLOCK_DETECTED) throw error;
    }
  }
}
