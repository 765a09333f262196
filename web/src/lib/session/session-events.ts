type SessionEvent = "expired" | "signedOut";
type Listener = (event: SessionEvent) => void;

const listeners = new Set<Listener>();

/** A tiny bus so the app shell can react (clear caches, navigate) when the session ends. */
export const sessionEvents = {
  emit(event: SessionEvent): void {
    for (const listener of listeners) listener(event);
  },
  on(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
