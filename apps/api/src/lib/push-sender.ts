// What the API needs of web push (its one implementation: platform/push/sender.ts), here so that the
// dependencies every area receives (deps.ts, section.ts) name it without importing a platform area.

/** What a push message carries to the service worker (apps/web/public/sw.js shows it). */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export type PushSender = {
  publicKey: string;
  /**
   * Sends each message to every subscription of its person: encrypted to the browser's keys (RFC 8291,
   * aes128gcm) and signed with our VAPID key (RFC 8292). A subscription the push service says is gone
   * (404, 410) is removed; other failures are logged and dropped (the bell still has the notification).
   * Never throws.
   */
  deliver: (messages: { userId: string; message: PushMessage }[]) => Promise<void>;
};
