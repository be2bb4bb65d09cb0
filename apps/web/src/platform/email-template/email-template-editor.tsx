'use client';

import {
  placeholderErrors,
  renderTemplate,
  type TEmailTemplate,
  type TEmailTemplateWriteResponse,
  type TTestEmailRequest,
  type TUpdateEmailTemplateRequest,
  ZTestEmailRequest,
  ZUpdateEmailTemplateRequest,
} from '@bazaar/shared/email-template';
import type { TMessageResponse } from '@bazaar/shared/pagination';
import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconRestore, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Form } from '@/components/form/form';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { emailTemplateKeys } from './queries';

function validate(template: TEmailTemplate) {
  const base = zodFormValidate(ZUpdateEmailTemplateRequest);
  return (values: TUpdateEmailTemplateRequest) => {
    const errors = base(values);
    for (const e of placeholderErrors(template.key, values)) errors[e.path] ??= e.message;
    return errors;
  };
}

/** One template: subject and body with {{placeholders}}, a live preview with sample values, save, restore, test send. */
export function EmailTemplateEditor({ template }: { template: TEmailTemplate }) {
  const myEmail = useSession().data?.user.email ?? '';
  const form = useForm<TUpdateEmailTemplateRequest>({
    initialValues: { subject: template.subject, body: template.body },
    validate: validate(template),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload the form when another template (or its saved text) arrives
  useEffect(() => {
    form.setValues({ subject: template.subject, body: template.body });
    form.resetDirty({ subject: template.subject, body: template.body });
    form.clearErrors();
  }, [template.key, template.subject, template.body]);

  const invalidate = [emailTemplateKeys.all];
  const save = useApiMutation<TUpdateEmailTemplateRequest, TEmailTemplateWriteResponse>(
    (body, fetcher) => fetcher(`/admin/email-templates/${template.key}`, { method: 'PUT', body }),
    { invalidate },
  );
  const [isRestoring, setRestoring] = useState(false);
  const restore = useApiMutation<void, TEmailTemplateWriteResponse>(
    (_v, fetcher) => fetcher(`/admin/email-templates/${template.key}`, { method: 'DELETE' }),
    { invalidate, onSuccess: () => setRestoring(false) },
  );
  const [isTesting, setTesting] = useState(false);
  const testForm = useForm<TTestEmailRequest>({
    initialValues: { to: '' },
    validate: zodFormValidate(ZTestEmailRequest),
  });
  const sendTest = useApiMutation<TTestEmailRequest, TMessageResponse>(
    (body, fetcher) => fetcher(`/admin/email-templates/${template.key}/test`, { method: 'POST', body }),
    { invalidate: [emailTemplateKeys.outbox()], onSuccess: () => setTesting(false) },
  );

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (err) {
      applyFieldErrors(form, err);
    }
  });
  const submitTest = testForm.onSubmit(async (values) => {
    try {
      await sendTest.mutateAsync({ to: values.to, subject: form.values.subject, body: form.values.body });
    } catch (err) {
      applyFieldErrors(testForm, err);
    }
  });

  const samples = template.placeholders;
  const preview = {
    subject: renderTemplate(form.values.subject, samples),
    body: renderTemplate(form.values.body, samples),
  };

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Group gap="xs">
          <Title order={2} fz="lg">
            {template.name}
          </Title>
          {template.isCustomised ? (
            <Badge variant="light" color="grape">
              Edited
            </Badge>
          ) : (
            <Badge variant="light" color="gray">
              Default wording
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {template.description}
          {template.updatedAt ? ` Last saved ${formatDateTime(template.updatedAt)}.` : ''}
        </Text>
      </Stack>
      <Form onSubmit={submit} noValidate aria-label={`${template.name} template`}>
        <Stack gap="sm">
          <TextInput label="Subject" withAsterisk maxLength={200} {...form.getInputProps('subject')} />
          <Textarea
            label="Body"
            withAsterisk
            autosize
            minRows={8}
            maxRows={20}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            {...form.getInputProps('body')}
          />
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              Placeholders (click to add at the end of the body):
            </Text>
            <Group gap={6}>
              {Object.entries(samples).map(([name, sample]) => (
                <Tooltip key={name} label={`Sample: ${sample}`} withArrow>
                  <Badge
                    component="button"
                    type="button"
                    variant="outline"
                    style={{ cursor: 'pointer', textTransform: 'none' }}
                    onClick={() => form.setFieldValue('body', `${form.values.body}{{${name}}}`)}
                  >
                    {`{{${name}}}`}
                  </Badge>
                </Tooltip>
              ))}
            </Group>
          </Stack>
          <Group gap="sm">
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy aria-hidden size={16} />}
              loading={save.isPending}
              disabled={!form.isDirty()}
            >
              Save template
            </Button>
            <Button
              variant="default"
              leftSection={<IconSend aria-hidden size={16} />}
              onClick={() => {
                testForm.setValues({ to: myEmail });
                setTesting(true);
              }}
            >
              Send a test
            </Button>
            {template.isCustomised ? (
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconRestore aria-hidden size={16} />}
                onClick={() => setRestoring(true)}
              >
                Restore default
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Form>

      <Paper withBorder radius="md" p="md" data-testid="email-preview">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
          Preview with sample values
        </Text>
        <Text
          fw={700}
          size="sm"
          mb="xs"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="email-preview-subject"
        >
          {preview.subject}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {preview.body}
        </Text>
      </Paper>

      <Modal
        opened={isRestoring}
        onClose={() => setRestoring(false)}
        title="Restore the default wording?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">Your edits to “{template.name}” are replaced by the product’s own wording.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRestoring(false)}>
              Cancel
            </Button>
            <Button color="red" loading={restore.isPending} onClick={() => restore.mutate()}>
              Restore default
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={isTesting} onClose={() => setTesting(false)} title="Send a test email" centered>
        <Form onSubmit={submitTest} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              The text on screen, with the sample values, goes to this address (subject marked [Test]).
            </Text>
            <TextInput label="Send to" type="email" withAsterisk {...testForm.getInputProps('to')} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setTesting(false)}>
                Cancel
              </Button>
              <Button
                type="submit"
                loading={sendTest.isPending}
                leftSection={<IconSend aria-hidden size={16} />}
              >
                Send test
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </Stack>
  );
}
