'use client';

import type { TTaskDetail } from '@bazaar/shared/task';
import { taskCategoryPath } from '@bazaar/shared/task-constants';
import { Badge, Box, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconMessageCircle, IconUser, IconX } from '@tabler/icons-react';
import { IntentLink } from '@/components/intent-link';
import { DetailLayout, useLiveDetail } from '@/components/listing/detail-layout';
import { Fact, FactsPanel, PricePanel, SectionTitle } from '@/components/listing/detail-parts';
import { PersonCard } from '@/components/listing/profile-card';
import { ImageGallery } from '@/components/media/image-gallery';
import { PlainAlert } from '@/components/plain-alert';
import { RatingStars } from '@/components/rating-stars/rating-stars';
import { StatusBadge } from '@/components/status-badge';
import { formatDate, formatPrice } from '@/lib/format';
import { ReportButton } from '@/platform/moderation/report-button';
import { taskKeys } from './query-keys';
import { TaskActions } from './task-actions';
import { taskApi } from './task-api';
import { offersLabel, TASK_STATUS_COLORS, TASK_STATUS_LABELS, whenLabel, whereLabel } from './task-format';
import { TaskQuestions } from './task-questions';
import { TaskThread } from './task-thread';

/**
 * /task/{id}: the task as the cached page shows it to everyone (details, poster, offers count,
 * questions), with the reader's own parts (offer, offers, actions, messages) as islands. After a
 * write the task is read again, so a change shows at once.
 */
export function TaskDetailView({ task: initial }: { task: TTaskDetail }) {
  const task = useLiveDetail(
    taskKeys.detail(initial._id),
    async (signal) => (await taskApi.detail(initial._id, { signal })).data,
    initial,
  );
  const poster = task.poster;

  return (
    <DetailLayout
      crumbs={[
        { name: 'Tasks', href: '/task' },
        { name: task.category.name, href: taskCategoryPath(task.category.slug) },
      ]}
      badges={
        <>
          <StatusBadge
            status={task.status}
            colors={TASK_STATUS_COLORS}
            labels={TASK_STATUS_LABELS}
            data-testid="task-status"
          />
          <Badge variant="default" component={IntentLink} href={taskCategoryPath(task.category.slug)}>
            {task.category.name}
          </Badge>
        </>
      }
      title={task.title}
      titleTestId="task-title"
      aside={
        <>
          <PricePanel label="Budget" value={formatPrice(task.budget)} testId="task-detail-budget" fz={32}>
            <TaskActions task={task} />
          </PricePanel>
          <PersonCard person={poster} caption="Posted by" testId="poster-card">
            <RatingStars rating={poster.rating} count={poster.reviewsCount} />
          </PersonCard>
        </>
      }
      report={<ReportButton kind="task" subjectId={task._id} />}
    >
      {task.status === 'Cancelled' ? (
        <PlainAlert
          color="gray"
          role="note"
          icon={<IconX aria-hidden size={18} />}
          title="This task was cancelled"
        >
          {task.cancelReason}
        </PlainAlert>
      ) : null}
      <FactsPanel>
        <Fact icon={IconMapPin} label="Where" value={whereLabel(task)} />
        <Fact icon={IconCalendarEvent} label="When" value={whenLabel(task.when)} />
        <Fact icon={IconMessageCircle} label="Offers" value={offersLabel(task.offersCount)} />
        <Fact icon={IconUser} label="Posted" value={formatDate(task.createdAt)} />
      </FactsPanel>
      {task.images.length > 0 ? (
        <Box maw={560}>
          <ImageGallery images={task.images} name={task.title} />
        </Box>
      ) : null}
      <Box component="section">
        <SectionTitle>Details</SectionTitle>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="task-description">
          {task.description}
        </Text>
      </Box>
      <TaskThread task={task} />
      <Box component="section">
        <SectionTitle>Questions</SectionTitle>
        <TaskQuestions taskId={task._id} questions={task.questions} />
      </Box>
    </DetailLayout>
  );
}
