import {
  CART_LINE_MAX_QUANTITY,
  type TAddToCartRequest,
  type TCartAdjustment,
  type TCartItem,
  type TCartLineInput,
  type TCartResponse,
  type TCartWriteResponse,
  type TMergeCartResponse,
} from '@bazaar/shared/cart';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { toImageUrl } from '../../../lib/images.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'db' | 'imageBaseUrl'>;

function isVisible(p: repo.CartProductRow): boolean {
  return p.status === 'active' && !p.isHidden && p.vendorStatus === 'active';
}

/** Why a line cannot be bought as it is, or null when it can. */
function lineIssue(visible: boolean, stock: number, quantity: number): string | null {
  if (!visible) return 'No longer available';
  if (stock <= 0) return 'Out of stock';
  if (quantity > stock) return `Only ${stock} left: lower the quantity`;
  return null;
}

function toCartItem(
  line: { id: string; quantity: number; product: repo.CartProductRow; variant: repo.CartVariantRow | null },
  imageBaseUrl: string,
): TCartItem {
  const { product: p, variant: v } = line;
  const unitPrice = v ? v.price : p.price;
  const stock = v ? v.stock : p.stock;
  const visible = isVisible(p);
  return {
    _id: line.id,
    productId: p.productId,
    variantId: v?.id ?? null,
    quantity: line.quantity,
    name: p.name,
    slug: p.slug,
    image: toImageUrl(p.images[0] ?? null, imageBaseUrl),
    unitPrice,
    mrp: v ? v.mrp : p.mrp,
    stock,
    variantOptions: v ? v.options : null,
    vendor: {
      _id: p.vendorId,
      storeName: p.vendorStoreName,
      slug: p.vendorSlug,
      logo: toImageUrl(p.vendorLogo, imageBaseUrl),
    },
    lineTotal: unitPrice * line.quantity,
    isAvailable: visible && stock > 0,
    issue: lineIssue(visible, stock, line.quantity),
  };
}

function summarise(items: TCartItem[]): TCartResponse {
  const available = items.filter((i) => i.isAvailable);
  return {
    items,
    subtotal: available.reduce((sum, i) => sum + i.lineTotal, 0),
    itemCount: available.reduce((sum, i) => sum + i.quantity, 0),
  };
}

/** The user's cart with live prices and stock; unavailable lines are kept and flagged. */
export async function getMyCart(deps: Deps, userId: string): Promise<TCartResponse> {
  const rows = await repo.listCartLines(deps.db, userId);
  return summarise(
    rows.map((r) =>
      toCartItem(
        { id: r.id, quantity: r.quantity, product: r, variant: r.variant?.id ? r.variant : null },
        deps.imageBaseUrl,
      ),
    ),
  );
}

type Sellable = { product: repo.CartProductRow; variant: repo.CartVariantRow | null; stock: number };

/**
 * The product (and variant) a line asks for, as the shop sells it now: 404 when the product is
 * unknown or not on sale, 400 naming `variantId` when the variant is unknown or one is needed.
 */
async function resolveSellable(deps: Deps, productId: string, variantId: string | null): Promise<Sellable> {
  const [product] = await repo.findProductsByIds(deps.db, [productId]);
  if (!product || !isVisible(product)) throw new AppError('NOT_FOUND', 'Product not found');
  const variants = await repo.listVariantsOfProducts(deps.db, [productId]);
  return pickVariant(product, variants, variantId);
}

function pickVariant(
  product: repo.CartProductRow,
  variants: repo.CartVariantRow[],
  variantId: string | null,
): Sellable {
  if (variantId) {
    const variant = variants.find((v) => v.id === variantId);
    if (!variant) throw fieldError('variantId', 'This option does not exist for this product');
    return { product, variant, stock: variant.stock };
  }
  if (variants.length > 0) throw fieldError('variantId', 'Choose an option (for example a size or colour)');
  return { product, variant: null, stock: product.stock };
}

function onlyLeftMessage(stock: number, inCart: number): string {
  if (stock <= 0) return 'This item is out of stock';
  const base = `Only ${stock} left`;
  return inCart > 0 ? `${base}, and ${inCart} already in your cart` : base;
}

/** POST /order/user/cart: adds to the line (merging quantities) within stock; 422 past it. */
export async function addToCart(
  deps: Deps,
  userId: string,
  input: TAddToCartRequest,
): Promise<TCartWriteResponse> {
  const variantId = input.variantId ?? null;
  const sellable = await resolveSellable(deps, input.productId, variantId);
  const cartId = await repo.ensureCart(deps.db, userId);
  const key = { cartId, userId, productId: input.productId, variantId };
  const quantity = await repo.addToLineWithinStock(deps.db, {
    ...key,
    quantity: input.quantity,
    cap: CART_LINE_MAX_QUANTITY,
  });
  if (quantity === null) {
    const inCart = await repo.findLineQuantity(deps.db, key);
    // Enough stock means the per-line cap is what stopped it.
    if (sellable.stock >= inCart + input.quantity) {
      throw new AppError(
        'BUSINESS_RULE',
        `A cart line holds at most ${CART_LINE_MAX_QUANTITY}; ${inCart} already in your cart`,
      );
    }
    throw new AppError('BUSINESS_RULE', onlyLeftMessage(sellable.stock, inCart), {
      title: 'Not enough stock',
    });
  }
  return {
    title: 'Added to cart',
    message: `${sellable.product.name} added to your cart`,
    data: await getMyCart(deps, userId),
  };
}

/** PUT /order/user/cart/:itemId: sets the quantity (1..stock) of one of the user's own lines. */
export async function updateCartItem(
  deps: Deps,
  userId: string,
  itemId: string,
  quantity: number,
): Promise<TCartWriteResponse> {
  const item = await repo.findUserItem(deps.db, userId, itemId);
  if (!item) throw new AppError('NOT_FOUND', 'Cart item not found');
  const [product] = await repo.findProductsByIds(deps.db, [item.productId]);
  if (!product || !isVisible(product)) {
    throw new AppError('BUSINESS_RULE', 'This product is no longer available; remove it from your cart');
  }
  const updated = await repo.setQuantityWithinStock(deps.db, { ...item, quantity });
  if (!updated) {
    const variants = await repo.listVariantsOfProducts(deps.db, [item.productId]);
    const stock = item.variantId
      ? (variants.find((v) => v.id === item.variantId)?.stock ?? 0)
      : product.stock;
    throw new AppError('BUSINESS_RULE', onlyLeftMessage(stock, 0), { title: 'Not enough stock' });
  }
  return { message: 'Cart updated', data: await getMyCart(deps, userId) };
}

/** DELETE /order/user/cart/:itemId. */
export async function removeCartItem(
  deps: Deps,
  userId: string,
  itemId: string,
): Promise<TCartWriteResponse> {
  const removed = await repo.deleteUserItem(deps.db, userId, itemId);
  if (!removed) throw new AppError('NOT_FOUND', 'Cart item not found');
  return { message: 'Removed from your cart', data: await getMyCart(deps, userId) };
}

/** DELETE /order/user/cart. */
export async function clearCart(deps: Deps, userId: string): Promise<TCartWriteResponse> {
  await repo.deleteUserItems(deps.db, userId);
  return { message: 'Your cart is empty now', data: await getMyCart(deps, userId) };
}

/** Same product and variant asked twice (two tabs of a guest cart) count as one line. */
function combineLines(
  lines: TCartLineInput[],
): { productId: string; variantId: string | null; quantity: number }[] {
  const byKey = new Map<string, { productId: string; variantId: string | null; quantity: number }>();
  for (const line of lines) {
    const variantId = line.variantId ?? null;
    const key = `${line.productId}:${variantId ?? ''}`;
    const existing = byKey.get(key);
    if (existing) existing.quantity += line.quantity;
    else byKey.set(key, { productId: line.productId, variantId, quantity: line.quantity });
  }
  return [...byKey.values()];
}

/**
 * POST /order/user/cart/merge: adds a guest cart to the account at sign-in. Each line is clamped
 * to the stock; lines that cannot be bought are skipped. Adjustments say what changed and why.
 */
export async function mergeGuestCart(
  deps: Deps,
  userId: string,
  lines: TCartLineInput[],
): Promise<TMergeCartResponse> {
  const combined = combineLines(lines);
  const productIds = [...new Set(combined.map((l) => l.productId))];
  const adjustments: TCartAdjustment[] = [];
  await deps.db.transaction(async (tx) => {
    const [products, variants] = await Promise.all([
      repo.findProductsByIds(tx, productIds),
      repo.listVariantsOfProducts(tx, productIds),
    ]);
    const cartId = await repo.ensureCart(tx, userId);
    for (const line of combined) {
      const product = products.find((p) => p.productId === line.productId);
      const skip = (name: string | null, message: string) =>
        adjustments.push({ ...line, requested: line.quantity, name, added: 0, message });
      if (!product || !isVisible(product)) {
        skip(product?.name ?? null, 'No longer available');
        continue;
      }
      let sellable: Sellable;
      try {
        sellable = pickVariant(
          product,
          variants.filter((v) => v.productId === line.productId),
          line.variantId,
        );
      } catch {
        skip(product.name, 'This option is no longer available');
        continue;
      }
      const key = { cartId, userId, productId: line.productId, variantId: line.variantId };
      const before = await repo.findLineQuantity(tx, key);
      const after = await repo.addToLineClamped(tx, {
        ...key,
        quantity: line.quantity,
        cap: CART_LINE_MAX_QUANTITY,
      });
      const added = Math.max(0, (after ?? before) - before);
      if (added === line.quantity) continue;
      const message =
        sellable.stock <= 0
          ? 'Out of stock'
          : added === 0
            ? `Only ${sellable.stock} left, already in your cart`
            : `Only ${sellable.stock} left: added ${added} of ${line.quantity}`;
      adjustments.push({ ...line, requested: line.quantity, name: product.name, added, message });
    }
  });
  const cart = await getMyCart(deps, userId);
  const message =
    adjustments.length === 0
      ? 'Your saved cart was added to your account'
      : `Your saved cart was added to your account with ${adjustments.length} change${adjustments.length === 1 ? '' : 's'}`;
  return { message, data: { cart, adjustments } };
}

/** POST /cart/preview: a guest cart priced live. Lines of products that never existed are left out. */
export async function previewGuestCart(deps: Deps, lines: TCartLineInput[]): Promise<TCartResponse> {
  const combined = combineLines(lines);
  const productIds = [...new Set(combined.map((l) => l.productId))];
  const [products, variants] = await Promise.all([
    repo.findProductsByIds(deps.db, productIds),
    repo.listVariantsOfProducts(deps.db, productIds),
  ]);
  const items: TCartItem[] = [];
  for (const line of combined) {
    const product = products.find((p) => p.productId === line.productId);
    if (!product) continue;
    const variant = line.variantId ? (variants.find((v) => v.id === line.variantId) ?? null) : null;
    const needsVariant = !variant && variants.some((v) => v.productId === line.productId);
    const item = toCartItem(
      { id: `${line.productId}:${line.variantId ?? ''}`, quantity: line.quantity, product, variant },
      deps.imageBaseUrl,
    );
    // A line whose option vanished (or never named one) cannot be bought as it is.
    if ((line.variantId && !variant) || needsVariant) {
      items.push({ ...item, isAvailable: false, issue: 'Choose an option on the product page' });
    } else {
      items.push(item);
    }
  }
  return summarise(items);
}
