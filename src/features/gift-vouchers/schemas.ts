import { z } from "zod";
import { guestNameSchema } from "@/features/guests";
import { MAX_VOUCHER_MESSAGE_LENGTH, VOUCHER_AMOUNTS } from "./gift-vouchers";

const { min, max, step } = VOUCHER_AMOUNTS;
export const VOUCHER_AMOUNT_MESSAGE = `Amount must be from €${min} to €${max.toLocaleString("en")} in steps of €${step}`;

/** 'Buy the voucher': the buyer is the signed-in guest, whose address the voucher is mailed to. */
export const giftVoucherRequestSchema = z.object({
  amount: z
    .number({ message: VOUCHER_AMOUNT_MESSAGE })
    .int(VOUCHER_AMOUNT_MESSAGE)
    .min(min, VOUCHER_AMOUNT_MESSAGE)
    .max(max, VOUCHER_AMOUNT_MESSAGE)
    .refine((euros) => euros % step === 0, VOUCHER_AMOUNT_MESSAGE)
    .describe("Euros"),
  buyerName: guestNameSchema.describe("The name on the receipt"),
  message: z
    .string({ message: "Message must be text" })
    .trim()
    .max(
      MAX_VOUCHER_MESSAGE_LENGTH,
      `Message must be at most ${MAX_VOUCHER_MESSAGE_LENGTH} characters`,
    )
    .optional()
    .nullable()
    .transform((text) => (text ? text : null))
    .describe("Printed on the buyer's copy of the voucher; mailed to no one else"),
});
export type GiftVoucherRequest = z.input<typeof giftVoucherRequestSchema>;

export const GIFT_VOUCHER_STATUSES = ["awaiting_payment", "paid", "not_paid"] as const;

/** A voucher as its buyer sees it: the code only once paid. */
export const giftVoucherSchema = z.object({
  id: z.uuid(),
  status: z
    .enum(GIFT_VOUCHER_STATUSES)
    .describe("not_paid: the payment failed, was cancelled or expired; the voucher never works"),
  amount: z.number().describe("Euros"),
  code: z.string().nullable().describe("Once paid"),
  expiresOn: z.iso.date().nullable().describe("The last day it can be spent, once paid"),
  email: z.string().describe("Where the voucher is mailed: the buyer's own address"),
});
export type GiftVoucherView = z.infer<typeof giftVoucherSchema>;

export const giftVoucherCheckoutSchema = z.object({
  id: z.uuid(),
  checkoutUrl: z.string().describe("The provider's page where the buyer pays"),
});

export const giftVoucherIdSchema = z.uuid({ message: "Gift voucher id must be a UUID" });
