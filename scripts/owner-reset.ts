import { closeDatabase } from "@/db/client";
import { resetOwner } from "@/features/owner/server";
import { configOrExit } from "@/lib/config";
import { ApiError } from "@/lib/http";

/**
 * `npm run owner:reset -- EMAIL`: for an owner who lost both their authenticator and their
 * recovery codes. Removes their second factors and recovery codes and ends their sessions, so
 * their next sign-in enrols again. Only an address in OWNER_EMAIL.
 */
async function main(): Promise<void> {
  const config = configOrExit();
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) {
    console.error("Usage: npm run owner:reset -- EMAIL");
    process.exit(2);
  }
  if (!config.OWNER_EMAILS.includes(email)) {
    console.error(`${email} is not in OWNER_EMAIL; nothing was changed.`);
    process.exit(1);
  }
  try {
    await resetOwner(email);
    console.log(`Reset ${email}: their next sign-in sets up an authenticator again.`);
  } finally {
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ApiError || error instanceof Error ? error.message : String(error);
  console.error(`Reset failed: ${message}`);
  process.exit(1);
});
