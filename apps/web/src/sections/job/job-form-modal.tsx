'use client';

import {
  JOB_DESCRIPTION_MAX,
  JOB_LEVEL_LABELS,
  JOB_LEVELS,
  JOB_MAX_OPENINGS,
  JOB_MAX_SKILLS,
  JOB_STREET_MAX,
  JOB_TITLE_MAX,
  JOB_TYPES,
  jobToday,
  latestJobDeadline,
  type TJobLevel,
  type TJobType,
  type TVendorJob,
} from '@bazaar/shared/job';
import {
  Button,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect } from 'react';
import { Form } from '@/components/form/form';
import { KeptDraftNotice } from '@/components/form/kept-draft-notice';
import { FormFooter } from '@/components/listing-form/form-frame';
import {
  CategorySelect,
  DescriptionField,
  RupeesInput,
  TitleField,
} from '@/components/listing-form/listing-fields';
import { apiFieldErrors, useDraftFields } from '@/components/listing-form/use-draft-fields';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { keptPlaceLabel, PlaceFields } from '@/platform/address/place-fields';
import {
  type Draft,
  draftOf,
  EMPTY_DRAFT,
  ERROR_KEYS,
  emptyDraft,
  requestOf,
  validate,
} from './job-form-draft';
import { useSaveJob } from './mutations';
import { useJobCategories } from './queries';

/** Post a job, or edit one (`job`): every field, checked as the API checks it. */
export function JobFormModal({
  opened,
  onClose,
  job,
}: {
  opened: boolean;
  onClose: () => void;
  job: TVendorJob | null;
}) {
  const categories = useJobCategories();
  const form = useDraftFields<Draft>(emptyDraft, ERROR_KEYS);
  const { draft, setDraft, errors, setErrors, set, field } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened
  useEffect(() => {
    if (opened) {
      setDraft(job ? draftOf(job) : emptyDraft());
      setErrors({});
    }
  }, [opened]);
  // A new job keeps what was typed on this device until it is posted, the modal closed or not. After
  // the reset above, so that a kept draft fills the form it emptied.
  const kept = useKeptDraft({
    form: 'job',
    value: draft,
    empty: EMPTY_DRAFT,
    restore: setDraft,
    enabled: opened && !job,
  });
  const save = useSaveJob(job?._id ?? null, () => {
    kept.forget();
    onClose();
  });

  function submit() {
    const next = validate(draft, job?.deadline);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate(requestOf(draft), {
      onError: (err) => {
        const fromApi = apiFieldErrors(err);
        if (fromApi) setErrors(fromApi);
      },
    });
  }

  const isRemote = draft.type === 'Remote';
  const keptPlace = keptPlaceLabel(draft);
  return (
    <Modal opened={opened} onClose={onClose} title={job ? 'Edit job' : 'Post a job'} size="xl" centered>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md" data-testid="job-form">
          <KeptDraftNotice draft={kept} what="job" />
          <TitleField placeholder="e.g. Sales executive" max={JOB_TITLE_MAX} {...field('title')} autoFocus />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <CategorySelect categories={categories} {...field('categoryId')} />
            <Select
              label="Type"
              required
              data={[...JOB_TYPES]}
              value={draft.type}
              onChange={(v) => v && set('type', v as TJobType)}
              allowDeselect={false}
              error={errors.type}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Level"
              required
              data={JOB_LEVELS.map((l) => ({ value: l, label: JOB_LEVEL_LABELS[l] }))}
              value={draft.level}
              onChange={(v) => v && set('level', v as TJobLevel)}
              allowDeselect={false}
              error={errors.level}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <DescriptionField max={JOB_DESCRIPTION_MAX} maxRows={10} {...field('description')}>
            The work, the team, what you offer.
          </DescriptionField>
          {!isRemote ? (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                Where{' '}
                {keptPlace ? (
                  <Text span size="sm" c="dimmed">
                    (now {keptPlace}; choose below to change it)
                  </Text>
                ) : null}
              </Text>
              <PlaceFields form={form} street={{ label: 'Street (optional)', max: JOB_STREET_MAX }} />
            </Stack>
          ) : null}
          <Switch
            label="Salary is negotiable"
            checked={draft.isNegotiable}
            onChange={(e) => set('isNegotiable', e.currentTarget.checked)}
          />
          {!draft.isNegotiable ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <RupeesInput
                label="Salary from (Rs. a month)"
                required
                placeholder="e.g. 40000"
                {...field('minRs')}
              />
              <RupeesInput label="Salary up to (optional)" placeholder="e.g. 60000" {...field('maxRs')} />
            </SimpleGrid>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Openings"
              required
              min={1}
              max={JOB_MAX_OPENINGS}
              allowDecimal={false}
              allowNegative={false}
              {...field('openings')}
            />
            <TextInput
              type="date"
              label="Deadline to apply"
              required
              min={jobToday()}
              max={latestJobDeadline()}
              value={draft.deadline}
              onChange={(e) => set('deadline', e.currentTarget.value)}
              error={errors.deadline}
            />
          </SimpleGrid>
          <TagsInput
            label="Skills"
            description={`Press Enter after each, up to ${JOB_MAX_SKILLS}`}
            maxTags={JOB_MAX_SKILLS}
            {...field('skills')}
            clearable
          />
          <FormFooter errors={errors} gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {job ? 'Save job' : 'Post job'}
            </Button>
          </FormFooter>
        </Stack>
      </Form>
    </Modal>
  );
}
