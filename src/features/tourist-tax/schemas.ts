import { z } from "zod";
import { TOURIST_TAX_KINDS } from "@/db/enums";
import { calendarDateSchema } from "@/features/availability";
import { isWholeCents } from "@/lib/money";

/*
 * The owner's communes and their tourist tax rules (issue 32, docs/decisions/0055), and the
 * quarterly declaration a commune asks for. Money is in euros here, as everywhere at the API.
 */

export const TOURIST_TAX_LIMITS = {
  /** Wallonia has 261 communes: room for every one of them. */
  communes: 300,
  nameLength: 80,
  /** Rules not yet in force a commune may have lined up. */
  comingRules: 10,
  /** How far ahead a coming rule may start: communes vote their taxes a year or so ahead. */
  yearsAhead: 5,
  /** The communes' rules say euros and cents; the schema's check allows up to EUR 1,000. */
  maxAmount: 1000,
} as const;

const KIND_MESSAGE = `Kind must be one of ${TOURIST_TAX_KINDS.join(", ")}`;

/** A rule as the owner writes it: its kind, amount and, per person, an age under which it frees. */
const ruleFields = z.object({
  kind: z.enum(TOURIST_TAX_KINDS, { message: KIND_MESSAGE }),
  amount: z
    .number({ message: "Amount must be an amount in euros" })
    .min(0, { message: "Amount cannot be below zero", abort: true })
    .max(
      TOURIST_TAX_LIMITS.maxAmount,
      `Amount must be at most ${TOURIST_TAX_LIMITS.maxAmount} euros`,
    )
    .refine(isWholeCents, {
      message: "Amount can have at most two decimals",
    }),
  childrenUnder: z
    .number({ message: "Children's age must be a whole number" })
    .int("Children's age must be a whole number")
    .min(1, "Children's age must be between 1 and 25")
    .max(25, "Children's age must be between 1 and 25")
    .nullable()
    .default(null),
});

type RuleFields = z.output<typeof ruleFields>;

/** What a kind asks of the amount and the age, beside the field each message is about. */
function checkRule(rule: RuleFields, ctx: z.RefinementCtx): void {
  if (rule.kind === "none" && rule.amount !== 0) {
    ctx.addIssue({
      code: "custom",
      path: ["amount"],
      message: "A commune that charges guests nothing has no amount: set it to 0",
    });
  }
  if (rule.kind !== "none" && rule.amount === 0) {
    ctx.addIssue({
      code: "custom",
      path: ["amount"],
      message: "Amount must be more than zero; a commune that charges nothing is 'none'",
    });
  }
  if (rule.kind !== "per_person_night" && rule.childrenUnder !== null) {
    ctx.addIssue({
      code: "custom",
      path: ["childrenUnder"],
      message: "Only a tax per person per night can free children",
    });
  }
}

export const communeNameSchema = z
  .string({ message: "Name must be text" })
  .trim()
  .min(1, "Name is required")
  .max(
    TOURIST_TAX_LIMITS.nameLength,
    `Name must be at most ${TOURIST_TAX_LIMITS.nameLength} characters`,
  )
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N} '’.()-]*$/u,
    "Name may hold only letters, digits, spaces, apostrophes, dots and hyphens",
  );

export const addCommuneSchema = z.object({
  name: communeNameSchema,
  rule: ruleFields.superRefine(checkRule),
});
export type AddCommune = z.output<typeof addCommuneSchema>;

export const addCommuneRuleSchema = ruleFields
  .extend({ from: calendarDateSchema("From") })
  .superRefine(checkRule);
export type AddCommuneRule = z.output<typeof addCommuneRuleSchema>;

export const communeRuleSchema = z.object({
  id: z.uuid(),
  /** The first night it taxes; a commune's first rule has always been in force. */
  from: z.iso.date(),
  kind: z.enum(TOURIST_TAX_KINDS),
  amount: z.number(),
  childrenUnder: z.number().int().nullable(),
  inForce: z.boolean(),
  /** Starts after today: it may still be removed. */
  coming: z.boolean(),
});
export type CommuneRule = z.infer<typeof communeRuleSchema>;

export const communeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The homes in it, whose stays its rules tax. */
  homes: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Earliest first. */
  rules: z.array(communeRuleSchema),
});
export type Commune = z.infer<typeof communeSchema>;

export const communeListSchema = z.object({ communes: z.array(communeSchema) });
export type CommuneList = z.infer<typeof communeListSchema>;

/** A calendar quarter as `2026-Q3`. */
export const quarterSchema = z
  .string({ message: "Quarter must be a quarter like 2026-Q3" })
  .trim()
  .regex(/^(19|20)\d\d-Q[1-4]$/, "Quarter must be a quarter like 2026-Q3");

export const declarationQuerySchema = z.object({ quarter: quarterSchema });

export const declarationStaySchema = z.object({
  bookingId: z.uuid(),
  home: z.string(),
  registrationNumber: z.string().nullable(),
  arrival: z.iso.date(),
  departure: z.iso.date(),
  nights: z.number().int(),
  guests: z.number().int(),
  /** Under the rule's age: free. */
  taxFreeChildren: z.number().int(),
  liablePersons: z.number().int(),
  /** Liable persons x nights, what a per-person tax counts. */
  personNights: z.number().int(),
  taxCollected: z.number(),
});

export const declarationSchema = z.object({
  commune: z.string(),
  quarter: z.string(),
  /** The quarter's first day and the day after its last. */
  from: z.iso.date(),
  to: z.iso.date(),
  /** The rules in force on a night of the quarter. */
  rules: z.array(communeRuleSchema),
  stays: z.array(declarationStaySchema),
  totals: z.object({
    stays: z.number().int(),
    nights: z.number().int(),
    liablePersons: z.number().int(),
    personNights: z.number().int(),
    taxCollected: z.number(),
  }),
});
export type Declaration = z.infer<typeof declarationSchema>;
