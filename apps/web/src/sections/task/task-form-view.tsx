'use client';

import { readTaskPrefill } from '@bazaar/shared/cross-sell-constants';
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
import { Alert, Button, Paper, SegmentedControl, Stack, Switch, TextInput } from '@mantine/core';
import { IconEye, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
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
  CategorySelect,
  DescriptionField,
  PhotosField,
  RupeesInput,
  TitleField,
} from '@/components/listing-form/listing-fields';
import { apiFieldErrors, useDraftFields } from '@/components/listing-form/use-draft-fields';
import { PageHeader } from '@/components/page-header';
import { useApiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { useAddressChainLabel } from '@/platform/address/address-selects';
import { KeptPlaceLine, PlaceFields } from '@/platform/address/place-fields';
import { useTaskCategories } from './queries';
import { taskKeys } from './query-keys';
import { taskApi } from './task-api';
import {
  type Draft,
  draftOf,
  EMPTY,
  ERROR_KEYS,
  prefilledDraft,
  requestOf,
  validate,
} from './task-form-draft';
import { TaskFormPreview } from './task-form-preview';

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
  const form = useDraftFields<Draft>(start, ERROR_KEYS);
  const { draft, setDraft, errors, setErrors, set, field } = form;
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
  }, [existing.data, setDraft]);
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
        const fromApi = apiFieldErrors(err);
        if (fromApi) {
          setErrors(fromApi);
          setStep('edit');
        }
      },
    });

  // The preview names the place the selects chose (their lists are loaded already).
  const chosenPlace = useAddressChainLabel(draft.chain);
  const title = editId ? 'Edit task' : 'Post a task';
  if (editId && (existing.isPending || status === 'loading')) return <FormPageLoading title={title} />;
  if (
    editId &&
    existing.data &&
    (existing.data.viewer.role !== 'poster' ||
      existing.data.task.status !== 'Open' ||
      existing.data.task.offersCount > 0)
  ) {
    return (
      <FormPageRefused title={title} heading="This task cannot be edited">
        Only its poster can edit a task, and only while it is open and has no offers.
      </FormPageRefused>
    );
  }

  if (step === 'preview') {
    return (
      <TaskFormPreview
        draft={draft}
        categoryName={categories.data?.find((c) => c._id === draft.categoryId)?.name ?? ''}
        chosenPlace={chosenPlace}
        isEdit={Boolean(editId)}
        isSaving={save.isPending}
        onBack={() => setStep('edit')}
        onSubmit={submit}
      />
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
          <FormSection>
            <TitleField
              placeholder="e.g. Help moving a sofa to the second floor"
              max={TASK_TITLE_MAX}
              {...field('title')}
            />
            <CategorySelect categories={categories} {...field('categoryId')} />
            <DescriptionField max={TASK_DESCRIPTION_MAX} {...field('description')}>
              What should the tasker know?
            </DescriptionField>
            <PhotosField
              max={TASK_MAX_IMAGES}
              alt="Task photo"
              onUploading={setUploading}
              {...field('images')}
            />
          </FormSection>

          <FormSection title="Where">
            <Switch
              label="Can be done remotely (online or by phone)"
              checked={draft.isRemote}
              onChange={(e) => set('isRemote', e.currentTarget.checked)}
            />
            {!draft.isRemote ? (
              <>
                <KeptPlaceLine draft={draft} />
                <PlaceFields
                  form={form}
                  street={{
                    label: 'Street (optional)',
                    description: 'Only the tasker you assign sees it.',
                    max: TASK_STREET_MAX,
                  }}
                />
              </>
            ) : null}
          </FormSection>

          <FormSection title="When">
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
          </FormSection>

          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <RupeesInput
              label="Budget (Rs.)"
              description="What you expect to pay. Taskers may offer more or less."
              required
              placeholder="e.g. 1500"
              {...field('budgetRs')}
              maw={240}
            />
          </Paper>

          <FormFooter errors={errors}>
            <Button type="submit" leftSection={<IconEye aria-hidden size={16} />} disabled={isUploading}>
              Preview
            </Button>
          </FormFooter>
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
