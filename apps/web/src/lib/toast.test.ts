import { describe, expect, it } from 'vitest';
import { successToastText } from './toast';

describe('successToastText', () => {
  it('keeps a title the answer gives', () => {
    expect(successToastText({ title: 'Order placed', message: 'We will call you.' })).toEqual({
      title: 'Order placed',
      message: 'We will call you.',
    });
  });

  it('titles an answer without a title by its message, never "Success!"', () => {
    expect(successToastText({ message: 'Profile updated' })).toEqual({
      title: 'Profile updated',
      message: '',
    });
    expect(successToastText({ message: 'Password changed. Other devices have been signed out.' })).toEqual({
      title: 'Password changed.',
      message: 'Other devices have been signed out.',
    });
    expect(successToastText({ message: 'Payout of Rs. 1 recorded' })).toEqual({
      title: 'Payout of Rs. 1 recorded',
      message: '',
    });
    expect(successToastText({}).title).not.toBe('Success!');
  });
});
