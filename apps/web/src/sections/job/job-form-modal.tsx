'use client';

import {
  checkJobDeadline,
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
  type TJobRequest,
  type TJobType,
  type TVendorJob,
  ZJobRequest,
} from '@bazaar/shared/job';
import { parseRupees, toRupees } from '@bazaar/shared/money';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Form } from '@/components/form/form';
import { KeptDraftNotice } from '@/components/form/kept-draft-notice';
import { ApiError } from '@/lib/api-client';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { AddressSelects, chainTarget, type TAddressChain } from '@/platform/address/address-selects';
import { useSaveJob } from './mutations';
import { useJobCategories } from './queries';

type Draft = {
  title: string;
  categoryId: string;
  description: string;
  type: TJobType;
  level: TJobLevel;
  chain: TAddressChain;
  /** The place the job had when opened for editing (kept unless another one is chosen). */
  keptPlace: { _id: string; label: string } | null;
  street: string;
  isNegotiable: boolean;
  minRs: string;
  maxRs: string;
  openings: number | string;
  deadline: string;
  skills: string[];
};

const EMPTY_CHAIN: TAddressChain = ['', '', '', ''];

function emptyDraft(): Draft {
  return {
    title: '',
    categoryId: '',
    description: '',
    type: 'Full-time',
    level: 'Entry',
    chain: EMPTY_CHAIN,
    keptPlace: null,
    street: '',
    isNegotiable: false,
    minRs: '',
    maxRs: '',
    openings: 1,
    deadline: '',
    skills: [],
  };
}

const EMPTY_DRAFT = emptyDraft();

function draftOf(job: TVendorJob): Draft {
  return {
    title: job.title,
    categoryId: job.category._id,
    description: job.description,
    type: job.type,
    level: job.level,
    chain: EMPTY_CHAIN,
    keptPlace: job.place ? { _id: job.place._id, label: job.place.label } : null,
    street: job.street,
    isNegotiable: job.salary.isNegotiable,
    minRs: job.salary.min === null ? '' : String(toRupees(job.salary.min)),
    maxRs: job.salary.max === null ? '' : String(toRupees(job.salary.max)),
    openings: job.openings,
    deadline: job.deadline,
    skills: job.skills,
  };
}

function requestOf(d: Draft): TJobRequest {
  const isRemote = d.type === 'Remote';
  return {
    title: d.title,
    categoryId: d.categoryId,
    description: d.description,
    type: d.type,
    level: d.level,
    placeId: isRemote ? null : chainTarget(d.chain) || d.keptPlace?._id || null,
    street: isRemote ? '' : d.street,
    isNegotiable: d.isNegotiable,
    salaryMin: d.isNegotiable ? null : parseRupees(d.minRs),
    salaryMax: d.isNegotiable ? null : parseRupees(d.maxRs),
    openings: Number(d.openings),
    deadline: d.deadline,
    skills: d.skills,
  };
}

/** Field errors keyed by the request's field names, from the shared schema (the API says the same). */
function validate(d: Draft, keptDeadline: string | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = ZJobRequest.safeParse(requestOf(d));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      if (!(key in errors)) errors[key] = issue.message;
    }
  }
  const deadline = d.deadline ? checkJobDeadline(d.deadline, keptDeadline) : null;
  if (deadline && !errors.deadline) errors.deadline = deadline;
  return errors;
}

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
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
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

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    const field =
      key === 'chain' || key === 'keptPlace'
        ? 'placeId'
        : key === 'minRs'
          ? 'salaryMin'
          : key === 'maxRs'
            ? 'salaryMax'
            : key;
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  function submit() {
    const next = validate(draft, job?.deadline);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate(requestOf(draft), {
      onError: (err) => {
        if (err instanceof ApiError && err.errors.length > 0) {
          setErrors(Object.fromEntries(err.errors.map((e) => [e.path.split('.')[0] ?? e.path, e.message])));
        }
      },
    });
  }

  const isRemote = draft.type === 'Remote';
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
          <TextInput
            label="Title"
            placeholder="e.g. Sales executive"
            required
            maxLength={JOB_TITLE_MAX}
            value={draft.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Category"
              placeholder={categories.isPending ? 'Loading…' : 'Choose a category'}
              required
              data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
              value={draft.categoryId || null}
              onChange={(v) => set('categoryId', v ?? '')}
              searchable
              error={errors.categoryId}
              comboboxProps={{ withinPortal: true }}
            />
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
          <Textarea
            label="Description"
            description={`The work, the team, what you offer. ${draft.description.length}/${JOB_DESCRIPTION_MAX}`}
            required
            autosize
            minRows={4}
            maxRows={10}
            maxLength={JOB_DESCRIPTION_MAX}
            value={draft.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
          {!isRemote ? (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                Where{' '}
                {draft.keptPlace && !chainTarget(draft.chain) ? (
                  <Text span size="sm" c="dimmed">
                    (now {draft.keptPlace.label}; choose below to change it)
                  </Text>
                ) : null}
              </Text>
              <AddressSelects
                required
                value={draft.chain}
                onChange={(chain) => set('chain', chain)}
                error={errors.placeId}
              />
              <TextInput
                label="Street (optional)"
                maxLength={JOB_STREET_MAX}
                value={draft.street}
                onChange={(e) => set('street', e.currentTarget.value)}
                error={errors.street}
              />
            </Stack>
          ) : null}
          <Switch
            label="Salary is negotiable"
            checked={draft.isNegotiable}
            onChange={(e) => set('isNegotiable', e.currentTarget.checked)}
          />
          {!draft.isNegotiable ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Salary from (Rs. a month)"
                required
                inputMode="decimal"
                placeholder="e.g. 40000"
                value={draft.minRs}
                onChange={(e) => set('minRs', e.currentTarget.value.replace(/[^\d.,]/g, ''))}
                error={errors.salaryMin}
              />
              <TextInput
                label="Salary up to (optional)"
                inputMode="decimal"
                placeholder="e.g. 60000"
                value={draft.maxRs}
                onChange={(e) => set('maxRs', e.currentTarget.value.replace(/[^\d.,]/g, ''))}
                error={errors.salaryMax}
              />
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
              value={draft.openings}
              onChange={(v) => set('openings', v)}
              error={errors.openings}
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
            value={draft.skills}
            onChange={(v) => set('skills', v)}
            error={errors.skills}
            clearable
          />
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {job ? 'Save job' : 'Post job'}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}
