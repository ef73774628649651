/*
 * A back office form's refused change, shown the way every dialog shows it: the API's messages
 * beside the fields they name, and the first field marked focused so it is read with its message.
 */

/**
 * The API's 400 details by the path they name, the first message of each. `fieldOf` folds a path
 * into the field that shows it, such as a list's `stayKinds.0` into `stayKinds`.
 */
export function messagesByPath(
  details: unknown,
  fieldOf: (path: string) => string = (path) => path,
): Record<string, string> {
  const byPath: Record<string, string> = {};
  if (!Array.isArray(details)) return byPath;
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail.path === "string" && typeof detail.message === "string") {
      byPath[fieldOf(detail.path)] ??= detail.message;
    }
  }
  return byPath;
}

/** Focuses a control, or a group's first box, once the refusal's messages are on it. */
export function focusAfterRender(form: HTMLFormElement, name: string) {
  requestAnimationFrame(() => {
    const named = form.elements.namedItem(name);
    const control = named instanceof RadioNodeList ? named[0] : named;
    if (control instanceof HTMLElement) control.focus();
  });
}
