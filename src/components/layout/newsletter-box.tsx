"use client";

import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

const emailSchema = z.email();

export function NewsletterBox() {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!emailSchema.safeParse(value).success) {
      setError(
        value === "" ? "Please enter your e-mail address." : "Please enter a valid e-mail address.",
      );
      return;
    }
    setError(null);
    // The subscription API does not exist yet, so nothing is stored and no success is claimed.
    toast.info("Newsletter sign-up opens soon. Thank you for your interest!");
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-forest-50">
        E-mail address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        {/* No name attribute: without JavaScript the address must not end up in a URL. */}
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            "h-10 w-full min-w-0 flex-auto rounded-md border bg-white px-3 text-sm text-stone-900 placeholder:text-stone-500",
            error ? "border-red-400" : "border-forest-700",
          )}
        />
        <Button type="submit" variant="secondary" className="focus-visible:outline-bark-200">
          Subscribe
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-200">
          {error}
        </p>
      ) : null}
    </form>
  );
}
