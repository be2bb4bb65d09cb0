import { describe, expect, it } from 'vitest';
import {
  orderCancelledByBuyer,
  payoutRecorded,
  vendorApplicationDecided,
} from '../../sections/shop/notifications.ts';
import { taskCancelled, taskOfferReceived, taskReviewReceived } from '../../sections/task/notifications.ts';
import { sentence, withReason } from './text.ts';

describe('sentence', () => {
  it('ends text with exactly one full stop', () => {
    expect(sentence('Plans changed')).toBe('Plans changed.');
    expect(sentence('Plans changed.  ')).toBe('Plans changed.');
    expect(sentence('Paid to Walker A.')).toBe('Paid to Walker A.');
    expect(sentence('Really?')).toBe('Really?');
    expect(sentence('He said "no."')).toBe('He said "no."');
    expect(sentence('')).toBe('');
  });

  it('ends a reason as a sentence, once', () => {
    expect(withReason('Found someone else')).toBe(' Reason: Found someone else.');
    expect(withReason('Found someone else.')).toBe(' Reason: Found someone else.');
    expect(withReason('  ')).toBe('');
    expect(withReason(null)).toBe('');
  });
});

// People, stores and reasons whose text ends in a full stop; no message may read "A.." or run two
// sentences together.
const ids = { taskId: 't1', orderId: 'o1', title: 'Fix the tap' };

describe('notification wording', () => {
  it('names that end in a full stop get no second one', () => {
    const messages = [
      taskReviewReceived({ ...ids, subjectId: 'u', authorName: 'Walker Aryal', rating: 4 }).message,
      taskOfferReceived({ ...ids, posterId: 'u', taskerName: 'Walker A.', amount: 150_000 }).message,
      payoutRecorded({
        vendorUserId: 'u',
        storeName: 'Sharma Bros.',
        amount: 100_000,
        method: 'Bank transfer via Walker A.',
        reference: '',
      }).message,
      vendorApplicationDecided({
        userId: 'u',
        storeName: 'Sharma Bros.',
        status: 'Rejected',
        reason: 'Ask Walker A.',
      }).message,
    ];
    expect(messages[0]).toBe('Walker A. rated you 4/5 for "Fix the tap".');
    expect(messages[2]).toBe('Rs. 1,000 was paid to Sharma Bros. by Bank transfer via Walker A.');
    expect(messages[3]).toBe('Your application for "Sharma Bros." was not approved: Ask Walker A.');
    for (const message of messages) expect(message).not.toMatch(/\.\./);
  });

  it('a reason without a full stop still ends its sentence', () => {
    expect(
      orderCancelledByBuyer({
        vendorUserId: 'u',
        orderId: 'o1',
        orderNumber: 'BZ-1',
        buyerName: 'Walker A.',
        total: 50_000,
        reason: 'Ordered the wrong size',
      }).message,
    ).toBe(
      'Walker A. cancelled order BZ-1 (Rs. 500). Reason: Ordered the wrong size. The stock is back on the shelf.',
    );
    expect(
      taskCancelled({ ...ids, userId: 'u', asTasker: true, reason: 'Plans changed.', byAdmin: false })
        .message,
    ).toBe('"Fix the tap" was cancelled by the poster. Reason: Plans changed.');
  });
});
