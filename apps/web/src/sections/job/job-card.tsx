import type { TJobCard } from '@bazaar/shared/job';
import { JOB_FLOW, jobPath } from '@bazaar/shared/job-constants';
import { IconBriefcase, IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { CardFact, CardHead, CardSkeleton, CardTitle, ListingCard } from '@/components/listing/listing-card';
import { PlainAvatar } from '@/components/plain-avatar';
import { PlainBadge, plainGroup, plainStack, plainText } from '@/components/plain-layout';
import { keepPriceTogether } from '@/lib/format';
import { resolveImageUrl } from '@/lib/public-config';
import { deadlineLabel, jobWhereLabel, levelLabel, salaryLabel } from './job-format';

/** A job in a listing: title, employer, type and level, where, salary and deadline. */
export function JobCard({ job }: { job: TJobCard }) {
  return (
    <ListingCard href={jobPath(job._id)} testId="job-card" status={job.status}>
      <div {...plainStack({ gap: 8, style: { height: '100%' } })}>
        <CardHead category={job.category.name}>
          {job.status === 'Open' ? (
            <PlainBadge color="grape">{job.type}</PlainBadge>
          ) : (
            <PlainBadge color={JOB_FLOW.colors[job.status]} isWhole>
              {JOB_FLOW.labels[job.status]}
            </PlainBadge>
          )}
        </CardHead>
        <CardTitle testId="job-title">{job.title}</CardTitle>
        <div {...plainGroup({ gap: 6, wrap: 'nowrap', style: { minWidth: 0 } })}>
          <PlainAvatar src={resolveImageUrl(job.employer.logo)} size={22} radius="sm">
            <IconBriefcase aria-hidden size={14} />
          </PlainAvatar>
          <p {...plainText({ size: 'sm', lineClamp: 1 })}>{job.employer.storeName}</p>
        </div>
        <div {...plainStack({ gap: 4 })}>
          <CardFact icon={IconMapPin} isClamped>
            {jobWhereLabel(job)} · {levelLabel(job.level)}
          </CardFact>
          <CardFact icon={IconCalendarEvent}>{deadlineLabel(job.deadline)}</CardFact>
        </div>
        <p {...plainText({ fw: 800, mt: 'auto', pt: 4 })} data-testid="job-salary">
          {keepPriceTogether(salaryLabel(job.salary))}
        </p>
      </div>
    </ListingCard>
  );
}

const SKELETON_BARS = [
  [10, '30%'],
  [14, '85%'],
  [12, '50%'],
  [12, '60%'],
  [18, '70%'],
] as const;

/** Holds a card's place while a page of jobs loads. */
export function JobCardSkeleton() {
  return <CardSkeleton testId="job-card-skeleton" bars={SKELETON_BARS} />;
}
