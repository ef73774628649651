import { lazy, useState, type ComponentType } from "react";

/**
 * A component whose code is fetched on demand: `preload` starts the fetch (call it when a guest
 * reaches for what shows it: hover, focus, the screen nearing it), `load` is the same fetch for a
 * caller that waits for it, and `Component` renders it.
 * Once the code has arrived, `Component` renders it at once, where React.lazy would suspend first:
 * React reveals content that suspended no sooner than 300 ms after its fallback, so a lazy dialog
 * took a third of a second to open even from a warm cache. A failed preload is tried again when
 * the component renders, whose error boundary shows a second failure.
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): {
  Component: ComponentType<Props>;
  preload: () => void;
  load: () => Promise<unknown>;
} {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchComponent = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const preload = () => void fetchComponent().catch(() => undefined);
  const Lazy = lazy(() => fetchComponent().then((component) => ({ default: component })));

  function OnDemand(props: Props) {
    // Decided once per mount: switching from the lazy path to the loaded one would remount.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: OnDemand, preload, load: fetchComponent };
}
