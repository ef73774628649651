import "server-only";
import { Highlight, MailLayout, Paragraph } from "./layout";
import { renderMailParts, type MailParts } from "./render";

export interface SignInCodeData {
  name: string;
  code: string;
}

export const sample: SignInCodeData = { name: "Ann Peeters", code: "482913" };

export function SignInCodeEmail({ name, code }: SignInCodeData) {
  return (
    <MailLayout>
      <Paragraph>{`Hello ${name},`}</Paragraph>
      <Paragraph>Use this code to sign in. It works once and for the next 10 minutes.</Paragraph>
      <Paragraph>
        If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.
      </Paragraph>
      <Highlight>{code}</Highlight>
    </MailLayout>
  );
}

export function signInCodeMail(data: SignInCodeData): Promise<MailParts> {
  return renderMailParts(`Your sign-in code: ${data.code}`, <SignInCodeEmail {...data} />);
}
