import type { TJobSalary } from '@bazaar/shared/job';
import { JOB_LEVEL_LABELS, type TJobLevel } from '@bazaar/shared/job-constants';
import { formatDate, formatPrice } from '@/lib/format';

/** "Rs. 60,000 – Rs. 90,000 a month", "From Rs. 60,000 a month", "Negotiable"; `per` ends it (" a month"). */
export function salaryLabel(salary: TJobSalary, per = ' a month'): string {
  if (salary.isNegotiable || salary.min === null) return 'Negotiable';
  if (salary.max === null || salary.max === salary.min) {
    return `${salary.max === null ? 'From ' : ''}${formatPrice(salary.min)}${per}`;
  }
  return `${formatPrice(salary.min)} – ${formatPrice(salary.max)}${per}`;
}

/** Where: "Remote", or the place's label. */
export function jobWhereLabel(job: { type: string; place: { label: string } | null }): string {
  return job.type === 'Remote' || !job.place ? 'Remote' : job.place.label;
}

/** "Apply by 3 Dec 2026". */
export function deadlineLabel(deadline: string): string {
  return `Apply by ${formatDate(`${deadline}T00:00:00`)}`;
}

export function levelLabel(level: TJobLevel): string {
  return JOB_LEVEL_LABELS[level];
}

export function openingsLabel(openings: number): string {
  return `${openings} ${openings === 1 ? 'opening' : 'openings'}`;
}
