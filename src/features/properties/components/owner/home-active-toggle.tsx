"use client";

import { Button } from "@/components/ui/button";
import { ConfirmChange } from "@/features/owner/components";

/** 'Deactivate' or 'Activate', confirmed in a dialog that says what guests will see. */
export function HomeActiveToggle({ homeId, isActive }: { homeId: string; isActive: boolean }) {
  const action = isActive ? "Deactivate" : "Activate";
  return (
    <ConfirmChange
      path={`/api/owner/homes/${homeId}/${action.toLowerCase()}`}
      trigger={
        <Button type="button" variant={isActive ? "destructive" : "default"}>
          {action}
        </Button>
      }
      title={isActive ? "Hide this home from guests?" : "Show this home to guests again?"}
      description={
        isActive
          ? "It leaves the list and its page, and nobody can book it. Its bookings stay as they are."
          : "It returns to the list and its page, and guests can book it again."
      }
      keepLabel="Cancel"
      confirmLabel={action}
      destructive={isActive}
    />
  );
}
