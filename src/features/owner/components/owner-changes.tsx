"use client";

import { Loader2 } from "@/components/icons/loader-2";
import { useState, type FormEvent, type ReactNode } from "react";
import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/field-parts";
import { useOwnerChange } from "../use-owner-change";

/**
 * The back office's dialog: a trigger (none when a step of a change opens it), a title that
 * names it, and what it asks.
 */
export function OwnerDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-xl border border-stone-200 bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex flex-col gap-1">
            <Dialog.Title className="font-serif text-xl font-semibold text-forest-950">
              {title}
            </Dialog.Title>
            <Dialog.Description className="text-sm text-stone-600">
              {description}
            </Dialog.Description>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A dialog's error and its two buttons: keep things as they are, or the change itself. */
export function OwnerDialogActions({
  error,
  keepLabel,
  confirm,
}: {
  error: string | null;
  keepLabel: string;
  confirm: ReactNode;
}) {
  return (
    <>
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button type="button" variant="outline">
            {keepLabel}
          </Button>
        </Dialog.Close>
        {confirm}
      </div>
    </>
  );
}

/** The button that makes the change, spinning while it runs. */
export function ConfirmButton({
  busy,
  label,
  destructive = true,
  onClick,
}: {
  busy: boolean;
  label: string;
  destructive?: boolean;
  /** Without it the button submits its form. */
  onClick?: () => void;
}) {
  return (
    <Button
      type={onClick ? "button" : "submit"}
      variant={destructive ? "destructive" : "default"}
      aria-disabled={busy ? true : undefined}
      onClick={onClick}
    >
      {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
      {label}
    </Button>
  );
}

export interface ConfirmProps {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  destructive?: boolean;
}

/** A change asked for twice: the trigger opens a dialog that says what it does. */
export function ConfirmDialog({
  busy,
  error,
  onConfirm,
  ...dialog
}: ConfirmProps & {
  busy: boolean;
  error: string | null;
  /** True when done, which closes the dialog. */
  onConfirm: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  async function confirm() {
    if (await onConfirm()) setOpen(false);
  }
  return (
    <OwnerDialog
      open={open}
      onOpenChange={setOpen}
      trigger={dialog.trigger}
      title={dialog.title}
      description={dialog.description}
    >
      <OwnerDialogActions
        error={error}
        keepLabel={dialog.keepLabel}
        confirm={
          <ConfirmButton
            busy={busy}
            label={dialog.confirmLabel}
            destructive={dialog.destructive}
            onClick={() => void confirm()}
          />
        }
      />
    </OwnerDialog>
  );
}

/** A confirmed back office change: POSTs `path` with the session's CSRF token. */
export function ConfirmChange({
  path,
  body,
  ...dialog
}: ConfirmProps & { path: string; body?: unknown }) {
  const { busy, error, run } = useOwnerChange();
  return (
    <ConfirmDialog
      {...dialog}
      busy={busy !== null}
      error={error}
      onConfirm={() => run(path, path, body)}
    />
  );
}

/**
 * A confirmed back office change with a form: the dialog's fields (`children`), POSTed to `path`
 * as `bodyOf` reads them; the dialog closes when the change is done.
 */
export function ConfirmFormChange({
  path,
  bodyOf,
  children,
  ...dialog
}: ConfirmProps & { path: string; bodyOf: (form: FormData) => unknown; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useOwnerChange();
  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await run(path, path, bodyOf(new FormData(event.currentTarget)))) setOpen(false);
  }
  return (
    <OwnerDialog
      open={open}
      onOpenChange={setOpen}
      trigger={dialog.trigger}
      title={dialog.title}
      description={dialog.description}
    >
      <form onSubmit={(event) => void confirm(event)} className="flex flex-col gap-5">
        {children}
        <OwnerDialogActions
          error={error}
          keepLabel={dialog.keepLabel}
          confirm={
            <ConfirmButton
              busy={busy !== null}
              label={dialog.confirmLabel}
              destructive={dialog.destructive}
            />
          }
        />
      </form>
    </OwnerDialog>
  );
}

/** A change made with one click, its error under it: small, outlined, spinning while it runs. */
export function OwnerChangeButton({
  path,
  icon,
  label,
  accessibleName,
}: {
  path: string;
  icon: ReactNode;
  label: string;
  /** When the label alone is one of many alike on the page, e.g. 'Send again: {subject}'. */
  accessibleName?: string;
}) {
  const { busy, error, run } = useOwnerChange();
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={accessibleName}
        onClick={() => void run(path, path)}
      >
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : icon}
        {label}
      </Button>
      <FormError message={error} />
    </div>
  );
}
