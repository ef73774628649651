"use client";

import { useTranslations, type AbstractIntlMessages } from "next-intl";
import { LoadedMessages } from "@/components/loaded-messages";
import {
  stayProblemText,
  type Stay,
  type StayLimits,
  type StayProblem,
} from "@/features/availability";
import { StayQuoteMessage, type StayQuoteState } from "@/features/pricing/components";

export interface StayQuotePanelProps {
  messages: AbstractIntlMessages;
  quote: StayQuoteState;
  /** A rule the chosen stay breaks, said instead of a quote. */
  broken: {
    problem: StayProblem;
    stay: Stay;
    home: Pick<StayLimits, "maxGuests" | "minStayDuration" | "maxStayDuration">;
  } | null;
}

/**
 * The booking card's price for the chosen stay, or why there is none: loaded once a guest has
 * chosen a whole stay, with the messages and runtime its texts need.
 */
export function StayQuotePanel({ messages, ...shown }: StayQuotePanelProps) {
  return (
    <LoadedMessages messages={messages}>
      <QuoteOrProblem {...shown} />
    </LoadedMessages>
  );
}

function QuoteOrProblem({ quote, broken }: Omit<StayQuotePanelProps, "messages">) {
  const problems = useTranslations("stayProblems");
  return (
    <StayQuoteMessage
      problem={broken ? stayProblemText(problems, broken.problem, broken.stay, broken.home) : null}
      quote={quote}
    />
  );
}
