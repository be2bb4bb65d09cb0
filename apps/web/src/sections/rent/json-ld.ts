import type { TRentDetail } from '@bazaar/shared/rent';
import { RENT_TYPE_LABELS, type TRentPeriod, type TRentType } from '@bazaar/shared/rent-constants';
import type { Offer, WithContext } from 'schema-dts';
import { absoluteUrl, rupees } from '@/lib/json-ld';

/** UN/CEFACT codes of a rent period, as UnitPriceSpecification.unitCode wants them. */
const PERIOD_UNIT: Record<TRentPeriod, 'DAY' | 'WEE' | 'MON'> = { day: 'DAY', week: 'WEE', month: 'MON' };

/** Places are a Place (an Accommodation where people live); vehicles and equipment a Product. */
const THING_TYPE: Record<TRentType, 'Accommodation' | 'Place' | 'Product'> = {
  room: 'Accommodation',
  flat: 'Accommodation',
  house: 'Accommodation',
  office: 'Place',
  'shop-space': 'Place',
  land: 'Place',
  vehicle: 'Product',
  equipment: 'Product',
};

/**
 * A rental as an Offer to lease out the place or the thing, at its price per period in rupees
 * (docs/decisions/030-structured-data.md).
 */
export function rentLd(siteUrl: string, listing: TRentDetail): WithContext<Offer> {
  const url = absoluteUrl(siteUrl, `/rent/${listing._id}`);
  const thingType = THING_TYPE[listing.type];
  const where = listing.place
    ? {
        address: {
          '@type': 'PostalAddress' as const,
          addressLocality: listing.place.label,
          addressCountry: 'NP',
        },
      }
    : {};
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    url,
    name: listing.title,
    description: listing.description,
    businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
    price: rupees(listing.price),
    priceCurrency: 'NPR',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: rupees(listing.price),
      priceCurrency: 'NPR',
      unitCode: PERIOD_UNIT[listing.period],
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: PERIOD_UNIT[listing.period] },
    },
    availability: listing.status === 'Active' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    ...(listing.images.length > 0 ? { image: listing.images } : {}),
    // A thing is the Product offered; a place is where the offered use of it is (an Offer cannot
    // offer a Place itself: itemOffered takes a Product or a Service).
    ...(thingType === 'Product'
      ? { itemOffered: { '@type': 'Product', name: listing.title } }
      : {
          itemOffered: {
            '@type': 'Service',
            name: listing.title,
            serviceType: `${RENT_TYPE_LABELS[listing.type]} for rent`,
          },
          availableAtOrFrom: { '@type': thingType, name: listing.title, ...where },
        }),
    offeredBy: { '@type': 'Person', name: listing.owner.fullName },
  };
}
