import { z } from 'zod';
import { writeResult } from './pagination.ts';
import { SECTION_INFO, SECTIONS } from './section.ts';

// What a person chooses to be told, per topic (each section, their conversations, their account) and
// per channel (the bell, email, web push): /user/settings/notifications and
// GET/PUT /api/user/notification-choices. Every notification names its topic; every sender asks first.

/** The topics: the sections in their order, then conversations and the account. */
export const NOTIFICATION_TOPICS = [...SECTIONS, 'messages', 'account'] as const;
export type TNotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NOTIFICATION_TOPIC_INFO: Readonly<Record<TNotificationTopic, { label: string; about: string }>> =
  {
    ...(Object.fromEntries(
      SECTIONS.map((s) => [s, { label: SECTION_INFO[s].label, about: SECTION_INFO[s].notificationAbout }]),
    ) as Record<(typeof SECTIONS)[number], { label: string; about: string }>),
    messages: { label: 'Messages', about: 'New messages in your conversations' },
    account: { label: 'Account', about: 'Sign-ins, passwords, your store application and admin notes' },
  };

export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Readonly<Record<TNotificationChannel, string>> = {
  inApp: 'In the app',
  email: 'Email',
  push: 'Push',
};

export type TNotificationChoices = Record<TNotificationTopic, Record<TNotificationChannel, boolean>>;

/** Choices nobody can turn off: account and security emails. */
export const LOCKED_NOTIFICATION_CHOICES: ReadonlyArray<readonly [TNotificationTopic, TNotificationChannel]> =
  [['account', 'email']];

export function isLockedChoice(topic: TNotificationTopic, channel: TNotificationChannel): boolean {
  return LOCKED_NOTIFICATION_CHOICES.some(([t, c]) => t === topic && c === channel);
}

/** Everything on until the person says otherwise (push reaches only the devices they allowed it on). */
export const DEFAULT_NOTIFICATION_CHOICES: TNotificationChoices = Object.fromEntries(
  NOTIFICATION_TOPICS.map((t) => [t, { inApp: true, email: true, push: true }]),
) as TNotificationChoices;

/** How one choice is stored: `task.email`. */
export const choiceKey = (topic: TNotificationTopic, channel: TNotificationChannel) => `${topic}.${channel}`;

/** A person's stored changes (`{ "task.email": false }`) laid over the defaults; the locked ones on. */
export function resolveNotificationChoices(
  stored: Readonly<Record<string, unknown>> | null,
): TNotificationChoices {
  const choices = structuredClone(DEFAULT_NOTIFICATION_CHOICES);
  for (const topic of NOTIFICATION_TOPICS) {
    for (const channel of NOTIFICATION_CHANNELS) {
      const value = stored?.[choiceKey(topic, channel)];
      if (typeof value === 'boolean') choices[topic][channel] = value;
    }
  }
  for (const [topic, channel] of LOCKED_NOTIFICATION_CHOICES) choices[topic][channel] = true;
  return choices;
}

/** An update as the stored changes it makes: `{ "task.email": false, … }`. */
export function choiceChanges(update: TNotificationChoicesUpdate): Record<string, boolean> {
  const changes: Record<string, boolean> = {};
  for (const topic of NOTIFICATION_TOPICS) {
    for (const channel of NOTIFICATION_CHANNELS) {
      const value = update[topic]?.[channel];
      if (value !== undefined) changes[choiceKey(topic, channel)] = value;
    }
  }
  return changes;
}

const ZChannelChoices = z.strictObject({
  inApp: z.boolean().optional(),
  email: z.boolean().optional(),
  push: z.boolean().optional(),
});

/**
 * PUT /user/notification-choices: the choices to change (any subset; what it does not name stays as
 * it was). Turning off a locked choice is refused, naming it.
 */
export const ZNotificationChoicesUpdate = z
  .strictObject(
    Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, ZChannelChoices.optional()])) as Record<
      TNotificationTopic,
      z.ZodOptional<typeof ZChannelChoices>
    >,
  )
  .superRefine((value, ctx) => {
    for (const [topic, channel] of LOCKED_NOTIFICATION_CHOICES) {
      if (value[topic]?.[channel] === false) {
        ctx.addIssue({
          code: 'custom',
          path: [topic, channel],
          message: `${NOTIFICATION_TOPIC_INFO[topic].label} ${NOTIFICATION_CHANNEL_LABELS[channel].toLowerCase()}s cannot be turned off`,
        });
      }
    }
  });
export type TNotificationChoicesUpdate = z.infer<typeof ZNotificationChoicesUpdate>;

const ZChannels = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });

/** GET /notification/choices: every topic × channel, defaults filled in. */
export const ZNotificationChoices = z.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, ZChannels])) as Record<
    TNotificationTopic,
    typeof ZChannels
  >,
);
export const ZNotificationChoicesResponse = z.object({ data: ZNotificationChoices });
export const ZNotificationChoicesWriteResponse = writeResult(ZNotificationChoices);

/**
 * POST /push/subscriptions: a browser's `PushSubscription.toJSON()` (its push service's endpoint and
 * the keys to encrypt to).
 */
export const ZPushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'endpoint must be an https: URL' }).max(2000),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'keys.p256dh must be a P-256 public key, base64url'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/, 'keys.auth must be 16 bytes, base64url'),
  }),
});
export type TPushSubscriptionBody = z.infer<typeof ZPushSubscriptionBody>;
export const ZPushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(2000) });
/** GET /push/public-key: the key browsers subscribe with (`applicationServerKey`). */
export const ZPushPublicKeyResponse = z.object({ data: z.object({ publicKey: z.string() }) });
export const ZPushSubscribeResponse = writeResult(z.object({ devices: z.number().int() }));

/** The topics an email's one-click unsubscribe can turn off (every one but the locked ones). */
export const UNSUBSCRIBABLE_TOPICS = NOTIFICATION_TOPICS.filter((t) => !isLockedChoice(t, 'email'));

/** GET and POST /notification/unsubscribe?token=…: the signed token of an email's unsubscribe link. */
export const ZUnsubscribeQuery = z.object({
  token: z.string().min(1, 'token is required').max(500, 'token is too long'),
});

/** What an unsubscribe token turns off: one topic's emails of one person. */
export const ZUnsubscribeInfo = z.object({
  topic: z.enum(NOTIFICATION_TOPICS),
  label: z.string(),
  about: z.string(),
  /** The address the emails go to, part hidden (`s***@example.com`). */
  email: z.string(),
  /** Whether these emails are on now. */
  isOn: z.boolean(),
});
export type TUnsubscribeInfo = z.infer<typeof ZUnsubscribeInfo>;
export const ZUnsubscribeInfoResponse = z.object({ data: ZUnsubscribeInfo });
export const ZUnsubscribeResponse = writeResult(ZUnsubscribeInfo);

/** The web page an email's unsubscribe link names for people (the API's POST is the one-click one). */
export const UNSUBSCRIBE_ROUTE = '/unsubscribe';
