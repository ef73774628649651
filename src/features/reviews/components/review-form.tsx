"use client";

import { Loader2 } from "@/components/icons/loader-2";
import { Star } from "@/components/icons/star";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, FormError, Label, Textarea } from "@/components/ui/field-parts";
import { cn } from "@/lib/cn";
import { REVIEW_LIMITS } from "../limits";
import type { Review, ReviewInput } from "../schemas";

const PARTS = ["cleanliness", "location", "value"] as const;
type Part = (typeof PARTS)[number];

/** Five radio buttons drawn as stars: the keyboard moves between them as in any radio group. */
function StarsInput({
  name,
  legend,
  optional,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  optional?: string;
  value: number | null;
  error?: string | null;
  onChange(value: number): void;
}) {
  const t = useTranslations("reviews");
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-stone-800">
        {legend}
        {optional ? <span className="font-normal text-stone-600"> ({optional})</span> : null}
      </legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-focus-visible:ring-2 has-focus-visible:ring-forest-600"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                "size-8",
                value !== null && stars <= value
                  ? "fill-amber-500 text-amber-600"
                  : "fill-transparent text-stone-400",
              )}
            />
            <span className="sr-only">{t("stars", { count: stars })}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/**
 * The review of a stay: the overall rating and the text required, three part ratings optional.
 * `send` answers null when saved, else the message to show (the API's, in the page's language).
 */
export function ReviewForm({
  initial,
  submitLabel,
  send,
}: {
  initial: Review | null;
  submitLabel: string;
  send(input: ReviewInput): Promise<string | null>;
}) {
  const t = useTranslations("reviews");
  const { textMin: min, textMax: max } = REVIEW_LIMITS;
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [parts, setParts] = useState<Record<Part, number | null>>({
    cleanliness: initial?.cleanliness ?? null,
    location: initial?.location ?? null,
    value: initial?.value ?? null,
  });
  const [comment, setComment] = useState(initial?.comment ?? "");
  const [problems, setProblems] = useState<{ rating?: string; comment?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const commentId = useId();
  const length = comment.trim().length;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const found = {
      rating: rating === null ? t("ratingMissing") : undefined,
      comment: length < min || length > max ? t("commentLength", { min, max }) : undefined,
    };
    setProblems(found);
    if (found.rating || found.comment || rating === null) {
      const form = event.currentTarget;
      form.querySelector<HTMLElement>(found.rating ? "input[name=rating]" : "textarea")?.focus();
      return;
    }
    busy.current = true;
    setSending(true);
    setFormError(null);
    try {
      setFormError(await send({ rating, comment, ...parts }));
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <StarsInput
        name="rating"
        legend={t("overall")}
        value={rating}
        error={problems.rating}
        onChange={(value) => {
          setRating(value);
          setProblems((current) => ({ ...current, rating: undefined }));
        }}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {PARTS.map((part) => (
          <StarsInput
            key={part}
            name={part}
            legend={t(part)}
            optional={t("optional")}
            value={parts[part]}
            onChange={(value) => setParts((current) => ({ ...current, [part]: value }))}
          />
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={commentId}>{t("comment")}</Label>
        <Textarea
          id={commentId}
          name="comment"
          rows={7}
          maxLength={max}
          value={comment}
          aria-invalid={problems.comment ? true : undefined}
          aria-describedby={`${commentId}-hint ${commentId}-count${problems.comment ? ` ${commentId}-error` : ""}`}
          onChange={(event) => {
            setComment(event.target.value);
            setProblems((current) => ({ ...current, comment: undefined }));
          }}
        />
        <div className="flex flex-wrap justify-between gap-2 text-sm text-stone-600">
          <p id={`${commentId}-hint`}>{t("commentHint", { min, max })}</p>
          <p id={`${commentId}-count`}>{t("characters", { count: length, max })}</p>
        </div>
        <FieldError id={`${commentId}-error`} message={problems.comment} />
      </div>
      <FormError message={formError} />
      <Button type="submit" className="self-start" disabled={sending}>
        {sending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {sending ? t("sending") : submitLabel}
      </Button>
    </form>
  );
}
