import type { TModerationAction } from '@bazaar/shared/moderation-constants';
import type { TNotificationType } from '@bazaar/shared/notification';
import type { TNotificationTopic } from '@bazaar/shared/notification-choices';
import type { Section } from '@bazaar/shared/section';
import type { NotifyInput } from '../notification/service.ts';
import { withReason } from '../notification/text.ts';

/** Where a moderation notification is filed: the section's topic, or the account's for a person or message. */
function filing(section: Section | null): { topic: TNotificationTopic; notificationType: TNotificationType } {
  if (!section) return { topic: 'account', notificationType: 'other' };
  const notificationType: TNotificationType =
    section === 'shop' || section === 'task' || section === 'job' ? section : 'other';
  return { topic: section, notificationType };
}

const OUTCOME: Record<TModerationAction, string> = {
  dismiss: 'An admin looked at it and found nothing against the rules, so it stays as it is.',
  hide: 'An admin hid it: it no longer shows on the site.',
  warn: 'An admin warned the person responsible.',
  block: 'An admin blocked the person responsible.',
};

/** A reporter: the admin acted on what they reported. */
export function reportHandled(input: {
  userId: string;
  section: Section | null;
  label: string;
  title: string;
  action: TModerationAction;
  route: string;
}): NotifyInput {
  return {
    userId: input.userId,
    title: 'Your report was handled',
    message: `Thank you for reporting the ${input.label.toLowerCase()} "${input.title}". ${OUTCOME[input.action]}`,
    ...filing(input.section),
    route: input.route,
    metaData: { moderationAction: input.action },
  };
}

const TO_OWNER: Record<Exclude<TModerationAction, 'dismiss'>, (label: string, title: string) => string> = {
  hide: (label, title) =>
    `An admin hid your ${label} "${title}" after reports; it no longer shows on the site.`,
  warn: (label, title) =>
    `An admin warned you about your ${label} "${title}". Please keep to the marketplace's rules; a repeat can end in a block.`,
  block: (label, title) => `An admin blocked your account after reports of your ${label} "${title}".`,
};

const OWNER_TITLE: Record<Exclude<TModerationAction, 'dismiss'>, (label: string) => string> = {
  hide: (label) => `Your ${label} was hidden`,
  warn: () => 'A warning from the admins',
  block: () => 'Your account was blocked',
};

/** The owner of a reported thing: an admin hid it, warned them or blocked them (a dismissal tells them nothing). */
export function ownerActedOn(input: {
  userId: string;
  section: Section | null;
  label: string;
  title: string;
  action: Exclude<TModerationAction, 'dismiss'>;
  reason: string;
  route: string;
}): NotifyInput {
  const label = input.label.toLowerCase();
  return {
    userId: input.userId,
    title: OWNER_TITLE[input.action](label),
    message: `${TO_OWNER[input.action](label, input.title)}${withReason(input.reason)}`,
    ...filing(input.section),
    route: input.route,
    metaData: { moderationAction: input.action },
  };
}
