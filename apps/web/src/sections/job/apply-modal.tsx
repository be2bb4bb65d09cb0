'use client';

import {
  JOB_COVER_LETTER_MAX,
  JOB_COVER_LETTER_MIN,
  type TJobApplyRequest,
  ZJobApplyRequest,
} from '@bazaar/shared/job';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { FileField } from '@/components/file-field/file-field';
import { Form } from '@/components/form/form';
import { applyFieldErrors } from '@/lib/form-errors';
import { useApply } from './mutations';

type Values = { coverLetter: string; cv: string[] };

/** Apply for a job: a cover letter and a CV (one PDF, private to the applicant, the employer and admins). */
export function ApplyModal({
  opened,
  onClose,
  jobId,
  jobTitle,
}: {
  opened: boolean;
  onClose: () => void;
  jobId: string;
  jobTitle: string;
}) {
  const [isUploading, setUploading] = useState(false);
  const form = useForm<Values>({
    initialValues: { coverLetter: '', cv: [] },
    validate: (values) => {
      const result = ZJobApplyRequest.safeParse(toRequest(values));
      if (result.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        if (!(key in errors)) errors[key] = issue.message;
      }
      return errors;
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened
  useEffect(() => {
    if (opened) {
      form.reset();
      form.clearErrors();
    }
  }, [opened]);
  const apply = useApply(jobId, onClose);

  return (
    <Modal opened={opened} onClose={onClose} title={`Apply: ${jobTitle}`} centered size="lg">
      <Form
        noValidate
        onSubmit={form.onSubmit((values) =>
          apply.mutate(toRequest(values), { onError: (err) => applyFieldErrors(form, err) }),
        )}
      >
        <Stack gap="md">
          <Textarea
            label="Cover letter"
            withAsterisk
            description={`Why you fit the job, at least ${JOB_COVER_LETTER_MIN} characters. ${form.values.coverLetter.length}/${JOB_COVER_LETTER_MAX}`}
            autosize
            minRows={5}
            maxRows={12}
            maxLength={JOB_COVER_LETTER_MAX}
            data-autofocus
            {...form.getInputProps('coverLetter')}
          />
          <FileField
            label="CV"
            description="One PDF. Only you, the employer and Bazaar's admins can open it."
            noun="CV"
            itemAlt="CV"
            addLabel="Upload CV (PDF)"
            max={1}
            required
            testId="apply-cv"
            value={form.values.cv}
            error={form.errors.cv}
            onChange={(next) => form.setFieldValue('cv', next)}
            onUploadingChange={setUploading}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={apply.isPending} disabled={isUploading}>
              Send application
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}

function toRequest(values: Values): TJobApplyRequest {
  return { coverLetter: values.coverLetter.trim(), cv: values.cv[0] ?? '' };
}
