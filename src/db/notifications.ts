import pg from "pg";

/** What a subscriber to database notifications hears. */
export interface ChangeListener {
  channels: readonly string[];
  onNotification(channel: string, payload: string): void;
  /** Notifications may have been missed from now on (connection lost). */
  onLost(): void;
  /** Listening (again): nothing is missed from now on. */
  onListening(): void;
}

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = "ardennes-change-listener";

const RETRY_MS = [250, 1_000, 2_000, 5_000];
/** A silent network can leave a connection that looks alive; a query every so often tells. */
const HEARTBEAT_MS = 5_000;

/**
 * LISTENs on its own connection (not one of the pool's) and keeps doing so: after an error it
 * reports the loss, reconnects with backoff and reports when it listens again.
 */
export function listenOnPostgres(
  connectionString: string,
  listener: ChangeListener,
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let listening = false;

  const lost = () => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = undefined;
    const current = client;
    client = undefined;
    current?.removeAllListeners();
    // A broken connection may still hold its socket; ending it is best effort.
    current?.on("error", () => undefined);
    current?.end().catch(() => undefined);
    if (listening) listener.onLost();
    listening = false;
    if (!stopped) {
      const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
      failures++;
      retry = setTimeout(connect, delay);
      retry.unref();
    }
  };

  const connect = async () => {
    retry = undefined;
    if (stopped) return;
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    client = next;
    next.on("error", lost);
    next.on("end", () => {
      if (client === next) lost();
    });
    next.on("notification", (message) => {
      listener.onNotification(message.channel, message.payload ?? "");
    });
    try {
      await next.connect();
      for (const channel of listener.channels) {
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
    } catch {
      if (client === next) lost();
      return;
    }
    if (stopped || client !== next) {
      await next.end().catch(() => undefined);
      return;
    }
    failures = 0;
    listening = true;
    listener.onListening();
    heartbeat = setInterval(() => {
      const timeout = setTimeout(() => {
        if (client === next) lost();
      }, HEARTBEAT_MS);
      next
        .query("SELECT 1")
        .then(() => clearTimeout(timeout))
        .catch(() => {
          clearTimeout(timeout);
          if (client === next) lost();
        });
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };

  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    if (heartbeat) clearInterval(heartbeat);
    const current = client;
    client = undefined;
    if (listening) listener.onLost();
    listening = false;
    current?.removeAllListeners();
    current?.on("error", () => undefined);
    await current?.end().catch(() => undefined);
  };
}
