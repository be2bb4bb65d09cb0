import { describe, expect, it } from 'vitest';
import { fieldLabel, humanizeFieldPaths } from './form-errors';

describe('fieldLabel', () => {
  it('reads a path as words, counting list items from 1', () => {
    expect(fieldLabel('variants.1.options')).toBe('Variant 2 options');
    expect(fieldLabel('fullName')).toBe('Full name');
    expect(fieldLabel('categories.0')).toBe('Category 1');
    expect(fieldLabel('addresses.2.street')).toBe('Address 3 street');
  });
});

describe('humanizeFieldPaths', () => {
  it('shows no dotted path: a label instead, or only the message when it names the field', () => {
    expect(
      humanizeFieldPaths('variants.1.options: Same options as variant 1', [
        { path: 'variants.1.options', message: 'Same options as variant 1' },
      ]),
    ).toBe('Variant 2 options: Same options as variant 1');
    expect(
      humanizeFieldPaths('code: This code is already in use', [
        { path: 'code', message: 'This code is already in use' },
      ]),
    ).toBe('This code is already in use');
  });

  it('handles every field of a joined message and drops request parts', () => {
    const errors = [
      { path: 'maxDiscount', message: 'Too big' },
      { path: 'body', message: 'Expected object' },
    ];
    expect(humanizeFieldPaths('maxDiscount: Too big; body: Expected object', errors)).toBe(
      'Max discount: Too big; Expected object',
    );
  });

  it('leaves a message whose prefix is no field path as it is', () => {
    const errors = [{ path: 'items.0197aaaa', message: 'Only 2 left' }];
    expect(humanizeFieldPaths('Blue shirt: only 2 left', errors)).toBe('Blue shirt: only 2 left');
    expect(humanizeFieldPaths('Cannot move an order from Shipped to Cancelled', [])).toBe(
      'Cannot move an order from Shipped to Cancelled',
    );
  });
});
