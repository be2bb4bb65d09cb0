'use client';

import { readTaskPrefill } from '@bazaar/shared/cross-sell-constants';
import { parseRupees } from '@bazaar/shared/money';
import { SECTION_INFO } from '@bazaar/shared/section';
import {
  type TTaskRequest,
  type TTaskViewerResponse,
  type TTaskWriteResponse,
  todayInNepal,
} from '@bazaar/shared/task';
import {
  TASK_DESCRIPTION_MAX,
  TASK_MAX_IMAGES,
  TASK_STREET_MAX,
  TASK_TITLE_MAX,
  TASK_WHEN_KINDS,
  TASK_WHEN_LABELS,
  type TTaskWhenKind,
  taskPath,
} from '@bazaar/shared/task-constants';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconEye, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { ImageListField } from '@/components/file-field/image-list-field';
import { Form } from '@/components/form/form';
import { KeptDraftNotice } from '@/components/form/kept-draft-notice';
import { PageHeader } from '@/components/page-header';
import { ApiError, useApiFetch } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { useSession } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { AddressSelects, chainTarget, useAddressChainLabel } from '@/platform/address/address-selects';
import { useTaskCategories } from './queries';
import { taskKeys } from './query-keys';
import { taskApi } from './task-api';
import { type Draft, draftOf, EMPTY, prefilledDraft, requestOf, validate } from './task-form-draft';
import { whenLabel } from './task-format';

function PreviewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

function TaskFormInner() {
  const params = useSearchParams();
  const editId = params.get('edit');
  const router = useRouter();
  const fetcher = useApiFetch();
  const { status } = useSession();
  const categories = useTaskCategories();
  // Opened from another section's offer ("Hire a tasker to assemble it"): the form starts filled in.
  const [prefill] = useState(() => (editId ? null : readTaskPrefill(params)));
  const [start] = useState<Draft>(() => (prefill ? prefilledDraft(prefill) : EMPTY));
  const [draft, setDraft] = useState<Draft>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<'edit' | 'preview'>('edit');
  const [isUploading, setUploading] = useState(false);

  const existing = useQuery({
    queryKey: [...taskKeys.mine(), 'edit', editId],
    queryFn: async ({ signal }) => {
      const [detail, me] = await Promise.all([
        taskApi.detail(editId ?? '', { signal }),
        fetcher<TTaskViewerResponse>(`/task/${editId}/me`, { signal }),
      ]);
      return { task: detail.data, viewer: me.data };
    },
    enabled: Boolean(editId) && status === 'authenticated',
  });
  useEffect(() => {
    if (existing.data) setDraft(draftOf(existing.data.task, existing.data.viewer.street));
  }, [existing.data]);
  // A new task keeps what was typed on this device until it is posted.
  const kept = useKeptDraft({
    // An offer's form keeps its own draft, so neither it nor a plain "Post a task" overwrites the other.
    form: prefill ? `task.${prefill.from}.${prefill.categoryId}.${prefill.title}` : 'task',
    value: draft,
    empty: start,
    restore: setDraft,
    enabled: !editId,
  });

  const save = useApiMutation(
    (body: TTaskRequest, f) =>
      editId
        ? f<TTaskWriteResponse>(`/task/${editId}`, { method: 'PUT', body })
        : f<TTaskWriteResponse>('/task', { method: 'POST', body }),
    {
      invalidate: [taskKeys.all],
      onSuccess: (res) => {
        kept.forget();
        router.push(taskPath(res.data._id));
      },
    },
  );

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    const field = key === 'chain' || key === 'keptPlace' ? 'placeId' : key === 'budgetRs' ? 'budget' : key;
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const toPreview = () => {
    const next = validate(draft);
    setErrors(next);
    if (Object.keys(next).length === 0) {
      setStep('preview');
      window.scrollTo({ top: 0 });
    }
  };

  const submit = () =>
    save.mutate(prefill ? { ...requestOf(draft), referral: prefill.from } : requestOf(draft), {
      onError: (err) => {
        if (err instanceof ApiError && err.errors.length > 0) {
          setErrors(Object.fromEntries(err.errors.map((e) => [e.path.split('.')[0] ?? e.path, e.message])));
          setStep('edit');
        }
      },
    });

  // The preview names the place the selects chose (their lists are loaded already).
  const chosenPlace = useAddressChainLabel(draft.chain);
  const title = editId ? 'Edit task' : 'Post a task';
  if (editId && (existing.isPending || status === 'loading')) {
    return (
      <>
        <PageHeader title={title} />
        <Skeleton h={480} radius="lg" />
      </>
    );
  }
  if (
    editId &&
    existing.data &&
    (existing.data.viewer.role !== 'poster' ||
      existing.data.task.status !== 'Open' ||
      existing.data.task.offersCount > 0)
  ) {
    return (
      <>
        <PageHeader title={title} />
        <Alert
          color="yellow"
          icon={<IconAlertTriangle aria-hidden size={18} />}
          title="This task cannot be edited"
        >
          Only its poster can edit a task, and only while it is open and has no offers.
        </Alert>
      </>
    );
  }

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c._id, label: c.name }));
  const categoryName = categoryOptions.find((c) => c.value === draft.categoryId)?.label ?? '';
  const budget = parseRupees(draft.budgetRs) ?? 0;

  if (step === 'preview') {
    return (
      <>
        <PageHeader
          title="Check your task"
          description="This is how taskers will read it. Post it, or go back and change it."
        />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="task-preview">
          <Stack gap="sm">
            <Title order={2} fz="xl">
              {draft.title.trim()}
            </Title>
            <Text fz={28} fw={800}>
              {formatPrice(budget)}
            </Text>
            <PreviewRow label="Category">{categoryName}</PreviewRow>
            <PreviewRow label="Where">
              {draft.isRemote
                ? 'Remote'
                : [
                    draft.street.trim(),
                    draft.keptPlace && !chainTarget(draft.chain) ? draft.keptPlace.label : chosenPlace,
                  ]
                    .filter(Boolean)
                    .join(', ')}
            </PreviewRow>
            <PreviewRow label="When">
              {whenLabel({ kind: draft.whenKind, date: draft.whenDate || null })}
            </PreviewRow>
            <PreviewRow label="Photos">
              {draft.images.length === 0 ? 'None' : `${draft.images.length}`}
            </PreviewRow>
            <PreviewRow label="Details">{draft.description.trim()}</PreviewRow>
          </Stack>
        </Paper>
        <Group justify="space-between" mt="lg">
          <Button
            variant="default"
            leftSection={<IconArrowLeft aria-hidden size={16} />}
            onClick={() => setStep('edit')}
          >
            Back to edit
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {editId ? 'Save changes' : 'Post task'}
          </Button>
        </Group>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description="Say what you need done, where and when, and your budget. Taskers make offers; you pick one."
      />
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          toPreview();
        }}
      >
        <Stack gap="lg" maw={760}>
          {prefill && !kept.restored ? (
            <Alert
              color="brand"
              icon={<IconInfoCircle aria-hidden size={18} />}
              data-testid="task-prefill-notice"
            >
              We filled in this task from the {SECTION_INFO[prefill.from].label} page you came from. Check
              each detail, add your budget, then post it.
            </Alert>
          ) : null}
          <KeptDraftNotice draft={kept} what="task" />
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <TextInput
                label="Title"
                placeholder="e.g. Help moving a sofa to the second floor"
                required
                maxLength={TASK_TITLE_MAX}
                value={draft.title}
                onChange={(e) => set('title', e.currentTarget.value)}
                error={errors.title}
              />
              <Select
                label="Category"
                placeholder={categories.isPending ? 'Loading…' : 'Choose a category'}
                required
                data={categoryOptions}
                value={draft.categoryId || null}
                onChange={(v) => set('categoryId', v ?? '')}
                searchable
                error={errors.categoryId}
                comboboxProps={{ withinPortal: true }}
              />
              <Textarea
                label="Description"
                description={`What should the tasker know? ${draft.description.length}/${TASK_DESCRIPTION_MAX}`}
                required
                autosize
                minRows={4}
                maxRows={12}
                maxLength={TASK_DESCRIPTION_MAX}
                value={draft.description}
                onChange={(e) => set('description', e.currentTarget.value)}
                error={errors.description}
              />
              <ImageListField
                label="Photos"
                description={`Up to ${TASK_MAX_IMAGES} photos (JPEG, PNG, WebP or GIF)`}
                noun="photo"
                itemAlt="Task photo"
                addLabel="Add photos"
                max={TASK_MAX_IMAGES}
                value={draft.images}
                onChange={(next) => set('images', next)}
                error={errors.images}
                onUploadingChange={setUploading}
              />
            </Stack>
          </Paper>

          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} fz="md">
                Where
              </Title>
              <Switch
                label="Can be done remotely (online or by phone)"
                checked={draft.isRemote}
                onChange={(e) => set('isRemote', e.currentTarget.checked)}
              />
              {!draft.isRemote ? (
                <>
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
                    label="Street (optional)"
                    description="Only the tasker you assign sees it."
                    maxLength={TASK_STREET_MAX}
                    value={draft.street}
                    onChange={(e) => set('street', e.currentTarget.value)}
                    error={errors.street}
                  />
                </>
              ) : null}
            </Stack>
          </Paper>

          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} fz="md">
                When
              </Title>
              <SegmentedControl
                aria-label="When"
                data={TASK_WHEN_KINDS.map((k) => ({ value: k, label: TASK_WHEN_LABELS[k] }))}
                value={draft.whenKind}
                onChange={(v) => set('whenKind', v as TTaskWhenKind)}
                fullWidth
              />
              {draft.whenKind !== 'flexible' ? (
                <TextInput
                  type="date"
                  label="Date"
                  required
                  min={todayInNepal()}
                  value={draft.whenDate}
                  onChange={(e) => set('whenDate', e.currentTarget.value)}
                  error={errors.whenDate}
                  maw={240}
                />
              ) : null}
            </Stack>
          </Paper>

          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <TextInput
              label="Budget (Rs.)"
              description="What you expect to pay. Taskers may offer more or less."
              required
              inputMode="decimal"
              placeholder="e.g. 1500"
              value={String(draft.budgetRs)}
              onChange={(e) => set('budgetRs', e.currentTarget.value.replace(/[^\d.,]/g, ''))}
              error={errors.budget}
              maw={240}
            />
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
            <Button type="submit" leftSection={<IconEye aria-hidden size={16} />} disabled={isUploading}>
              Preview
            </Button>
          </Group>
        </Stack>
      </Form>
    </>
  );
}

/** /user/task/create (and `?edit=<id>` while the task is Open without offers): the form, then a preview. */
export function TaskFormView() {
  return (
    <Suspense>
      <TaskFormForUrl />
    </Suspense>
  );
}

/**
 * The edit form and the new form are one page: moving between them (the user area's "Post a task" from
 * an edit) starts the form afresh, from the task or from the kept draft under its notice, never with
 * the other one's values shown unannounced.
 */
function TaskFormForUrl() {
  const editId = useSearchParams().get('edit');
  return <TaskFormInner key={editId ?? 'new'} />;
}
