// No zod here: public pages import these in the browser, and zod would come with them.

/** Suggested picture sizes (px): the web crops to these aspect ratios. */
export const SLIDE_IMAGE_SIZE = { width: 1600, height: 600 } as const;
export const AD_IMAGE_SIZE = { width: 1200, height: 300 } as const;
