'use client';

import { REPORT_KIND_LABELS, type TReportKind } from '@bazaar/shared/moderation-constants';
import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSession } from '@/lib/session-client';
import { buildSignInHref } from '@/lib/sign-in-href';
import { signedInPart } from '@/lib/signed-in-part';

// The form comes with the first press, with the query provider it sends through: every listing page
// carries the button, few people report, and only signed in (decision 064).
const ReportModal = signedInPart(() => import('./report-modal').then((m) => m.ReportModal));

type ReportButtonProps = {
  kind: TReportKind;
  subjectId: string;
  /** What the button says; "Report" unless told ("Report this review"). */
  label?: string;
  /** A short line of text-sized button (under a review or a message) instead of a small button. */
  compact?: boolean;
};

/**
 * "Report" on anything people can report (decision 046): a reason from the shared list and an optional
 * note, sent once per person per thing (a second report is answered "already reported"). A signed-out
 * visitor is sent to sign in and comes back here.
 */
export function ReportButton({ kind, subjectId, label = 'Report', compact = false }: ReportButtonProps) {
  const { status } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const [opened, setOpened] = useState(false);
  const thing = REPORT_KIND_LABELS[kind].toLowerCase();

  const open = () => {
    if (status !== 'authenticated') {
      // Read on click: reading the query string while rendering would opt the page out of static rendering.
      router.push(buildSignInHref(pathname, window.location.search));
      return;
    }
    setOpened(true);
  };

  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size={compact ? 'compact-xs' : 'xs'}
        leftSection={<IconFlag aria-hidden size={compact ? 12 : 14} />}
        onClick={open}
        disabled={status === 'loading'}
        aria-label={label === 'Report' ? `Report this ${thing}` : label}
        data-testid={`report-${kind}`}
      >
        {label}
      </Button>
      {opened ? (
        <ReportModal kind={kind} subjectId={subjectId} thing={thing} onClose={() => setOpened(false)} />
      ) : null}
    </>
  );
}
