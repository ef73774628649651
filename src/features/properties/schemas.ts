import { z } from "zod";
import {
  EXTRA_UNITS,
  PROPERTY_TYPES as propertyTypes,
  TOURIST_TAX_KINDS,
  type PropertyType,
} from "@/db/enums";
import type { CalendarDate } from "@/lib/dates";

export { propertyTypes, type PropertyType };

export const propertyIdSchema = z.uuid({ message: "Property id must be a UUID" });
export const imageIdSchema = z.uuid({ message: "Image id must be a UUID" });

const guestCount = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(100, `${name} must be at most 100`);

const dateText = z.string().min(1).max(40);

/** Filters of the property list; each is optional and sent only when set. */
export const propertyFiltersSchema = z
  .object({
    search: z.string().trim().max(100, "search must be at most 100 characters").optional(),
    minGuests: guestCount("minGuests").optional(),
    maxGuests: guestCount("maxGuests").optional(),
    startDate: dateText.optional(),
    endDate: dateText.optional(),
  })
  .refine((f) => (f.startDate === undefined) === (f.endDate === undefined), {
    message: "startDate and endDate must be given together",
    path: ["endDate"],
  });
export type PropertyFilters = z.infer<typeof propertyFiltersSchema>;

/** The list's search form as the guest filled it in, before it is read as filters. */
export interface PropertySearchValues {
  search?: string;
  persons?: string;
  startDate?: string;
  endDate?: string;
  /** 'Stay type' and the month to find such stays in (YYYY-MM). */
  stay?: string;
  month?: string;
}

/** The stay a property page was opened with (its query), already checked on the server. */
export interface StayQuery {
  startDate?: CalendarDate;
  endDate?: CalendarDate;
  persons?: number;
  /** `book=1`: the booking dialog opens on the stay at once (the link of an availability alert). */
  book?: boolean;
}

export const propertyImageSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  description: z.string().nullable(),
  isCover: z.boolean(),
  width: z.number(),
  height: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PropertyImage = z.infer<typeof propertyImageSchema>;

export const houseRuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  enabled: z.boolean(),
  order: z.number(),
});
export type HouseRule = z.infer<typeof houseRuleSchema>;

/** A property as the API shows it: money in euros. */
export const propertySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  maxGuests: z.number().int(),
  pricePerNight: z.number(),
  supplementPerPerson: z.number().nullable(),
  /** Per person per night where the commune's rule is that; 0 under another kind of rule. */
  touristTax: z.number().nullable(),
  /** The commune the home is in, whose rule taxes a stay; null before the owner names it. */
  commune: z.string().nullable(),
  /** The tourist tax in force today: per person or home per night, per stay, or none. */
  touristTaxRule: z.object({
    kind: z.enum(TOURIST_TAX_KINDS),
    /** Euros, per person per night, per night, or per stay as `kind` says. */
    amount: z.number(),
    /** Guests under this age pay none (per person only); the quote takes `children`. */
    childrenUnder: z.number().int().nullable(),
  }),
  securityDeposit: z.number(),
  cleaningFee: z.number(),
  serviceFee: z.number(),
  tags: z.array(z.string()),
  isActive: z.boolean(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  area: z.number(),
  type: z.enum(propertyTypes),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** Its registration with Tourisme Wallonie, shown wherever it is offered; null when none. */
  registrationNumber: z.string().nullable(),
  minStayDuration: z.number().int(),
  maxStayDuration: z.number().int(),
  images: z.array(propertyImageSchema),
  houseRules: z.array(houseRuleSchema),
  /**
   * What the home sells beside its nights (issue 35): mandatory extras are in every price of a
   * stay, optional ones are chosen in the booking with a quantity up to `maxQuantity`.
   */
  extras: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      /** Euros per `unit`. */
      price: z.number(),
      unit: z.enum(EXTRA_UNITS),
      mandatory: z.boolean(),
      maxQuantity: z.number().int(),
    }),
  ),
  /** From the published reviews only; `hidden` counts those the owner hid (issue 34). */
  rating: z.object({
    average: z.number().nullable(),
    count: z.number().int(),
    hidden: z.number().int(),
  }),
});
export type Property = z.infer<typeof propertySchema>;

export const amenitySchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  category: z.string(),
});
export type Amenity = z.infer<typeof amenitySchema>;

export const featureSchema = z.object({ id: z.string(), name: z.string(), icon: z.string() });
export type Feature = z.infer<typeof featureSchema>;

export const propertyFeatureSchema = z.object({
  feature: featureSchema,
  isHighlighted: z.boolean(),
});
export type PropertyFeature = z.infer<typeof propertyFeatureSchema>;

export const policySchema = z.object({
  checkInTime: z.string(),
  checkOutTime: z.string(),
  earlyCheckIn: z.boolean(),
  lateCheckOut: z.boolean(),
  earlyCheckInFee: z.number().nullable(),
  lateCheckOutFee: z.number().nullable(),
  minStayDuration: z.number().int(),
  maxStayDuration: z.number().int(),
});
export type Policy = z.infer<typeof policySchema>;

export const policiesResponseSchema = z.object({
  policy: policySchema.nullable(),
  houseRules: z.array(houseRuleSchema),
});
export type PoliciesResponse = z.infer<typeof policiesResponseSchema>;
