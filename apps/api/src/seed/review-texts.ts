/** What a past buyer says, by the product's top-level category and how they rated it. */
export type Comments = { good: string[]; fair: string[]; poor: string[] };

export const COMMENTS: Record<string, Comments> = {
  electronics: {
    good: [
      'Genuine product with the official warranty card. Works perfectly.',
      'Battery easily lasts the whole day. Very happy with it.',
      'Set it up in five minutes and it works smoothly.',
      'Came sealed in the box with all accessories. Recommended seller.',
      'Much cheaper than the shops in New Road and the same product.',
    ],
    fair: [
      'Works fine but the charger gets quite warm.',
      'Decent for the price, the build feels a bit plasticky.',
    ],
    poor: [
      'Stopped charging after two weeks. Waiting for the warranty replacement.',
      'The box was already opened and one cable was missing.',
    ],
  },
  fashion: {
    good: [
      'Good material and neat finishing. Fits true to size.',
      'Colour is exactly like the photo. Got many compliments.',
      'Comfortable for the whole day and still looks new after weeks of use.',
      'Good quality material, will order another colour.',
      'Perfect fit, ordered my usual size.',
    ],
    fair: [
      'Nice design but runs a little small, order one size up.',
      'Colour is slightly lighter than in the picture.',
    ],
    poor: ['The colour faded quickly.', 'Stitching came loose within a week.'],
  },
  'home-kitchen': {
    good: [
      'Solid and well made, we use it every day in the kitchen.',
      'Easy to use and easy to clean. Worth the money.',
      'Bought it for my mother, she loves it.',
      'Sturdy, looks good and arrived well packed.',
      'Exactly what our small flat needed.',
    ],
    fair: ['Does the job, but the finish could be better.', 'Okay quality, a bit smaller than I expected.'],
    poor: ['Arrived with a dent on the side.', 'Stopped working properly after a month.'],
  },
  groceries: {
    good: [
      'Fresh stock with a long expiry date. Will order again.',
      'Tastes just like the one from our local shop, delivered to the door.',
      'Good quality and well sealed packets.',
      'Good price compared to the supermarket.',
      'Fast delivery and nicely packed.',
    ],
    fair: [
      'Quality is fine but the price went up since last time.',
      'Okay, but the packet was a bit crushed.',
    ],
    poor: ['Expiry date was only a month away.', 'One packet was torn when it arrived.'],
  },
  beauty: {
    good: [
      'Suits my skin, no irritation at all. Original product.',
      'Light fragrance and lasts long. Will buy again.',
      'Noticed a difference after two weeks of use.',
      'Checked the batch number, it is genuine.',
      'Good results, a little goes a long way.',
    ],
    fair: ['Works okay, but I did not see a big difference.', 'Nice product, the pump broke after a while.'],
    poor: ['Gave me a rash, not for sensitive skin.', 'The seal was broken when it arrived.'],
  },
  sports: {
    good: [
      'Good grip and sturdy build. Using it every morning.',
      'Great quality for the price, my son loves it.',
      'Well made and comfortable to use.',
      'Exactly as described, good for regular use.',
      'Strong material, survived a month of regular use.',
    ],
    fair: [
      'Fine for beginners, serious players may want better.',
      'Decent, but a bit heavier than expected.',
    ],
    poor: ['Started wearing out after a few uses.', 'One of the parts was missing from the box.'],
  },
  books: {
    good: [
      'Original print with good paper quality. Arrived in perfect condition.',
      'Very well written. Delivered in two days.',
      'Bought it as a gift, well packed with no bent corners.',
      'Great read and a fair price.',
      'Good binding and clear print.',
    ],
    fair: ['Good book, but the cover had a small crease.', 'Content is great, the paper is thin.'],
    poor: ['Looks like a photocopy, not the original print.', 'A few pages were printed blurred.'],
  },
  toys: {
    good: [
      'My daughter plays with it every day. Safe and well made.',
      'Bright colours and no sharp edges. Great gift.',
      'Kept the kids busy the whole weekend.',
      'Good quality plastic, survived plenty of drops.',
      'Same as in the picture, the kids love it.',
    ],
    fair: ['Fun, but the instructions are hard to follow.', 'Nice toy, smaller than it looks in the photo.'],
    poor: ['One piece was missing from the box.', 'Broke on the second day.'],
  },
};

export const GENERIC: Comments = {
  good: [
    'Good quality for the price. Delivered on time.',
    'Exactly as described. Thank you Bazaar!',
    'Well packed and the delivery person was polite.',
    'Very happy with this purchase, recommended.',
    'Would definitely buy again.',
    'Cash on delivery made it easy. Product is good.',
  ],
  fair: ['It is okay for the price.', 'Average. Does what it says, nothing more.'],
  poor: ['Not as described. Disappointed.', 'Poor quality, would not buy again.'],
};

export const REPLIES = {
  good: [
    'Thank you for your kind words! We hope to see you again soon.',
    'Thanks a lot for the review. Enjoy your purchase!',
    'We are glad you like it. Thank you for shopping with us.',
  ],
  poor: [
    'Sorry about this. Please message us with your order number and we will make it right.',
    'We are sorry for the trouble. We have checked our stock and packing to avoid this again.',
    'Thank you for the honest feedback. Please contact us for a replacement.',
  ],
};

/** Star weights (1..5) of a product; most demo products are liked, a few are mixed. */
export const TASTES = [
  { share: 0.68, weights: [1, 1, 3, 22, 45] },
  { share: 0.24, weights: [2, 2, 7, 32, 25] },
  { share: 0.08, weights: [10, 9, 16, 25, 14] },
];
export const TASTE_SHARES = TASTES.map((t) => t.share);
