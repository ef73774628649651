import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ConfirmChange } from "@/features/owner/components";

/**
 * The home's secret calendar address, to give Airbnb, Booking.com and Vrbo, and a way to replace
 * it when it has leaked (every channel then needs the new one).
 */
export function CalendarAddress({ homeId, address }: { homeId: string; address: string }) {
  return (
    <div className="flex flex-col gap-3">
      <Field
        label="Calendar address"
        readOnly
        value={address}
        description="Give this address to Airbnb, Booking.com and Vrbo: they see every night held here as 'Reserved', without guests' names. Keep it private."
        controlClassName="font-mono"
      />
      <div>
        <ConfirmChange
          path={`/api/owner/homes/${homeId}/calendar-address`}
          trigger={
            <Button type="button" variant="outline">
              New address
            </Button>
          }
          title="Give this home a new calendar address?"
          description="The current address stops working at once. Give the new one to every channel that reads this calendar."
          keepLabel="Cancel"
          confirmLabel="New address"
          destructive
        />
      </div>
    </div>
  );
}
