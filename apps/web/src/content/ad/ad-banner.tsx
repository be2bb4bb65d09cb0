import type { TAd } from '@bazaar/shared/ad';
import { AD_IMAGE_SIZE } from '@bazaar/shared/banner-constants';
import classes from '@/components/banner/content.module.css';
import { ContentLink } from '@/components/banner/content-link';

/**
 * The banner of an ad (no data fetching): used by AdSlot and by the admin preview. The link is named
 * by its picture's text, the words a reader sees on it (no aria-label that says something else).
 */
export function AdBanner({
  ad,
  eager = false,
}: {
  ad: Pick<TAd, 'slot' | 'image' | 'title' | 'link'>;
  eager?: boolean;
}) {
  return (
    <aside aria-label="Advertisement" data-testid={`ad-${ad.slot}`}>
      <ContentLink href={ad.link} className={classes.ad}>
        {/* biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host (next.config: unoptimized) */}
        <img
          src={ad.image}
          alt={ad.title || 'Advertisement'}
          width={AD_IMAGE_SIZE.width}
          height={AD_IMAGE_SIZE.height}
          className={classes.image}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={classes.adLabel} aria-hidden="true">
          Ad
        </span>
      </ContentLink>
    </aside>
  );
}
