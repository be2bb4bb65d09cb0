// No zod here: public rent pages import these in the browser, and zod would come with them (decision 008).
import { defineStatusFlow } from './status-flow.ts';

/** What is for rent (docs/domain.md "Rent listings and inquiries"). */
export const RENT_TYPES = [
  'room',
  'flat',
  'house',
  'office',
  'shop-space',
  'land',
  'vehicle',
  'equipment',
] as const;
export type TRentType = (typeof RENT_TYPES)[number];
/** The kinds that are a place to live (what a job page lists near it). */
export const RENT_HOME_TYPES: readonly TRentType[] = ['room', 'flat', 'house'];
export const RENT_TYPE_LABELS: Record<TRentType, string> = {
  room: 'Room',
  flat: 'Flat',
  house: 'House',
  office: 'Office',
  'shop-space': 'Shop space',
  land: 'Land',
  vehicle: 'Vehicle',
  equipment: 'Equipment',
};

/** The price is per day, per week or per month. */
export const RENT_PERIODS = ['day', 'week', 'month'] as const;
export type TRentPeriod = (typeof RENT_PERIODS)[number];
export const RENT_PERIOD_LABELS: Record<TRentPeriod, string> = {
  day: 'per day',
  week: 'per week',
  month: 'per month',
};
/** The days each period's price pays for: a price sort across periods compares the price of 30 days. */
export const RENT_PERIOD_DAYS: Record<TRentPeriod, number> = { day: 1, week: 7, month: 30 };

/** A listing's lifecycle: Draft → Active → Rented | Inactive, and back to Active. */
export const RENT_STATUSES = ['Draft', 'Active', 'Rented', 'Inactive'] as const;
export type TRentStatus = (typeof RENT_STATUSES)[number];

/** Only the owner moves a listing; an admin hides it instead (a flag beside the status). */
export type TRentActorRole = 'Owner';

/**
 * The listing lifecycle. The owner publishes a draft (Draft → Active), marks an active listing rented
 * or takes it down (Inactive), and puts a rented or inactive one back on the market (Active). Only
 * Active listings are listed and take inquiries; a Rented one still has its page, marked rented.
 */
export const RENT_FLOW = defineStatusFlow<TRentStatus, TRentActorRole>({
  statuses: RENT_STATUSES,
  transitions: {
    Owner: {
      Draft: ['Active'],
      Active: ['Rented', 'Inactive'],
      Rented: ['Active', 'Inactive'],
      Inactive: ['Active'],
    },
  },
  colors: { Draft: 'gray', Active: 'green', Rented: 'blue', Inactive: 'orange' },
  actions: {
    Active: { label: 'Publish', shortLabel: 'Publish' },
    Rented: { label: 'Mark rented', shortLabel: 'Rented' },
    Inactive: { label: 'Deactivate', shortLabel: 'Deactivate', isDestructive: true },
  },
});

/** An inquiry's lifecycle: New → Replied (the owner wrote back) → Closed (either side). */
export const RENT_INQUIRY_STATUSES = ['New', 'Replied', 'Closed'] as const;
export type TRentInquiryStatus = (typeof RENT_INQUIRY_STATUSES)[number];

/** Inquiries that still count: a sender has at most one of these per listing. */
export const OPEN_RENT_INQUIRY_STATUSES = ['New', 'Replied'] as const satisfies readonly TRentInquiryStatus[];

/** Who moves an inquiry: the listing's owner (replying, closing) or the person who sent it (closing). */
export type TRentInquiryActorRole = 'Owner' | 'Sender';

export const RENT_INQUIRY_FLOW = defineStatusFlow<TRentInquiryStatus, TRentInquiryActorRole>({
  statuses: RENT_INQUIRY_STATUSES,
  transitions: {
    Owner: { New: ['Replied', 'Closed'], Replied: ['Closed'] },
    Sender: { New: ['Closed'], Replied: ['Closed'] },
  },
  colors: { New: 'yellow', Replied: 'green', Closed: 'gray' },
  actions: {
    Replied: { label: 'Reply', shortLabel: 'Reply' },
    Closed: { label: 'Close inquiry', shortLabel: 'Close', isDestructive: true },
  },
});

/** Public list sorts (`GET /rent/list`). */
export const RENT_SORTS = ['newest', 'price', '-price', 'available', 'relevance'] as const;
export type TRentSort = (typeof RENT_SORTS)[number];
export const RENT_SORT_LABELS: Record<TRentSort, string> = {
  newest: 'Newest',
  price: 'Price: low to high',
  '-price': 'Price: high to low',
  available: 'Available soonest',
  relevance: 'Best match',
};

/** The two sides of `/user/rent/inquiries`. */
export const RENT_INQUIRY_BOXES = ['received', 'sent'] as const;
export type TRentInquiryBox = (typeof RENT_INQUIRY_BOXES)[number];
export const RENT_INQUIRY_BOX_LABELS: Record<TRentInquiryBox, string> = {
  received: 'Received',
  sent: 'Sent',
};

/** Amenities the form offers; an owner may type others. */
export const RENT_AMENITY_SUGGESTIONS = [
  'Parking',
  'Water supply',
  'Electricity backup',
  'Wi-Fi',
  'Furnished',
  'Kitchen',
  'Attached bathroom',
  'Balcony',
  'Lift',
  'Security guard',
  'CCTV',
  'Pets allowed',
  'Air conditioning',
  'Garden',
] as const;

// Limits (the form shows them; the API enforces them).
export const RENT_TITLE_MIN = 10;
export const RENT_TITLE_MAX = 100;
export const RENT_DESCRIPTION_MIN = 25;
export const RENT_DESCRIPTION_MAX = 5000;
export const RENT_MAX_IMAGES = 8;
export const RENT_STREET_MAX = 200;
export const RENT_MAX_AMENITIES = 20;
export const RENT_AMENITY_MAX = 40;
/** Prices and deposits, in paisa: Rs. 10 to Rs. 1,00,00,000. */
export const RENT_MIN_PRICE = 1_000;
export const RENT_MAX_AMOUNT = 1_000_000_000;
export const RENT_INQUIRY_MESSAGE_MIN = 10;
export const RENT_INQUIRY_MESSAGE_MAX = 1000;

/** Where the owner's and the sender's inquiry notifications lead. */
export const RENT_INQUIRIES_ROUTE = '/user/rent/inquiries';
export const RENT_POSTED_ROUTE = '/user/rent/posted';

/** The owner's list of their listings in `status` (`/user/rent/posted?type=…`). */
export function postedRentsRoute(status: TRentStatus): string {
  return `${RENT_POSTED_ROUTE}?type=${status}`;
}

/** `/user/rent/inquiries?box=…`. */
export function rentInquiriesRoute(box: TRentInquiryBox): string {
  return `${RENT_INQUIRIES_ROUTE}?box=${box}`;
}

/** Public pages: a listing and a search. */
export function rentPath(id: string): string {
  return `/rent/${id}`;
}

/** "Rs. 12,000 per month" needs the money formatter; this is the period part. */
export function rentPeriodLabel(period: TRentPeriod): string {
  return RENT_PERIOD_LABELS[period];
}
