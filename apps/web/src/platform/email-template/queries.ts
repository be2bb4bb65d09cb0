'use client';

import type { TEmailTemplateListResponse } from '@bazaar/shared/email-template';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-client';
import { useApiFetch } from '@/lib/use-api-fetch';

export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  list: () => [...emailTemplateKeys.all, 'list'] as const,
  outbox: () => [...emailTemplateKeys.all, 'outbox'] as const,
};

/** GET /admin/email-templates: every email the product sends, as worded now. */
export function useEmailTemplates() {
  const fetcher = useApiFetch();
  const { status } = useSession();
  return useQuery({
    queryKey: emailTemplateKeys.list(),
    queryFn: ({ signal }) => fetcher<TEmailTemplateListResponse>('/admin/email-templates', { signal }),
    enabled: status === 'authenticated',
    select: (res) => res.docs,
  });
}
