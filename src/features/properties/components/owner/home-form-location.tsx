"use client";

import dynamic from "next/dynamic";
import { useCallback } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Field } from "@/components/ui/field";
import type { HomeFields } from "./home-form-fields";
import { Section, useErrorOf } from "./home-form-parts";

function MapMessage() {
  return (
    <div className="flex h-full items-center justify-center text-sm text-stone-600">
      Loading map…
    </div>
  );
}

// Leaflet touches `window` when it loads: the map only renders in the browser, on this page.
const HomeLocationMap = dynamic(
  () => import("./home-location-map").then((m) => m.HomeLocationMap),
  { ssr: false, loading: MapMessage },
);

const coordinate = (text: string) =>
  Number.isFinite(Number(text)) && text !== "" ? Number(text) : null;

export function HomeLocationSection({
  initial,
  tileUrl,
}: {
  initial: HomeFields;
  tileUrl: string;
}) {
  const { register, setValue, control } = useFormContext<HomeFields>();
  const errorOf = useErrorOf();
  const latitude = useWatch({ control, name: "latitude", defaultValue: initial.latitude });
  const longitude = useWatch({ control, name: "longitude", defaultValue: initial.longitude });

  const pick = useCallback(
    (lat: number, lng: number) => {
      setValue("latitude", String(lat));
      setValue("longitude", String(lng));
    },
    [setValue],
  );

  return (
    <Section title="Where it is">
      <p id="coordinates-help" className="text-sm text-stone-600">
        Click the map or drag its pin to set the coordinates, or type them.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Latitude"
          optional
          inputMode="decimal"
          aria-describedby="coordinates-help"
          {...register("latitude")}
          defaultValue={initial.latitude}
          error={errorOf("latitude")}
        />
        <Field
          label="Longitude"
          optional
          inputMode="decimal"
          aria-describedby="coordinates-help"
          {...register("longitude")}
          defaultValue={initial.longitude}
          error={errorOf("longitude")}
        />
      </div>
      <div
        role="region"
        aria-label="Map to pick the coordinates"
        data-testid="home-location-map"
        className="isolate h-72 overflow-hidden rounded-xl border border-stone-200 bg-bark-100 sm:h-96"
      >
        <HomeLocationMap
          latitude={coordinate(latitude)}
          longitude={coordinate(longitude)}
          tileUrl={tileUrl}
          onPick={pick}
        />
      </div>
    </Section>
  );
}
