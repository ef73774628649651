/**
 * The site's toasts. sonner and its toaster are loaded with the first toast, so a page that never
 * shows one never loads them; sonner hands toasts made before its toaster mounted to it on mount.
 */
type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();

export function subscribeToToaster(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toasterRequested(): boolean {
  return requested;
}

export async function showToast(kind: "success" | "error", message: string): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await import("sonner");
  toast[kind](message);
}
