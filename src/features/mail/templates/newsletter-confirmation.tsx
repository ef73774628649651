import "server-only";
import { Action, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** Sent to an address that has not proven it is its owner's: nothing the requester typed. */
export interface NewsletterConfirmationData {
  unsubscribePath: string;
}

export const sample: NewsletterConfirmationData = {
  unsubscribePath: "/newsletter/unsubscribe?token=sample-token-3f9a1c",
};

export function NewsletterConfirmationEmail({ unsubscribePath }: NewsletterConfirmationData) {
  return (
    <MailLayout>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Thank you for subscribing. A few times a year we will write about new homes, quiet weeks in
        the forest and seasonal offers.
      </Paragraph>
      <Paragraph>
        If you did not sign up, or no longer want these e-mails, one click below removes your
        address.
      </Paragraph>
      <Action label="Unsubscribe" path={unsubscribePath} />
    </MailLayout>
  );
}

export function newsletterConfirmationMail(data: NewsletterConfirmationData): Promise<MailParts> {
  return renderMailParts(
    "You're subscribed to the Ardennes Stays newsletter",
    <NewsletterConfirmationEmail {...data} />,
  );
}
