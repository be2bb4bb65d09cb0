import type { TThreadSubject } from '@bazaar/shared/thread';
import type { NotifyInput } from '../notification/service.ts';
import { excerpt } from '../notification/text.ts';

/**
 * A participant of a private thread: someone else in it wrote. Opens that participant's own page
 * of the subject (`route`); `threadId` in the metaData lets the thread find its notifications (a
 * participant is told once until they read the thread or see the notification).
 */
export function threadMessageReceived(message: {
  userId: string;
  route: string;
  threadId: string;
  subject: { kind: TThreadSubject; id: string };
  threadTitle: string;
  senderName: string;
  body: string;
}): NotifyInput {
  return {
    userId: message.userId,
    title: `New message from ${message.senderName}`,
    message: `${message.threadTitle}: "${excerpt(message.body)}"`,
    notificationType: message.subject.kind === 'task' ? 'task' : 'other',
    topic: 'messages',
    route: message.route,
    metaData: {
      threadId: message.threadId,
      subjectKind: message.subject.kind,
      subjectId: message.subject.id,
    },
  };
}
