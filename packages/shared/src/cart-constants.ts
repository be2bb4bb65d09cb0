// No zod here: public pages import these in the browser, and zod would come with them.

/** No cart line may ask for more than this, whatever the stock (keeps typos like 1000 out). */
export const CART_LINE_MAX_QUANTITY = 99;
