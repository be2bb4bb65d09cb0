// Word lists for the benchmark catalogue beside its departments (departments.mjs): shared adjectives,
// colours, description parts and vendor names, so 100,000 generated products read like a real shop
// ("Samsung Slim Smart Refrigerator 340L") and searches hit real words.

/** Shared adjectives; with a brand and a kind they make a two-word search ("slim laptop"). */
export const ADJECTIVES = [
  'Classic',
  'Premium',
  'Slim',
  'Smart',
  'Wireless',
  'Portable',
  'Compact',
  'Deluxe',
  'Ultra',
  'Pro',
  'Lite',
  'Eco',
  'Heavy Duty',
  'Waterproof',
  'Handmade',
  'Organic',
  'Cotton',
  'Leather',
  'Steel',
  'Bamboo',
  'Vintage',
  'Modern',
  'Foldable',
  'Rechargeable',
  'Digital',
  'Ergonomic',
  'Travel',
  'Family',
  'Festive',
  'Everyday',
];

export const COLOURS = [
  'Black',
  'White',
  'Blue',
  'Red',
  'Green',
  'Grey',
  'Maroon',
  'Navy',
  'Beige',
  'Silver',
];

/** Sentences descriptions are built from; `%` is replaced by the product kind. */
export const DESCRIPTION_PARTS = [
  'A dependable % built for everyday use in Nepali homes.',
  'This % comes with a one year warranty and free delivery inside the valley.',
  'Made with durable materials that last for years.',
  'Lightweight and easy to carry on the go.',
  'Customers love the value for money and the finish.',
  'Tested for quality before it leaves our warehouse.',
  'Great as a gift for festivals like Dashain and Tihar.',
  'Easy returns within 7 days if it is not what you expected.',
  'Energy efficient and quiet in daily use.',
  'Available in several colours while stock lasts.',
];

export const VENDOR_WORDS = [
  'Everest',
  'Himalayan',
  'Annapurna',
  'Kathmandu',
  'Patan',
  'Bhaktapur',
  'Pokhara',
  'Lumbini',
  'Sagarmatha',
  'Namaste',
];
export const VENDOR_SUFFIX = [
  'Traders',
  'Mart',
  'Store',
  'Bazaar',
  'Emporium',
  'Suppliers',
  'Outlet',
  'Hub',
  'Depot',
  'Centre',
];
