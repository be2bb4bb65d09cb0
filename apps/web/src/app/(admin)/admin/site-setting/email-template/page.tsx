import type { Metadata } from 'next';
import { EmailTemplatesView } from '@/platform/email-template/email-templates-view';

export const metadata: Metadata = { title: 'Email templates', robots: { index: false } };

export default function EmailTemplatesPage() {
  return <EmailTemplatesView />;
}
