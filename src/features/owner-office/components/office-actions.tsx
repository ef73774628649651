"use client";

import { Loader2, Mail, MailOpen, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/field-parts";
import { useOwnerChange } from "@/features/owner";

/** 'Send again' for an undelivered mail: back in the queue, tried again at once. */
export function SendAgainButton({ mailId, subject }: { mailId: string; subject: string }) {
  const { busy, error, run } = useOwnerChange();
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Send again: ${subject}`}
        onClick={() => void run("send", `/api/owner/mail/${mailId}/send-again`)}
      >
        {busy ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Send aria-hidden="true" />
        )}
        Send again
      </Button>
      <FormError message={error} />
    </div>
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
  const { busy, error, run } = useOwnerChange();
  const next = read ? "unread" : "read";
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Mark as ${next}: ${subject}`}
        onClick={() => void run(next, `/api/owner/messages/${messageId}/${next}`)}
      >
        {busy ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : read ? (
          <Mail aria-hidden="true" />
        ) : (
          <MailOpen aria-hidden="true" />
        )}
        Mark as {next}
      </Button>
      <FormError message={error} />
    </div>
  );
}
