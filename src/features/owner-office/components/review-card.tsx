"use client";

import { EyeOff } from "@/components/icons/eye-off";
import { Loader2 } from "@/components/icons/loader-2";
import { Reply } from "@/components/icons/reply";
import Link from "next/link";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextareaField } from "@/components/ui/field";
import { FormError } from "@/components/ui/field-parts";
import { REVIEW_HIDDEN_REASONS, type ReviewHiddenReason } from "@/db/enums";
import { ownerChange, refusalOf } from "@/features/owner";
import { ConfirmButton, OwnerDialog, OwnerDialogActions } from "@/features/owner/components";
import { REVIEW_LIMITS, type OwnerReview } from "@/features/reviews";
import type { Locale } from "@/i18n/locales";
import { responseSchema } from "@/lib/api-client";
import { formatInstant } from "@/lib/dates";

/** Why a review was hidden, in the owner's words, and what each reason covers. */
const HIDDEN_REASONS: Record<ReviewHiddenReason, { label: string; hint: string }> = {
  personal_data: {
    label: "Personal data",
    hint: "It gives someone’s name, address, phone number or other private details.",
  },
  offensive: { label: "Offensive", hint: "It insults, threatens or discriminates." },
  not_about_stay: {
    label: "Not about the stay",
    hint: "It is about something else, such as an advert or another place.",
  },
};

const LANGUAGES: Record<Locale, string> = {
  en: "English",
  nl: "Dutch",
  fr: "French",
  de: "German",
};

const PARTS = [
  ["cleanliness", "Cleanliness"],
  ["location", "Location"],
  ["value", "Value"],
] as const;

const ANSWER_MAX = REVIEW_LIMITS.answerMax;

const stayMonth = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** `July 2026`: the month and year of the stay's first night. */
const monthOf = (date: string) => stayMonth.format(Date.parse(`${date}T00:00:00Z`));

const outOfFive = (stars: number) => `${stars} of 5`;

/** The review the answer and hide calls send back, checked without zod (pages need not load it). */
const ownerReviewCheck = responseSchema(
  (value): value is OwnerReview =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as OwnerReview).id === "string" &&
    typeof (value as OwnerReview).comment === "string" &&
    "answer" in value &&
    "hiddenReason" in value,
);

/** What state a review is in, as a badge beside its heading. */
function StateBadge({ review }: { review: OwnerReview }) {
  if (review.hiddenReason) return <Badge tone="red">Hidden</Badge>;
  if (review.answer) return <Badge tone="green">Answered</Badge>;
  return <Badge tone="yellow">Waiting for an answer</Badge>;
}

/** The overall rating and the optional part ratings, in words. */
function Ratings({ review }: { review: OwnerReview }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <div className="flex gap-1">
        <dt className="font-medium text-stone-900">Rating</dt>
        <dd className="font-semibold text-stone-900">{outOfFive(review.rating)}</dd>
      </div>
      {PARTS.map(([part, label]) => {
        const stars = review[part];
        return stars === null ? null : (
          <div key={part} className="flex gap-1 text-stone-700">
            <dt>{label}</dt>
            <dd>{outOfFive(stars)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** 'Answer': the public answer, written once; what it becomes is said beside the button. */
function AnswerForm({
  review,
  onAnswered,
  onCancel,
}: {
  review: OwnerReview;
  onAnswered: (review: OwnerReview) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();

  async function publish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onAnswered(
        await ownerChange(`/api/owner/reviews/${review.id}/answer`, ownerReviewCheck, {
          answer: text,
        }),
      );
    } catch (failure) {
      setError(refusalOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void publish(event)}
      aria-label={`Answer ${review.authorName}`}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-bark-50 p-3"
    >
      <TextareaField
        label="Your answer"
        name="answer"
        rows={5}
        required
        maxLength={ANSWER_MAX}
        autoFocus
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        description={`${text.length.toLocaleString("en-GB")} of ${ANSWER_MAX.toLocaleString("en-GB")} characters`}
      />
      <FormError message={error} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex gap-2">
          <Button type="submit" aria-disabled={busy ? true : undefined} aria-describedby={noteId}>
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            Publish answer
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
        <p id={noteId} className="min-w-0 flex-1 basis-60 text-sm text-stone-700">
          Shown under the review on the home&rsquo;s page. It cannot be changed later.
        </p>
      </div>
    </form>
  );
}

/** 'Hide', in a dialog that asks for one of the fixed reasons. */
function HideReviewDialog({
  review,
  onHidden,
}: {
  review: OwnerReview;
  onHidden: (review: OwnerReview) => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function hide(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const reason = new FormData(event.currentTarget).get("reason");
      const hidden = await ownerChange(`/api/owner/reviews/${review.id}/hide`, ownerReviewCheck, {
        reason,
      });
      setOpen(false);
      onHidden(hidden);
    } catch (failure) {
      setError(refusalOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <OwnerDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={
        <Button type="button" variant="outline">
          <EyeOff aria-hidden="true" />
          Hide<span className="sr-only"> the review by {review.authorName}</span>
        </Button>
      }
      title={`Hide the review by ${review.authorName}?`}
      description="The review leaves the home’s page, the guest is told by e-mail why, and the page says how many reviews were hidden."
    >
      <form onSubmit={(event) => void hide(event)} className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-stone-800">Why hide it?</legend>
          {REVIEW_HIDDEN_REASONS.map((reason) => (
            <div
              key={reason}
              className="flex items-start gap-3 rounded-md border border-stone-200 p-3 has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50"
            >
              <input
                id={`${id}-${reason}`}
                type="radio"
                name="reason"
                value={reason}
                required
                aria-describedby={`${id}-${reason}-hint`}
                className="mt-0.5 size-4 shrink-0 accent-forest-700"
              />
              <div className="flex flex-col gap-0.5 text-sm">
                <label htmlFor={`${id}-${reason}`} className="font-medium text-stone-900">
                  {HIDDEN_REASONS[reason].label}
                </label>
                <p id={`${id}-${reason}-hint`} className="text-stone-600">
                  {HIDDEN_REASONS[reason].hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <OwnerDialogActions
          error={error}
          keepLabel="Keep review"
          confirm={<ConfirmButton busy={busy} label="Hide review" />}
        />
      </form>
    </OwnerDialog>
  );
}

/**
 * One review on the owner's Reviews page: what the guest wrote, and its answer or why it was
 * hidden. Answering and hiding change the card in place, so the result stays where the owner is
 * looking even when the list shown is the reviews waiting for an answer.
 */
export function OwnerReviewCard({ review: listed }: { review: OwnerReview }) {
  const [review, setReview] = useState(listed);
  const [answering, setAnswering] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const answerButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  // The form or the dialog the owner was in is gone: on to what it did.
  useEffect(() => {
    if (notice) outcome.current?.focus();
  }, [notice]);

  function changed(next: OwnerReview, message: string) {
    setReview(next);
    setAnswering(false);
    setNotice(message);
  }

  const hidden = review.hiddenReason !== null;
  const canAnswer = review.answer === null && !hidden;
  return (
    <article id={`review-${review.id}`} aria-labelledby={headingId} className="scroll-mt-4">
      <Card
        className={
          canAnswer ? "flex flex-col gap-3 border-yellow-400 p-4" : "flex flex-col gap-3 p-4"
        }
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2
            id={headingId}
            className="font-serif text-lg font-semibold break-words text-forest-900"
          >
            {review.authorName} about {review.propertyName}
          </h2>
          <StateBadge review={review} />
        </div>
        <p className="text-sm text-stone-700">
          Stayed in {monthOf(review.stayedOn)} · Written {formatInstant(review.createdAt)}, in{" "}
          {LANGUAGES[review.locale]}
          {review.bookingId ? (
            <>
              {" · "}
              <Link
                href={`/owner/bookings/${review.bookingId}`}
                className="text-forest-800 underline underline-offset-4"
              >
                See the booking<span className="sr-only"> of {review.authorName}</span>
              </Link>
            </>
          ) : null}
        </p>
        <Ratings review={review} />
        <p lang={review.locale} className="text-sm break-words whitespace-pre-line text-stone-900">
          {review.comment}
        </p>

        {review.answer ? (
          <div
            ref={hidden ? undefined : outcome}
            tabIndex={-1}
            className="flex flex-col gap-1 rounded-lg border-l-4 border-forest-600 bg-forest-50 p-3 text-sm focus:outline-none"
          >
            <p className="font-medium text-forest-900">
              Your answer · published {formatInstant(review.answer.answeredAt)}
            </p>
            <p className="break-words whitespace-pre-line text-stone-900">{review.answer.text}</p>
          </div>
        ) : null}
        {review.hiddenReason && review.hiddenAt ? (
          <div
            ref={outcome}
            tabIndex={-1}
            className="flex flex-col gap-1 rounded-lg border-l-4 border-red-600 bg-red-50 p-3 text-sm focus:outline-none"
          >
            <p className="font-medium text-red-900">
              Hidden: {HIDDEN_REASONS[review.hiddenReason].label} · {formatInstant(review.hiddenAt)}
            </p>
            <p className="text-stone-800">
              Guests no longer see this review on the home&rsquo;s page.
            </p>
          </div>
        ) : null}

        {answering && canAnswer ? (
          <AnswerForm
            review={review}
            onAnswered={(next) => changed(next, "Answer published.")}
            onCancel={() => {
              flushSync(() => setAnswering(false));
              answerButton.current?.focus();
            }}
          />
        ) : null}
        {hidden ? null : (
          <div className="flex flex-wrap gap-2">
            {canAnswer && !answering ? (
              <Button ref={answerButton} type="button" onClick={() => setAnswering(true)}>
                <Reply aria-hidden="true" />
                Answer<span className="sr-only"> {review.authorName}</span>
              </Button>
            ) : null}
            <HideReviewDialog
              review={review}
              onHidden={(next) => changed(next, "Review hidden.")}
            />
          </div>
        )}
        <p role="status" className="text-sm font-medium text-forest-800 empty:sr-only">
          {notice}
        </p>
      </Card>
    </article>
  );
}
