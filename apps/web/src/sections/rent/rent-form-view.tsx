'use client';

import { todayInNepal } from '@bazaar/shared/fields';
import {
  RENT_AMENITY_SUGGESTIONS,
  RENT_DESCRIPTION_MAX,
  RENT_MAX_AMENITIES,
  RENT_MAX_IMAGES,
  RENT_PERIOD_LABELS,
  RENT_PERIODS,
  RENT_STREET_MAX,
  RENT_TITLE_MAX,
  RENT_TYPE_LABELS,
  RENT_TYPES,
  type TRentPeriod,
  type TRentType,
} from '@bazaar/shared/rent-constants';
import { Button, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import { Form } from '@/components/form/form';
import { KeptDraftNotice } from '@/components/form/kept-draft-notice';
import {
  FormFooter,
  FormPageLoading,
  FormPageRefused,
  FormSection,
} from '@/components/listing-form/form-frame';
import {
  DescriptionField,
  PhotosField,
  RupeesInput,
  TitleField,
} from '@/components/listing-form/listing-fields';
import { apiFieldErrors, useDraftFields } from '@/components/listing-form/use-draft-fields';
import { PageHeader } from '@/components/page-header';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { KeptPlaceLine, PlaceFields } from '@/platform/address/place-fields';
import { useSaveListing } from './mutations';
import { useMyRentListing } from './queries';
import { type Draft, draftOf, EMPTY, ERROR_KEYS, requestOf, validate } from './rent-form-draft';

function RentFormInner() {
  const params = useSearchParams();
  const editId = params.get('edit');
  const router = useRouter();
  const existing = useMyRentListing(editId);
  const form = useDraftFields<Draft>(EMPTY, ERROR_KEYS);
  const { draft, setDraft, errors, setErrors, set, field } = form;
  const [isUploading, setUploading] = useState(false);
  useEffect(() => {
    if (existing.data) setDraft(draftOf(existing.data));
  }, [existing.data, setDraft]);
  // A new listing keeps what was typed on this device until it is saved.
  const kept = useKeptDraft({
    form: 'rent',
    value: draft,
    empty: EMPTY,
    restore: setDraft,
    enabled: !editId,
  });

  const save = useSaveListing(editId, (res) => {
    kept.forget();
    router.push(`/user/rent/posted?type=${res.data.status}`);
  });

  const submit = (publish: boolean) => {
    const found = validate(draft, !editId);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(requestOf(draft, publish), {
      onError: (err) => {
        const fromApi = apiFieldErrors(err);
        if (fromApi) setErrors(fromApi);
      },
    });
  };

  const title = editId ? 'Edit listing' : 'List a rental';
  if (editId && existing.isPending) return <FormPageLoading title={title} />;
  if (editId && existing.isError) {
    return (
      <FormPageRefused title={title} heading="This listing cannot be edited">
        Only its owner can edit a listing.
      </FormPageRefused>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={
          editId
            ? 'Change anything; the listing keeps its state.'
            : 'Say what you rent out, where, from when and for how much. Save a draft or publish it now.'
        }
      />
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit(!editId);
        }}
      >
        <Stack gap="lg" maw={760}>
          <KeptDraftNotice draft={kept} what="listing" />
          <FormSection>
            <Select
              label="What is it?"
              placeholder="Choose a type"
              required
              data={RENT_TYPES.map((t) => ({ value: t, label: RENT_TYPE_LABELS[t] }))}
              value={draft.type || null}
              onChange={(v) => set('type', (v ?? '') as TRentType | '')}
              error={errors.type}
              comboboxProps={{ withinPortal: true }}
            />
            <TitleField
              placeholder="e.g. Sunny two-room flat near the ring road"
              max={RENT_TITLE_MAX}
              {...field('title')}
            />
            <DescriptionField max={RENT_DESCRIPTION_MAX} {...field('description')}>
              Size, floor, rules, what is included.
            </DescriptionField>
            <PhotosField
              max={RENT_MAX_IMAGES}
              alt="Rental photo"
              onUploading={setUploading}
              {...field('images')}
            />
            <TagsInput
              label="Amenities"
              description={`Pick or type up to ${RENT_MAX_AMENITIES}`}
              data={[...RENT_AMENITY_SUGGESTIONS]}
              maxTags={RENT_MAX_AMENITIES}
              {...field('amenities')}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          </FormSection>

          <FormSection title="Where">
            <KeptPlaceLine draft={draft} />
            <PlaceFields
              form={form}
              street={{ label: 'Street or landmark (optional)', max: RENT_STREET_MAX }}
            />
          </FormSection>

          <FormSection title="Price and dates">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <RupeesInput label="Price (Rs.)" required placeholder="e.g. 18000" {...field('priceRs')} />
              <Select
                label="Per"
                required
                data={RENT_PERIODS.map((p) => ({
                  value: p,
                  label: RENT_PERIOD_LABELS[p].replace('per ', ''),
                }))}
                value={draft.period}
                onChange={(v) => set('period', (v ?? 'month') as TRentPeriod)}
                allowDeselect={false}
                error={errors.period}
                comboboxProps={{ withinPortal: true }}
              />
              <RupeesInput
                label="Deposit (Rs.)"
                description="Optional"
                placeholder="0"
                {...field('depositRs')}
              />
            </SimpleGrid>
            <TextInput
              type="date"
              label="Available from"
              required
              min={editId ? undefined : todayInNepal()}
              value={draft.availableFrom}
              onChange={(e) => set('availableFrom', e.currentTarget.value)}
              error={errors.availableFrom}
              maw={240}
            />
          </FormSection>

          <FormFooter errors={errors}>
            {editId ? (
              <Button type="submit" loading={save.isPending} disabled={isUploading}>
                Save changes
              </Button>
            ) : (
              <>
                <Button
                  variant="default"
                  loading={save.isPending}
                  disabled={isUploading}
                  onClick={() => submit(false)}
                >
                  Save draft
                </Button>
                <Button type="submit" loading={save.isPending} disabled={isUploading}>
                  Publish
                </Button>
              </>
            )}
          </FormFooter>
        </Stack>
      </Form>
    </>
  );
}

/** /user/rent/create (and `?edit=<id>` for one of my listings, in any state). */
export function RentFormView() {
  return (
    <Suspense>
      <RentFormInner />
    </Suspense>
  );
}
