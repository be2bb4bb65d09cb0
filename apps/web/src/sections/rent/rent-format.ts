import {
  RENT_FLOW,
  RENT_INQUIRY_FLOW,
  RENT_PERIOD_LABELS,
  RENT_TYPE_LABELS,
  type TRentPeriod,
} from '@bazaar/shared/rent-constants';
import { formatDate, formatPrice } from '@/lib/format';

/** "Rs. 18,000 per month". */
export function priceLabel(listing: { price: number; period: TRentPeriod }): string {
  return `${formatPrice(listing.price)} ${RENT_PERIOD_LABELS[listing.period]}`;
}

/** "Available now", or "From 3 Dec 2026". */
export function availableLabel(day: string, today = new Date().toISOString().slice(0, 10)): string {
  return day <= today ? 'Available now' : `From ${formatDate(`${day}T00:00:00`)}`;
}

export function placeLabel(listing: { place: { label: string } | null }): string {
  return listing.place?.label ?? 'Nepal';
}

export const rentTypeLabel = (type: keyof typeof RENT_TYPE_LABELS) => RENT_TYPE_LABELS[type];

export const RENT_STATUS_COLORS = RENT_FLOW.colors;
export const RENT_STATUS_LABELS = RENT_FLOW.labels;
export const RENT_INQUIRY_STATUS_COLORS = RENT_INQUIRY_FLOW.colors;
export const RENT_INQUIRY_STATUS_LABELS = RENT_INQUIRY_FLOW.labels;
