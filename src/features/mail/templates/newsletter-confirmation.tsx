import "server-only";
import { Action, Greeting, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/**
 * Double opt-in: sent to an address that has not proven it is its owner's, so it carries only
 * the link that confirms, nothing the requester typed.
 */
export interface NewsletterConfirmationData {
  confirmPath: string;
}

export const sample: NewsletterConfirmationData = {
  confirmPath: "/newsletter/confirm?token=sample-token-3f9a1c",
};

export function NewsletterConfirmationEmail({ confirmPath }: NewsletterConfirmationData) {
  return (
    <MailLayout>
      <Greeting name={null} />
      <Paragraph>Please confirm that you want to receive our newsletter.</Paragraph>
      <Paragraph>
        If you did not sign up, ignore this e-mail: without your confirmation you will not hear from
        us.
      </Paragraph>
      <Action label="Confirm subscription" path={confirmPath} />
    </MailLayout>
  );
}

export function newsletterConfirmationMail(data: NewsletterConfirmationData): Promise<MailParts> {
  return renderMailParts(
    "Confirm your subscription to the Ardennes Stays newsletter",
    <NewsletterConfirmationEmail {...data} />,
  );
}
