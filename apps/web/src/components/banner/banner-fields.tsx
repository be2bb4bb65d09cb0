'use client';

import { Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ImageField } from '@/components/file-field/image-field';

/** A slide and an ad are the same thing to edit: a picture, a title, a link and whether it shows. */
export type BannerFormValues = { image: string; title: string; link: string; isActive: boolean };

type Props = {
  form: UseFormReturnType<BannerFormValues>;
  /** Size advice under the picture, and the picture's shape in the preview. */
  pictureHint: string;
  aspectRatio: string;
  titleHint: string;
  linkHint: string;
  linkPlaceholder: string;
  /** "Show this slide" or "Show this ad". */
  showLabel: string;
};

/** The fields of a slide or an ad (the form around them, and its buttons, are the caller's). */
export function BannerFields({
  form,
  pictureHint,
  aspectRatio,
  titleHint,
  linkHint,
  linkPlaceholder,
  showLabel,
}: Props) {
  return (
    <>
      <ImageField
        label="Picture"
        alt="Picture preview"
        description={pictureHint}
        preview={{ shape: 'frame', aspectRatio }}
        uploadLabel="Upload picture"
        changeLabel="Change picture"
        required
        {...form.getInputProps('image')}
      />
      <TextInput label="Title" description={titleHint} maxLength={120} {...form.getInputProps('title')} />
      <TextInput
        label="Link"
        description={linkHint}
        placeholder={linkPlaceholder}
        {...form.getInputProps('link')}
      />
      <Switch label={showLabel} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </>
  );
}
