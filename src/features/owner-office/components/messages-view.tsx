import { Reply } from "@/components/icons/reply";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { z } from "zod";
import type { ownerMessagePageSchema } from "../schemas";
import { formatInstant } from "@/lib/dates";
import { MessageReadButton } from "./office-actions";
import { OffsetPager } from "./pager";

type MessagePage = z.output<typeof ownerMessagePageSchema>;

/** A reply in the owner's own mail program, to the visitor, under the message's subject. */
function replyHref(message: { email: string; subject: string }): string {
  const to = encodeURIComponent(message.email).replaceAll("%40", "@");
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

/** The contact form's messages, newest first; the unread ones stand out. */
export function MessagesView({ page }: { page: MessagePage }) {
  const { messages, total, unread, limit, offset } = page;
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-stone-700">
        {total === 0
          ? "No messages yet. What visitors send through the contact form appears here."
          : `${total} ${total === 1 ? "message" : "messages"}, ${unread} unread`}
      </p>
      <ul className="flex flex-col gap-4">
        {messages.map((message) => {
          const read = message.readAt !== null;
          return (
            <li key={message.id}>
              <Card
                className={
                  read ? "flex flex-col gap-3 p-4" : "flex flex-col gap-3 border-forest-600 p-4"
                }
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="font-serif text-lg font-semibold break-words text-forest-900">
                    {message.subject}
                  </h2>
                  {read ? null : <Badge tone="forest">Unread</Badge>}
                </div>
                <p className="text-sm break-all text-stone-700">
                  From {message.name} &lt;{message.email}&gt; · {formatInstant(message.createdAt)}
                </p>
                <p className="text-sm break-words whitespace-pre-wrap text-stone-900">
                  {message.message}
                </p>
                <div className="flex flex-wrap items-start gap-2">
                  <a
                    href={replyHref(message)}
                    className={buttonVariants({ size: "sm" })}
                    aria-label={`Reply to ${message.name}: ${message.subject}`}
                  >
                    <Reply aria-hidden="true" />
                    Reply
                  </a>
                  <MessageReadButton messageId={message.id} read={read} subject={message.subject} />
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      <OffsetPager
        path="/owner/messages"
        total={total}
        limit={limit}
        offset={offset}
        shown={messages.length}
      />
    </div>
  );
}
