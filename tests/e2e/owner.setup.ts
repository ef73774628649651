import { expect, test as setup } from "./fixtures";
import { enrolAndSignIn, saveOwnerState, SIGNED_IN_OWNER } from "./owner";

/**
 * The owner specs' sign-in, once per run: the e-mailed code, the authenticator's enrolment and the
 * recovery codes, as an owner's first sign-in goes. owner-sign-in.spec.ts walks the same steps
 * with its own owner, and a second sign-in.
 */
setup(
  "the back office owner signs in once for the specs that use the back office",
  async ({ page, mailbox }) => {
    await enrolAndSignIn(page, mailbox, SIGNED_IN_OWNER);
    await expect(page.getByText(SIGNED_IN_OWNER)).toBeVisible();
    await saveOwnerState(page);
  },
);
