import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/json-ld';

/** A block of schema.org structured data in the page's HTML (server and client components alike). */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped cannot close the script
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
