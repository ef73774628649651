"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { ApiRequestError } from "@/lib/api-client";
import { focusAfterRender, messagesByPath } from "./form-refusal";
import { anyAnswer, CHANGE_FAILED, ownerChange, refusalOf } from "./owner-api";

/** Runs one back office change at a time; the page is read again after it, whatever the answer. */
export function useOwnerChange() {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(name: string, path: string, body?: unknown): Promise<boolean> {
    if (busy) return false;
    setBusy(name);
    setError(null);
    try {
      await ownerChange(path, anyAnswer, body);
      router.refresh();
      return true;
    } catch (failure) {
      setError(refusalOf(failure));
      router.refresh();
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, run };
}

/**
 * A back office form sent as one change: the API's messages show beside the fields they name and
 * the first of those fields is focused; a message about no field shown goes under the form.
 */
export function useOwnerForm({
  fields,
  fieldOf,
  controlOf = (field) => field,
}: {
  /** The paths of the messages a field shows, in the form's order. */
  fields: readonly string[];
  /** Folds a message's path into the field that shows it, such as `stayKinds.0` into `stayKinds`. */
  fieldOf?: (path: string) => string;
  /** The name of the control that shows a field's message. */
  controlOf?: (field: string) => string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  function reset() {
    setError(null);
    setFieldErrors({});
  }

  /** Sends the form's values to `path`; true once the change is made. */
  async function submit(
    event: FormEvent<HTMLFormElement>,
    path: string,
    bodyOf: (data: FormData) => unknown,
  ): Promise<boolean> {
    event.preventDefault();
    if (busy) return false;
    // Read now: React lets go of the event's target once this handler yields.
    const form = event.currentTarget;
    setBusy(true);
    reset();
    try {
      await ownerChange(path, anyAnswer, bodyOf(new FormData(form)));
      return true;
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) {
        setError(CHANGE_FAILED);
        return false;
      }
      const byPath = messagesByPath(failure.details, fieldOf);
      const marked = fields.filter(
        (field) => byPath[field] && form.elements.namedItem(controlOf(field)),
      );
      setFieldErrors(byPath);
      setError(marked.length > 0 ? null : failure.message);
      if (marked[0]) focusAfterRender(form, controlOf(marked[0]));
      return false;
    } finally {
      setBusy(false);
      router.refresh();
    }
  }

  return { busy, error, fieldErrors, reset, submit };
}
