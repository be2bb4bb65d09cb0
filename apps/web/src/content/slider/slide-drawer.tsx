'use client';

import { ZPutAdRequest } from '@bazaar/shared/ad';
import type {
  TCreateSlideRequest,
  TSlide,
  TSliderPlacement,
  TSlideWriteResponse,
} from '@bazaar/shared/slider';
import { BannerFields, type BannerFormValues } from '@/components/banner/banner-fields';
import { EditDrawer, type TEditTarget, useEditForm } from '@/components/form/edit-drawer';
import { zodFormValidate } from '@/lib/form-errors';
import { sliderKeys } from './queries';

type FormValues = BannerFormValues;

type Props = {
  placement: TSliderPlacement;
  /** null = closed, 'new' = add, a slide = edit. */
  target: TEditTarget<TSlide>;
  onClose: () => void;
};

const EMPTY: FormValues = { image: '', title: '', link: '', isActive: true };

/** Adds or edits a slide: picture (uploaded at once), title, link and whether it shows. */
export function SlideDrawer({ placement, target, onClose }: Props) {
  const { form, editing, drawer } = useEditForm<TSlide, FormValues, TSlideWriteResponse>({
    target,
    empty: EMPTY,
    valuesOf: (slide) => ({
      image: slide.image,
      title: slide.title,
      link: slide.link,
      isActive: slide.isActive,
    }),
    // Same fields and rules as an ad: picture required, title ≤ 120, link a path or https URL.
    validate: zodFormValidate(ZPutAdRequest),
    url: '/admin/sliders',
    toBody: (values, editing) => {
      const trimmed = { ...values, title: values.title.trim(), link: values.link.trim() };
      return editing ? trimmed : ({ ...trimmed, placement } satisfies TCreateSlideRequest);
    },
    invalidate: [sliderKeys.slides(placement)],
    onClose,
  });
  return (
    <EditDrawer
      {...drawer}
      title={editing ? 'Edit slide' : 'Add a slide'}
      submitLabel={editing ? 'Save slide' : 'Add slide'}
    >
      <BannerFields
        form={form}
        pictureHint="Wide, about 1600 × 600 px; the sides may be cropped on phones."
        aspectRatio="8 / 3"
        titleHint="Read by screen readers; not printed on the picture."
        linkHint="A page of this site (/shop/category/fashion) or a full https:// address; empty for none."
        linkPlaceholder="/shop"
        showLabel="Show this slide"
      />
    </EditDrawer>
  );
}
