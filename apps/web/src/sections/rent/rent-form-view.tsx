'use client';

import { todayInNepal } from '@bazaar/shared/fields';
import { parseRupees, toRupees } from '@bazaar/shared/money';
import { type TMyRentListing, type TRentRequest, ZRentRequest } from '@bazaar/shared/rent';
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
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import { ImageListField } from '@/components/file-field/image-list-field';
import { Form } from '@/components/form/form';
import { KeptDraftNotice } from '@/components/form/kept-draft-notice';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { AddressSelects, chainTarget, type TAddressChain } from '@/platform/address/address-selects';
import { useSaveListing } from './mutations';
import { useMyRentListing } from './queries';

type Draft = {
  type: TRentType | '';
  title: string;
  description: string;
  images: string[];
  chain: TAddressChain;
  /** The place the listing had when opened for editing (kept unless another one is chosen). */
  keptPlace: { _id: string; label: string } | null;
  street: string;
  priceRs: string;
  period: TRentPeriod;
  depositRs: string;
  availableFrom: string;
  amenities: string[];
};

const EMPTY: Draft = {
  type: '',
  title: '',
  description: '',
  images: [],
  chain: ['', '', '', ''],
  keptPlace: null,
  street: '',
  priceRs: '',
  period: 'month',
  depositRs: '',
  availableFrom: '',
  amenities: [],
};

function draftOf(listing: TMyRentListing): Draft {
  return {
    type: listing.type,
    title: listing.title,
    description: listing.description,
    images: listing.images,
    chain: ['', '', '', ''],
    keptPlace: listing.place ? { _id: listing.place._id, label: listing.place.label } : null,
    street: listing.street,
    priceRs: String(toRupees(listing.price)),
    period: listing.period,
    depositRs: listing.deposit > 0 ? String(toRupees(listing.deposit)) : '',
    availableFrom: listing.availableFrom,
    amenities: listing.amenities,
  };
}

function requestOf(d: Draft, publish: boolean): TRentRequest {
  return {
    type: (d.type || undefined) as TRentType,
    title: d.title,
    description: d.description,
    images: d.images,
    placeId: chainTarget(d.chain) || d.keptPlace?._id || '',
    street: d.street,
    price: parseRupees(d.priceRs) ?? Number.NaN,
    period: d.period,
    deposit: d.depositRs.trim() ? (parseRupees(d.depositRs) ?? Number.NaN) : 0,
    availableFrom: d.availableFrom,
    amenities: d.amenities,
    publish,
  };
}

/** Field errors keyed by the request's field names, from the shared schema (the API says the same). */
function validate(d: Draft, isNew: boolean): Record<string, string> {
  const result = ZRentRequest.safeParse(requestOf(d, false));
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      if (!(key in errors)) errors[key] = issue.message;
    }
  }
  if (errors.type) errors.type = 'Choose what you are renting out';
  if (errors.placeId) errors.placeId = 'Choose a place';
  if (errors.price && parseRupees(d.priceRs) === null) errors.price = 'Price is required';
  // The picker shows the browser's own date format: "like 2026-01-31" only confused an empty field.
  if (errors.availableFrom && !d.availableFrom) errors.availableFrom = 'Choose the day it is available from';
  if (!errors.availableFrom && isNew && d.availableFrom < todayInNepal()) {
    errors.availableFrom = 'The date it is available from cannot be in the past';
  }
  return errors;
}

function RentFormInner() {
  const params = useSearchParams();
  const editId = params.get('edit');
  const router = useRouter();
  const existing = useMyRentListing(editId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isUploading, setUploading] = useState(false);
  useEffect(() => {
    if (existing.data) setDraft(draftOf(existing.data));
  }, [existing.data]);
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

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    const field =
      key === 'chain' || key === 'keptPlace'
        ? 'placeId'
        : key === 'priceRs'
          ? 'price'
          : key === 'depositRs'
            ? 'deposit'
            : key;
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (publish: boolean) => {
    const found = validate(draft, !editId);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(requestOf(draft, publish), {
      onError: (err) => {
        if (err instanceof ApiError && err.errors.length > 0) {
          setErrors(Object.fromEntries(err.errors.map((e) => [e.path.split('.')[0] ?? e.path, e.message])));
        }
      },
    });
  };

  const title = editId ? 'Edit listing' : 'List a rental';
  if (editId && existing.isPending) {
    return (
      <>
        <PageHeader title={title} />
        <Skeleton h={480} radius="lg" />
      </>
    );
  }
  if (editId && existing.isError) {
    return (
      <>
        <PageHeader title={title} />
        <Alert
          color="yellow"
          icon={<IconAlertTriangle aria-hidden size={18} />}
          title="This listing cannot be edited"
        >
          Only its owner can edit a listing.
        </Alert>
      </>
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
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
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
              <TextInput
                label="Title"
                placeholder="e.g. Sunny two-room flat near the ring road"
                required
                maxLength={RENT_TITLE_MAX}
                value={draft.title}
                onChange={(e) => set('title', e.currentTarget.value)}
                error={errors.title}
              />
              <Textarea
                label="Description"
                description={`Size, floor, rules, what is included. ${draft.description.length}/${RENT_DESCRIPTION_MAX}`}
                required
                autosize
                minRows={4}
                maxRows={12}
                maxLength={RENT_DESCRIPTION_MAX}
                value={draft.description}
                onChange={(e) => set('description', e.currentTarget.value)}
                error={errors.description}
              />
              <ImageListField
                label="Photos"
                description={`Up to ${RENT_MAX_IMAGES} photos (JPEG, PNG, WebP or GIF)`}
                noun="photo"
                itemAlt="Rental photo"
                addLabel="Add photos"
                max={RENT_MAX_IMAGES}
                value={draft.images}
                onChange={(next) => set('images', next)}
                error={errors.images}
                onUploadingChange={setUploading}
              />
              <TagsInput
                label="Amenities"
                description={`Pick or type up to ${RENT_MAX_AMENITIES}`}
                data={[...RENT_AMENITY_SUGGESTIONS]}
                maxTags={RENT_MAX_AMENITIES}
                value={draft.amenities}
                onChange={(v) => set('amenities', v)}
                error={errors.amenities}
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            </Stack>
          </Paper>

          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} fz="md">
                Where
              </Title>
              {draft.keptPlace && !chainTarget(draft.chain) ? (
                <Text size="sm">
                  Place: <b>{draft.keptPlace.label}</b> (choose below to change it)
                </Text>
              ) : null}
              <AddressSelects
                required
                value={draft.chain}
                onChange={(chain) => set('chain', chain)}
                error={errors.placeId}
              />
              <TextInput
                label="Street or landmark (optional)"
                maxLength={RENT_STREET_MAX}
                value={draft.street}
                onChange={(e) => set('street', e.currentTarget.value)}
                error={errors.street}
              />
            </Stack>
          </Paper>

          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} fz="md">
                Price and dates
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label="Price (Rs.)"
                  required
                  inputMode="decimal"
                  placeholder="e.g. 18000"
                  value={draft.priceRs}
                  onChange={(e) => set('priceRs', e.currentTarget.value.replace(/[^\d.,]/g, ''))}
                  error={errors.price}
                />
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
                <TextInput
                  label="Deposit (Rs.)"
                  description="Optional"
                  inputMode="decimal"
                  placeholder="0"
                  value={draft.depositRs}
                  onChange={(e) => set('depositRs', e.currentTarget.value.replace(/[^\d.,]/g, ''))}
                  error={errors.deposit}
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
            </Stack>
          </Paper>

          {Object.keys(errors).length > 0 ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle aria-hidden size={18} />}
              data-testid="form-errors"
            >
              Check the fields marked in red.
            </Alert>
          ) : null}
          <Group justify="flex-end">
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
          </Group>
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
