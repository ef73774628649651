"use client";

import { Loader2 } from "@/components/icons/loader-2";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  FormProvider,
  get,
  useForm,
  type FieldErrors,
  type Path,
  type Resolver,
} from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/field-parts";
import { CHANGE_FAILED, ownerChange } from "@/features/owner";
import { ApiRequestError } from "@/lib/api-client";
import type { HomeForm as HomeFormValues, OwnerCatalogue } from "../../owner-home-schemas";
import { HomeAmenitiesSection } from "./home-form-amenities";
import { HomeBasicsSection } from "./home-form-basics";
import { HomeFeaturesSection } from "./home-form-features";
import { fieldsOf, type HomeFields, type TextsTab } from "./home-form-fields";
import { HomeLocationSection } from "./home-form-location";
import { fieldErrors, messageIn, withId } from "./home-form-parts";
import { HomePricesSection } from "./home-form-prices";
import { HomeStaysSection } from "./home-form-stays";
import { tabWithError } from "./home-form-texts";

/*
 * The one form of a home, for 'Add a home' and for editing (issue 16). The API's schema checks
 * every value, in the browser before sending and again on the server; either's errors are shown
 * beside their field, and the server's come back per field in `details`.
 */

export interface HomeFormProps {
  /** The home being edited; absent for 'Add a home'. */
  homeId?: string;
  values: HomeFormValues;
  catalogue: OwnerCatalogue;
  tileUrl: string;
}

const loadCheck = () => import("./home-form-check");

/** The API's schema, loaded with zod on the first save (or earlier, once the owner starts typing). */
const checkHome: Resolver<HomeFields, unknown, HomeFormValues> = async (...args) =>
  (await loadCheck()).checkHome(...args);

const toCorrect = (message: string) => `Please correct the marked fields: ${message}.`;

export function HomeForm({ homeId, values, catalogue, tileUrl }: HomeFormProps) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState(() => fieldsOf(values));
  const form = useForm<HomeFields, unknown, HomeFormValues>({
    resolver: checkHome,
    // The controls are rendered with their values, so the page shows them before it is
    // interactive and the form reads them from there; a ticked-box list only needs to be a list.
    defaultValues: {
      amenityIds: initial.amenityIds,
      featureIds: initial.featureIds,
      highlighted: initial.highlighted,
    },
    // As the server's errors do, a field's error stays until the next save.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [textsTab, setTextsTab] = useState<TextsTab>("en");
  // Counts the refused saves, so the first field marked is focused after each one.
  const [refusals, setRefusals] = useState(0);
  const busy = form.formState.isSubmitting;

  useEffect(() => {
    // The fields show their errors once the save is over, not when it is refused.
    if (refusals === 0 || busy) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, busy]);

  function refused(errorOf: (name: string) => string | undefined, message: string) {
    const tab = tabWithError(errorOf);
    if (tab) setTextsTab(tab);
    setFormError(message);
    setRefusals((count) => count + 1);
  }

  async function save(home: HomeFormValues) {
    try {
      const added = await ownerChange(
        homeId ? `/api/owner/homes/${homeId}` : "/api/owner/homes",
        withId,
        home,
      );
      if (homeId) {
        setSaved(true);
        router.refresh();
      } else {
        router.push(`/owner/homes/${added.id}`);
      }
    } catch (failure) {
      if (failure instanceof ApiRequestError) {
        const byField = fieldErrors(failure.details);
        for (const [field, message] of Object.entries(byField)) {
          form.setError(field as Path<HomeFields>, { type: "server", message });
        }
        refused(
          (name) => byField[name],
          Object.keys(byField).length > 0 ? toCorrect(failure.message) : failure.message,
        );
      } else {
        setFormError(CHANGE_FAILED);
      }
    }
  }

  function invalid(errors: FieldErrors<HomeFields>) {
    // The schema's first message, as the server puts it first in its answer.
    refused((name) => messageIn(get(errors, name)), toCorrect(messageIn(errors) ?? CHANGE_FAILED));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setSaved(false);
    void form.handleSubmit(save, invalid)(event);
  }

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        onFocus={() => void loadCheck()}
        className="flex flex-col gap-6"
      >
        <HomeBasicsSection initial={initial} textsTab={textsTab} onTextsTab={setTextsTab} />
        <HomePricesSection initial={initial} communes={catalogue.communes} />
        <HomeStaysSection initial={initial} />
        <HomeLocationSection initial={initial} tileUrl={tileUrl} />
        <HomeAmenitiesSection initial={initial} catalogue={catalogue.amenities} />
        <HomeFeaturesSection initial={initial} catalogue={catalogue.features} />

        <FormError message={formError} />
        {saved ? (
          <p role="status" className="text-sm font-medium text-forest-800">
            Saved. Guests see the changes now.
          </p>
        ) : null}
        <div>
          <Button type="submit" aria-disabled={busy ? true : undefined}>
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {homeId ? "Save changes" : "Add home"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
