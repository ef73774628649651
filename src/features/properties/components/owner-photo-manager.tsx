"use client";

import { ArrowDown } from "@/components/icons/arrow-down";
import { ArrowUp } from "@/components/icons/arrow-up";
import { Loader2 } from "@/components/icons/loader-2";
import { Star } from "@/components/icons/star";
import { Trash2 } from "@/components/icons/trash-2";
import Image from "next/image";
import { useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError, Label } from "@/components/ui/field-parts";
import { ownerChange, ownerUpload, refusalOf } from "@/features/owner";
import { ConfirmDialog } from "@/features/owner/components";
import { LOCALE_NAMES } from "@/i18n/locales";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/translated-texts";
import { apiRequest, responseSchema } from "@/lib/api-client";
import { MAX_DESCRIPTION_LENGTH, PHOTO_INPUT_ACCEPT, type OwnerPhoto } from "../owner-photos";

/** The API's own words for a file past 20 MB, said before sending it. */
const TOO_LARGE = "A photo can be at most 20 MB";
const MAX_BYTES = 20 * 1024 * 1024;

const isPhoto = (value: unknown): value is OwnerPhoto =>
  typeof value === "object" && value !== null && typeof (value as OwnerPhoto).id === "string";
const photoAnswer = responseSchema(isPhoto);
const listAnswer = responseSchema(
  (value): value is { photos: OwnerPhoto[] } =>
    typeof value === "object" &&
    value !== null &&
    Array.isArray((value as { photos?: unknown }).photos),
);

interface Upload {
  key: number;
  name: string;
  /** 0 to 1. */
  progress: number;
  error: string | null;
  done: boolean;
}

/** The owner's photos of a home: upload, order (drag or keyboard), cover, description, delete. */
export function OwnerPhotoManager({
  homeId,
  initialPhotos,
}: {
  homeId: string;
  initialPhotos: OwnerPhoto[];
}) {
  const base = `/api/owner/homes/${homeId}/photos`;
  const [photos, setPhotos] = useState(initialPhotos);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);
  const uploadCount = useRef(0);
  const list = useRef<HTMLOListElement>(null);

  async function reload() {
    const { photos: fresh } = await apiRequest(base, listAnswer, { anonymous: true });
    setPhotos(fresh);
  }

  function updateUpload(key: number, change: Partial<Upload>) {
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }

  /** One request per file, in turn, so each shows its own progress. */
  async function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = "";
    const queued = files.map((file) => ({
      file,
      upload: {
        key: (uploadCount.current += 1),
        name: file.name,
        progress: 0,
        error: file.size > MAX_BYTES ? TOO_LARGE : null,
        done: false,
      },
    }));
    setUploads((all) => [...all.filter((u) => !u.done), ...queued.map((q) => q.upload)]);
    let added = 0;
    for (const { file, upload } of queued) {
      if (upload.error) continue;
      const form = new FormData();
      form.append("photo", file);
      try {
        const photo = await ownerUpload(base, photoAnswer, form, (progress) =>
          updateUpload(upload.key, { progress }),
        );
        updateUpload(upload.key, { progress: 1, done: true });
        setPhotos((all) => [...all, photo]);
        added += 1;
      } catch (failure) {
        updateUpload(upload.key, { error: refusalOf(failure) });
      }
    }
    if (added > 0) setAnnouncement(`${added} ${added === 1 ? "photo" : "photos"} added.`);
  }

  async function saveOrder(ids: string[], movedId: string) {
    setError(null);
    try {
      const { photos: ordered } = await ownerChange(`${base}/order`, listAnswer, { ids });
      setPhotos(ordered);
      const position = ordered.findIndex((p) => p.id === movedId) + 1;
      setAnnouncement(`Photo moved to position ${position} of ${ordered.length}.`);
    } catch (failure) {
      setError(refusalOf(failure));
      await reload().catch(() => undefined);
    }
  }

  async function move(id: string, by: -1 | 1) {
    const ids = photos.map((p) => p.id);
    const from = ids.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, id);
    await saveOrder(ids, id);
    // The moved photo keeps the keyboard: its other button once it cannot move further.
    const item = list.current?.querySelector(`[data-photo="${id}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(
      `button[data-move="${by < 0 ? "earlier" : "later"}"]:not(:disabled)`,
    );
    (wanted ?? item?.querySelector<HTMLButtonElement>("button[data-move]:not(:disabled)"))?.focus();
  }

  function dropOn(targetId: string, event: DragEvent) {
    event.preventDefault();
    const id = dragged;
    setDragged(null);
    if (!id || id === targetId) return;
    const ids = photos.map((p) => p.id).filter((p) => p !== id);
    ids.splice(ids.indexOf(targetId) + (isAfter(event) ? 1 : 0), 0, id);
    void saveOrder(ids, id);
  }

  async function makeCover(id: string) {
    setError(null);
    try {
      await ownerChange(`${base}/${id}`, photoAnswer, { isCover: true });
      await reload();
      setAnnouncement("Cover photo changed; it is now shown first.");
    } catch (failure) {
      setError(refusalOf(failure));
    }
  }

  async function saveDescription(
    photo: OwnerPhoto,
    text: string,
    locale?: TranslatedLocale,
  ): Promise<string | null> {
    const current = locale ? photo.translations[locale] : (photo.description ?? "");
    if (text.trim() === current) return null;
    const change = locale ? { translations: { [locale]: text } } : { description: text };
    try {
      const saved = await ownerChange(`${base}/${photo.id}`, photoAnswer, change);
      setPhotos((all) => all.map((p) => (p.id === saved.id ? saved : p)));
      setAnnouncement(
        locale ? `Description (${LOCALE_NAMES[locale]}) saved.` : "Description saved.",
      );
      return null;
    } catch (failure) {
      return refusalOf(failure);
    }
  }

  async function remove(id: string): Promise<string | null> {
    try {
      const { photos: rest } = await ownerChange(`${base}/${id}/delete`, listAnswer);
      setPhotos(rest);
      setAnnouncement("Photo deleted.");
      return null;
    } catch (failure) {
      return refusalOf(failure);
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="add-photos" className="flex flex-col gap-3">
        <h2 id="add-photos" className="font-serif text-xl font-semibold text-forest-950">
          Upload
        </h2>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="photo-files">Add photos</Label>
          <input
            id="photo-files"
            type="file"
            multiple
            accept={PHOTO_INPUT_ACCEPT}
            onChange={(event) => void addPhotos(event)}
            aria-describedby="photo-files-note"
            className="block w-full max-w-md rounded-md border border-stone-300 bg-white text-sm text-stone-800 file:mr-3 file:rounded-l-md file:border-0 file:bg-forest-700 file:px-3 file:py-2 file:font-medium file:text-white"
          />
          <p id="photo-files-note" className="text-sm text-stone-600">
            JPEG, PNG, WebP or HEIC, at most 20 MB each. Camera data such as the location is
            removed.
          </p>
        </div>
        {uploads.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label="Uploads">
            {uploads.map((upload) => (
              <li key={upload.key} className="flex flex-col gap-1 text-sm">
                <span className="break-all text-stone-800">
                  {upload.name}
                  {upload.done ? " (added)" : ""}
                </span>
                {upload.error ? (
                  <p role="alert" className="text-red-800">
                    {upload.name}: {upload.error}
                  </p>
                ) : (
                  <progress
                    aria-label={`Uploading ${upload.name}`}
                    max={100}
                    value={Math.round(upload.progress * 100)}
                    className="h-2 w-full max-w-md accent-forest-700"
                  />
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="photo-list" className="flex flex-col gap-3">
        <h2 id="photo-list" className="font-serif text-xl font-semibold text-forest-950">
          Order and descriptions
        </h2>
        <p className="text-sm text-stone-600">
          Guests see the photos in this order; the first is the cover. Drag a photo, or use
          &lsquo;Move earlier&rsquo; and &lsquo;Move later&rsquo;.
        </p>
        <FormError message={error} />
        <p aria-live="polite" role="status" className="sr-only">
          {announcement}
        </p>
        {photos.length === 0 ? (
          <p className="text-stone-700">This home has no photos yet.</p>
        ) : (
          <ol ref={list} aria-label="Photos" className="flex flex-col gap-4">
            {photos.map((photo, index) => (
              <li
                key={photo.id}
                data-photo={photo.id}
                aria-labelledby={`photo-${photo.id}`}
                onDragOver={(event) => {
                  if (dragged) event.preventDefault();
                }}
                onDrop={(event) => dropOn(photo.id, event)}
                className={`flex flex-col gap-3 rounded-lg border bg-white p-3 sm:flex-row ${
                  dragged === photo.id ? "border-forest-600 opacity-60" : "border-stone-200"
                }`}
              >
                {/* The photo is the handle to drag by; the buttons do the same by keyboard. */}
                <div
                  draggable
                  onDragStart={(event) => {
                    setDragged(photo.id);
                    event.dataTransfer.effectAllowed = "move";
                  }}
                  onDragEnd={() => setDragged(null)}
                  className="relative aspect-[4/3] w-full shrink-0 cursor-grab overflow-hidden rounded-md bg-stone-100 sm:w-48"
                >
                  <Image
                    src={photo.url}
                    alt={photo.description ?? ""}
                    fill
                    sizes="(min-width: 640px) 192px, 100vw"
                    className="object-cover"
                    draggable={false}
                  />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-3">
                  <p className="flex flex-wrap items-center gap-2">
                    <span id={`photo-${photo.id}`} className="font-medium text-stone-900">
                      Photo {index + 1} of {photos.length}
                    </span>
                    {photo.isCover ? <Badge tone="forest">Cover</Badge> : null}
                  </p>
                  <DescriptionField photo={photo} onSave={saveDescription} />
                  <details className="rounded-lg border border-stone-200 px-3 py-2">
                    <summary className="cursor-pointer text-sm font-medium text-stone-800">
                      Description in other languages
                    </summary>
                    <div className="flex flex-col gap-3 pt-3">
                      <p className="text-sm text-stone-600">
                        Optional: guests reading a language without one hear the English
                        description.
                      </p>
                      {TRANSLATED_LOCALES.map((locale) => (
                        <DescriptionField
                          key={locale}
                          photo={photo}
                          locale={locale}
                          onSave={saveDescription}
                        />
                      ))}
                    </div>
                  </details>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      data-move="earlier"
                      disabled={index === 0}
                      onClick={() => void move(photo.id, -1)}
                    >
                      <ArrowUp aria-hidden="true" />
                      Move earlier
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      data-move="later"
                      disabled={index === photos.length - 1}
                      onClick={() => void move(photo.id, 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                      Move later
                    </Button>
                    {photo.isCover ? null : (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => void makeCover(photo.id)}
                      >
                        <Star aria-hidden="true" />
                        Make cover
                      </Button>
                    )}
                    <DeletePhotoDialog onDelete={() => remove(photo.id)} />
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** Whether a drop lands in the lower half of the item it is over: then it goes after it. */
function isAfter(event: DragEvent): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2;
}

/**
 * 'Description' (the photo's alt text), in English or in `locale`: saved when the field loses
 * focus, or with 'Save'.
 */
function DescriptionField({
  photo,
  locale,
  onSave,
}: {
  photo: OwnerPhoto;
  locale?: TranslatedLocale;
  onSave: (photo: OwnerPhoto, text: string, locale?: TranslatedLocale) => Promise<string | null>;
}) {
  const [text, setText] = useState(locale ? photo.translations[locale] : (photo.description ?? ""));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    if (saving) return;
    setSaving(true);
    setError(await onSave(photo, text, locale));
    setSaving(false);
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <Field
        label={locale ? `Description (${LOCALE_NAMES[locale]})` : "Description"}
        description={locale ? undefined : "Read out to guests who cannot see the photo."}
        optional={locale !== undefined}
        lang={locale}
        value={text}
        maxLength={MAX_DESCRIPTION_LENGTH}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={() => void save()}
        error={error}
        className="flex-1"
      />
      <Button type="button" variant="secondary" size="sm" onClick={() => void save()}>
        {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        Save
      </Button>
    </div>
  );
}

/** 'Delete', confirmed in a dialog: a deleted photo cannot be brought back. */
function DeletePhotoDialog({ onDelete }: { onDelete: () => Promise<string | null> }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(): Promise<boolean> {
    setBusy(true);
    const failure = await onDelete();
    setBusy(false);
    setError(failure);
    return !failure;
  }

  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this photo?"
      description="Guests stop seeing it at once. It cannot be brought back."
      keepLabel="Keep photo"
      confirmLabel="Delete photo"
      busy={busy}
      error={error}
      onConfirm={confirm}
    />
  );
}
