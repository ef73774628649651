"use client";

import { useTranslations } from "next-intl";
import { withLoadedMessages } from "@/components/loaded-messages";
import {
  stayProblemText,
  type Stay,
  type StayLimits,
  type StayProblem,
} from "@/features/availability";
import { StayQuoteMessage, type StayQuoteState } from "@/features/pricing/components";

export interface StayQuotePanelProps {
  quote: StayQuoteState;
  /** A rule the chosen stay breaks, said instead of a quote. */
  broken: {
    problem: StayProblem;
    stay: Stay;
    home: Pick<StayLimits, "maxGuests" | "minStayDuration" | "maxStayDuration">;
  } | null;
}

function QuoteOrProblem({ quote, broken }: StayQuotePanelProps) {
  const problems = useTranslations("stayProblems");
  return (
    <StayQuoteMessage
      problem={broken ? stayProblemText(problems, broken.problem, broken.stay, broken.home) : null}
      quote={quote}
    />
  );
}

/**
 * The booking card's price for the chosen stay, or why there is none: loaded once a guest has
 * chosen a whole stay, with the messages and runtime its texts need.
 */
export const StayQuotePanel = withLoadedMessages(QuoteOrProblem);
