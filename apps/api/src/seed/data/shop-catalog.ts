import { BEAUTY_SPORTS_BOOKS_AND_TOYS } from './shop-catalog/beauty-sports-books-toys.ts';
import { ELECTRONICS_AND_FASHION } from './shop-catalog/electronics-and-fashion.ts';
import { HOME_AND_GROCERIES } from './shop-catalog/home-and-groceries.ts';

/** A seeded product before prices become paisa: [name, brand, price in rupees]. */
export type ProductSeed = [name: string, brand: string, priceRupees: number];

export type LeafCategorySeed = {
  name: string;
  slug: string;
  /** What every product in the category says about itself (descriptions are built from it). */
  blurb: string;
  /** Spec keys and the values products cycle through. */
  specs: Record<string, string[]>;
  /** Option sets for products that come in variants (every third product). */
  variantOptions?: Record<string, string[]>;
  products: ProductSeed[];
};

export type RootCategorySeed = {
  name: string;
  slug: string;
  /** Placeholder image colour. */
  color: string;
  /** Which demo vendor (index into SHOP_VENDORS) sells this category. */
  vendor: number;
  children: LeafCategorySeed[];
};

export type VendorSeed = {
  email: string;
  fullName: string;
  phone: string;
  storeName: string;
  slug: string;
  description: string;
};

/** The demo vendor (vendor@bazaar.test) first, then four more stores. */
export const SHOP_VENDORS: VendorSeed[] = [
  {
    email: 'vendor@bazaar.test',
    fullName: 'Vijay Vendor',
    phone: '9800000003',
    storeName: 'Vijay Electronics',
    slug: 'vijay-electronics',
    description: 'Phones, laptops and audio with official warranty, delivered across Nepal.',
  },
  {
    email: 'vendor2@bazaar.test',
    fullName: 'Hema Thapa',
    phone: '9800000012',
    storeName: 'Himalayan Threads',
    slug: 'himalayan-threads',
    description: 'Clothing and footwear for every season, from Kathmandu.',
  },
  {
    email: 'vendor3@bazaar.test',
    fullName: 'Kiran Shrestha',
    phone: '9800000013',
    storeName: 'Kathmandu Kitchen Mart',
    slug: 'kathmandu-kitchen-mart',
    description: 'Cookware, appliances and daily groceries at fair prices.',
  },
  {
    email: 'vendor4@bazaar.test',
    fullName: 'Bikash Gurung',
    phone: '9800000014',
    storeName: 'Everest Sports & Toys',
    slug: 'everest-sports-toys',
    description: 'Gear for the gym, the trail and the playroom.',
  },
  {
    email: 'vendor5@bazaar.test',
    fullName: 'Laxmi Maharjan',
    phone: '9800000015',
    storeName: 'Patan Beauty & Books',
    slug: 'patan-beauty-books',
    description: 'Skincare, makeup and a well-stocked bookshelf.',
  },
];

/** The departments (root categories), in this order; each module of shop-catalog/ holds a few, by store. */
export const SHOP_CATEGORIES: RootCategorySeed[] = [
  ...ELECTRONICS_AND_FASHION,
  ...HOME_AND_GROCERIES,
  ...BEAUTY_SPORTS_BOOKS_AND_TOYS,
];
