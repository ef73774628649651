import "server-only";
import { site } from "@/lib/site";
import { Greeting, Highlight, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/**
 * Sent to whichever address was typed: only the code and what it is for, nothing the requester
 * typed (not even a name).
 */
export interface SignInCodeData {
  code: string;
  /** A code for the owner's back office says so, so an owner never mistakes it for a guest's. */
  backOffice?: boolean;
}

export const sample: SignInCodeData = { code: "482913" };

/** What the outbox keeps in place of the code once the mail is sent. */
export const BLANKED_CODE = "••••••";

export function SignInCodeEmail({ code, backOffice = false }: SignInCodeData) {
  return (
    <MailLayout>
      <Greeting name={null} />
      <Paragraph>{`Use this code to sign in to ${site.name}. It works once and for the next 10 minutes.`}</Paragraph>
      {backOffice ? (
        <Paragraph>{`This code is for the owner's back office of ${site.name}.`}</Paragraph>
      ) : null}
      <Paragraph>
        If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.
      </Paragraph>
      <Highlight>{code}</Highlight>
    </MailLayout>
  );
}

export function signInCodeMail(data: SignInCodeData): Promise<MailParts> {
  const subject = data.backOffice ? "Your back office sign-in code" : "Your sign-in code";
  return renderMailParts(`${subject}: ${data.code}`, <SignInCodeEmail {...data} />);
}
