import type { TProductVariant } from '@bazaar/shared/product';
import { describe, expect, it } from 'vitest';
import { pickDefaultVariant } from './default-variant';
import { chooseOption, listOptionGroups } from './variant-picker';

function variant(id: string, options: Record<string, string>, stock: number): TProductVariant {
  return { _id: id, options, price: 100_00, mrp: null, stock, sku: null };
}

const VARIANTS = [
  variant('s-red', { Size: 'S', Color: 'Red' }, 0),
  variant('m-red', { Size: 'M', Color: 'Red' }, 4),
  variant('m-blue', { Size: 'M', Color: 'Blue' }, 2),
  variant('l-blue', { Size: 'L', Color: 'Blue' }, 0),
];

describe('variant picker', () => {
  it('groups option values in the order they first appear', () => {
    expect(listOptionGroups(VARIANTS)).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Red', 'Blue'] },
    ]);
  });

  it('starts on the first variant in stock', () => {
    expect(pickDefaultVariant(VARIANTS)?._id).toBe('m-red');
    expect(pickDefaultVariant([])).toBeNull();
  });

  it('keeps the other choice when that combination exists', () => {
    expect(chooseOption(VARIANTS, VARIANTS[1]!, 'Color', 'Blue')?._id).toBe('m-blue');
  });

  it('jumps to a real variant with the chosen value when the combination does not exist', () => {
    // L only comes in Blue.
    expect(chooseOption(VARIANTS, VARIANTS[1]!, 'Size', 'L')?._id).toBe('l-blue');
  });
});
