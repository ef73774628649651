"use client";

import { Mail } from "@/components/icons/mail";
import { MailOpen } from "@/components/icons/mail-open";
import { Send } from "@/components/icons/send";
import { OwnerChangeButton } from "@/features/owner/components";

/** 'Send again' for an undelivered mail: back in the queue, tried again at once. */
export function SendAgainButton({ mailId, subject }: { mailId: string; subject: string }) {
  return (
    <OwnerChangeButton
      path={`/api/owner/mail/${mailId}/send-again`}
      icon={<Send aria-hidden="true" />}
      label="Send again"
      accessibleName={`Send again: ${subject}`}
    />
  );
}

/** 'Mark as read' or 'Mark as unread' for a contact message. */
export function MessageReadButton({
  messageId,
  read,
  subject,
}: {
  messageId: string;
  read: boolean;
  subject: string;
}) {
  const next = read ? "unread" : "read";
  return (
    <OwnerChangeButton
      path={`/api/owner/messages/${messageId}/${next}`}
      icon={read ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
      label={`Mark as ${next}`}
      accessibleName={`Mark as ${next}: ${subject}`}
    />
  );
}
