import type { TTaskDetail } from '@bazaar/shared/task';
import type { Demand, WithContext } from 'schema-dts';
import { absoluteUrl, rupees } from '@/lib/json-ld';

/**
 * A task as schema.org's Demand: a person announcing that they seek a service, at a budget, in a
 * place or remotely (docs/decisions/030-structured-data.md says why not Service). Budget in rupees.
 */
export function taskLd(siteUrl: string, task: TTaskDetail): WithContext<Demand> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Demand',
    name: task.title,
    description: task.description,
    url: absoluteUrl(siteUrl, `/task/${task._id}`),
    itemOffered: { '@type': 'Service', name: task.title, category: task.category.name },
    priceSpecification: { '@type': 'PriceSpecification', price: rupees(task.budget), priceCurrency: 'NPR' },
    areaServed: task.isRemote || !task.place ? 'Remote' : task.place.label,
    availability: task.status === 'Open' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
  };
}
