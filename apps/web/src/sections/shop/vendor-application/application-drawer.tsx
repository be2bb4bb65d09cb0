'use client';

import { isPrivateUploadRef } from '@bazaar/shared/upload-constants';
import {
  type TRejectVendorApplicationRequest,
  type TVendorApplication,
  type TVendorApplicationWriteResponse,
  VENDOR_APPLICATION_FLOW,
  ZRejectVendorApplicationRequest,
} from '@bazaar/shared/vendor-application';
import {
  Anchor,
  Avatar,
  Button,
  Divider,
  Drawer,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingStore, IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { PrivateFileThumb } from '@/components/file-field/private-file';
import { Form } from '@/components/form/form';
import { StatusActions } from '@/components/status-flow/status-actions';
import { applyFieldErrors, zodFormValidate } from '@/lib/form-errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { vendorApplicationKeys } from './queries';
import { ApplicationStatusBadge } from './status-badge';

type Props = { application: TVendorApplication | null; onClose: () => void };

/** The details of one application, with Approve / Reject while it is pending. */
export function ApplicationDrawer({ application, onClose }: Props) {
  const [confirming, setConfirming] = useState<'approve' | 'reject' | null>(null);

  const approve = useApiMutation<string, TVendorApplicationWriteResponse>(
    (id, fetcher) =>
      fetcher<TVendorApplicationWriteResponse>(`/admin/vendor-applications/${id}/approve`, { method: 'PUT' }),
    {
      invalidate: [vendorApplicationKeys.adminLists()],
      onSuccess: () => {
        setConfirming(null);
        onClose();
      },
    },
  );

  const rejectForm = useForm<TRejectVendorApplicationRequest>({
    initialValues: { reason: '' },
    validate: zodFormValidate(ZRejectVendorApplicationRequest),
  });

  const reject = useApiMutation<
    { id: string; body: TRejectVendorApplicationRequest },
    TVendorApplicationWriteResponse
  >(
    ({ id, body }, fetcher) =>
      fetcher<TVendorApplicationWriteResponse>(`/admin/vendor-applications/${id}/reject`, {
        method: 'PUT',
        body,
      }),
    {
      invalidate: [vendorApplicationKeys.adminLists()],
      onSuccess: () => {
        setConfirming(null);
        rejectForm.reset();
        onClose();
      },
    },
  );

  const handleReject = rejectForm.onSubmit(async (values) => {
    if (!application) return;
    try {
      await reject.mutateAsync({ id: application._id, body: ZRejectVendorApplicationRequest.parse(values) });
    } catch (err) {
      applyFieldErrors(rejectForm, err);
    }
  });

  return (
    <>
      <Drawer
        opened={application !== null}
        onClose={onClose}
        position="right"
        size="md"
        title={<Text fw={700}>Vendor application</Text>}
      >
        {application ? (
          <Stack gap="md" data-testid="application-details">
            <Group gap="md" wrap="nowrap">
              <Avatar src={resolveImageUrl(application.logo)} size={56} radius="md" alt="">
                <IconBuildingStore aria-hidden size={26} />
              </Avatar>
              <Stack gap={2} miw={0}>
                <Text fw={700} fz="lg">
                  {application.storeName}
                </Text>
                <ApplicationStatusBadge status={application.status} />
              </Stack>
            </Group>
            <Divider />
            <Detail label="Applicant">
              {application.applicant.fullName} ({application.applicant.email})
            </Detail>
            <Detail label="Store phone">{application.phone}</Detail>
            <Detail label="Store email">{application.email}</Detail>
            <Detail label="PAN/VAT">{application.panVat}</Detail>
            <Detail label="Street">{application.street || '—'}</Detail>
            <Detail label="About">{application.description || '—'}</Detail>
            <Detail label="Submitted">{formatDateTime(application.createdAt)}</Detail>
            {application.decidedAt ? (
              <Detail label="Decided">{formatDate(application.decidedAt)}</Detail>
            ) : null}
            {application.rejectionReason ? (
              <Detail label="Rejection reason">{application.rejectionReason}</Detail>
            ) : null}
            <Stack gap={6}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Documents
              </Text>
              {application.documents.length === 0 ? (
                <Text size="sm">None attached</Text>
              ) : (
                <SimpleGrid cols={3} spacing="xs">
                  {application.documents.map((document, index) =>
                    // Documents are private files now; ones sent before that are public pictures.
                    isPrivateUploadRef(document) ? (
                      <PrivateFileThumb key={document} fileRef={document} alt={`Document ${index + 1}`} />
                    ) : (
                      <Anchor
                        key={document}
                        href={resolveImageUrl(document)}
                        target="_blank"
                        rel="noreferrer"
                      >
                        <Image
                          src={resolveImageUrl(document)}
                          alt={`Document ${index + 1}`}
                          h={80}
                          fit="cover"
                          radius="sm"
                        />
                      </Anchor>
                    ),
                  )}
                </SimpleGrid>
              )}
            </Stack>
            <StatusActions
              flow={VENDOR_APPLICATION_FLOW}
              actor="Admin"
              status={application.status}
              onAction={(to) => setConfirming(to === 'Approved' ? 'approve' : 'reject')}
              size="sm"
              buttonProps={(to) =>
                to === 'Approved'
                  ? { color: 'green', variant: 'filled', leftSection: <IconCheck aria-hidden size={16} /> }
                  : { variant: 'light', leftSection: <IconX aria-hidden size={16} /> }
              }
              grow
              gap="sm"
              wrap="wrap"
              mt="sm"
            />
          </Stack>
        ) : null}
      </Drawer>

      <Modal
        opened={confirming === 'approve' && application !== null}
        onClose={() => setConfirming(null)}
        title="Approve this store?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {application?.applicant.fullName} gets the Vendor role and the store “{application?.storeName}” is
            created.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              color="green"
              loading={approve.isPending}
              onClick={() => application && approve.mutate(application._id)}
            >
              Approve store
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={confirming === 'reject' && application !== null}
        onClose={() => setConfirming(null)}
        title="Reject this application?"
        centered
      >
        <Form onSubmit={handleReject} noValidate>
          <Stack gap="md">
            <Textarea
              label="Reason"
              description="The applicant sees this and can apply again."
              withAsterisk
              autosize
              minRows={3}
              data-autofocus
              {...rejectForm.getInputProps('reason')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={reject.isPending}>
                Reject application
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  );
}
