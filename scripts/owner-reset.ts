import { closeDatabase } from "@/db/client";
import { clearOwnerSignInLimits, resetOwner } from "@/features/owner/server";
import { configOrExit } from "@/lib/config";
import { ApiError } from "@/lib/http";

const USAGE = "Usage: npm run owner:reset -- EMAIL [--limits-only]";

/**
 * `npm run owner:reset -- EMAIL`: for an owner who lost both their authenticator and their
 * recovery codes. Removes their second factors and recovery codes, ends their sessions and
 * clears their sign-in limits, so their next sign-in enrols again; they are mailed. With
 * `--limits-only`, only the limits are cleared: for an owner kept out by strangers' wrong codes
 * on a device they never signed in on. Only an address in OWNER_EMAIL.
 */
async function main(): Promise<void> {
  const config = configOrExit();
  const args = process.argv.slice(2);
  const limitsOnly = args.includes("--limits-only");
  const [given, ...rest] = args.filter((arg) => arg !== "--limits-only");
  const email = given?.trim().toLowerCase();
  if (!email || email.startsWith("-") || rest.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  if (!config.OWNER_EMAILS.includes(email)) {
    console.error(`${email} is not in OWNER_EMAIL; nothing was changed.`);
    process.exit(1);
  }
  try {
    if (limitsOnly) {
      await clearOwnerSignInLimits(email);
      console.log(`Cleared the sign-in limits of ${email}; their authenticator is kept.`);
    } else {
      await resetOwner(email);
      console.log(`Reset ${email}: their next sign-in sets up an authenticator again.`);
    }
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
