import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { properties } from "@/db/schema";
import { notFound } from "@/lib/http";
import { isUuid } from "@/lib/text";

/**
 * Locks the home for the rest of the transaction, so that concurrent changes to its photos,
 * seasons or extras take turns; 404 if there is none.
 */
export async function lockHome(tx: Transaction, propertyId: string): Promise<void> {
  const [home] = isUuid(propertyId)
    ? await tx
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.id, propertyId))
        .for("update")
    : [];
  if (!home) throw notFound("Property");
}
