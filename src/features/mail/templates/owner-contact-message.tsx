import "server-only";
import { MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

/** A visitor's message from the contact form, to the owner (Reply-To the visitor). */
export interface OwnerContactMessageData {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const sample: OwnerContactMessageData = {
  name: "Ann Peeters",
  email: "ann.peeters@example.com",
  subject: "Dogs in the Forest Lodge?",
  message: "May we bring our two dogs in May?\n\nThey are quiet and used to travelling.",
};

/** One line: a subject typed with line breaks must not break the mail's header. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ");
}

export function ContactMessageEmail({ name, email, subject, message }: OwnerContactMessageData) {
  return (
    <MailLayout locale="en">
      <Paragraph>{`A message from ${name} <${email}>:`}</Paragraph>
      <Paragraph>{`Subject: ${oneLine(subject)}`}</Paragraph>
      {message.split(/\n{2,}/).map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      <Paragraph>Reply to this e-mail to answer the visitor directly.</Paragraph>
    </MailLayout>
  );
}

export function ownerContactMessageMail(data: OwnerContactMessageData): Promise<MailParts> {
  return renderMailParts(
    `Contact form: ${oneLine(data.subject)}`,
    <ContactMessageEmail {...data} />,
  );
}
