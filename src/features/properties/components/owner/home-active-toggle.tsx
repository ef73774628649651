"use client";

import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/field-parts";
import { ownerChange } from "@/features/owner";
import { ApiRequestError, responseSchema } from "@/lib/api-client";

const answered = responseSchema((value): value is unknown => typeof value === "object");

/** 'Deactivate' or 'Activate', confirmed in a dialog that says what guests will see. */
export function HomeActiveToggle({ homeId, isActive }: { homeId: string; isActive: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const action = isActive ? "Deactivate" : "Activate";

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await ownerChange(`/api/owner/homes/${homeId}/${action.toLowerCase()}`, answered);
      setOpen(false);
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? failure.message
          : "That did not work. Please try again.",
      );
    } finally {
      setBusy(false);
      router.refresh();
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button type="button" variant={isActive ? "destructive" : "default"}>
          {action}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-xl border border-stone-200 bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex flex-col gap-1">
            <Dialog.Title className="font-serif text-xl font-semibold text-forest-950">
              {isActive ? "Hide this home from guests?" : "Show this home to guests again?"}
            </Dialog.Title>
            <Dialog.Description className="text-sm text-stone-600">
              {isActive
                ? "It leaves the list and its page, and nobody can book it. Its bookings stay as they are."
                : "It returns to the list and its page, and guests can book it again."}
            </Dialog.Description>
          </div>
          <FormError message={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              type="button"
              variant={isActive ? "destructive" : "default"}
              aria-disabled={busy ? true : undefined}
              onClick={() => void confirm()}
            >
              {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {action}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
