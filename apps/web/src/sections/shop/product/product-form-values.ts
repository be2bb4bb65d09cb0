import type { TCategoryTreeNode } from '@bazaar/shared/category';
import { parseRupees, toRupees } from '@bazaar/shared/money';
import type { TVendorProductDetail, TVendorProductRequest } from '@bazaar/shared/product';

// The product form's values: empty, from a stored product, to the request, and the category choices.

export type Money = number | string;
type OptionRow = { name: string; value: string };
export type VariantForm = {
  key: string;
  _id?: string;
  options: OptionRow[];
  price: Money;
  mrp: Money;
  stock: Money;
  sku: string;
};
export type FormValues = {
  name: string;
  categoryId: string | null;
  description: string;
  images: string[];
  brand: string;
  sku: string;
  price: Money;
  mrp: Money;
  stock: Money;
  specs: { key: string; value: string }[];
  variants: VariantForm[];
  status: 'draft' | 'active';
};

export const EMPTY: FormValues = {
  name: '',
  categoryId: null,
  description: '',
  images: [],
  brand: '',
  sku: '',
  price: '',
  mrp: '',
  stock: 0,
  specs: [],
  variants: [],
  status: 'draft',
};

let keySeq = 0;
export const nextKey = () => `v${++keySeq}`;

const rupeesOf = (paisa: number | null): Money => (paisa === null ? '' : toRupees(paisa));
/** Rupees typed in the form → paisa; '' stays absent. */
export const paisaOf = (rupees: Money): number | undefined => parseRupees(rupees) ?? undefined;
export const intOf = (v: Money): number | undefined => (v === '' ? undefined : Number(v));

export function fromDetail(p: TVendorProductDetail): FormValues {
  return {
    name: p.name,
    categoryId: p.categoryId,
    description: p.description,
    images: p.images,
    brand: p.brand ?? '',
    sku: p.sku ?? '',
    price: p.variants.length ? '' : rupeesOf(p.price),
    mrp: p.variants.length ? '' : rupeesOf(p.mrp),
    stock: p.variants.length ? 0 : p.stock,
    specs: p.specs,
    variants: p.variants.map((v) => ({
      key: nextKey(),
      _id: v._id,
      options: Object.entries(v.options).map(([name, value]) => ({ name, value })),
      price: rupeesOf(v.price),
      mrp: rupeesOf(v.mrp),
      stock: v.stock,
      sku: v.sku ?? '',
    })),
    status: p.status === 'active' ? 'active' : 'draft',
  };
}

export function toRequest(v: FormValues): TVendorProductRequest {
  const hasVariants = v.variants.length > 0;
  return {
    name: v.name,
    categoryId: v.categoryId ?? '',
    description: v.description,
    images: v.images,
    brand: v.brand,
    sku: v.sku,
    ...(hasVariants ? {} : { price: paisaOf(v.price), stock: intOf(v.stock) ?? 0 }),
    mrp: hasVariants ? null : (paisaOf(v.mrp) ?? null),
    specs: v.specs,
    variants: v.variants.map((variant) => ({
      ...(variant._id ? { _id: variant._id } : {}),
      options: Object.fromEntries(
        variant.options
          .filter((o) => o.name.trim() || o.value.trim())
          .map((o) => [o.name.trim(), o.value.trim()]),
      ),
      price: paisaOf(variant.price) as number,
      mrp: paisaOf(variant.mrp) ?? null,
      stock: intOf(variant.stock) as number,
      sku: variant.sku,
    })),
    status: v.status,
  };
}

/** Category tree flattened for a select, children indented under their parent. */
export function categoryOptions(
  tree: TCategoryTreeNode[] | undefined,
  current?: { _id: string; name: string },
) {
  const out: { value: string; label: string; depth: number }[] = [];
  const walk = (nodes: TCategoryTreeNode[], depth: number) => {
    for (const n of nodes) {
      out.push({ value: n._id, label: n.name, depth });
      walk(n.children, depth + 1);
    }
  };
  walk(tree ?? [], 0);
  if (current && !out.some((o) => o.value === current._id)) {
    out.unshift({ value: current._id, label: `${current.name} (inactive)`, depth: 0 });
  }
  return out;
}
