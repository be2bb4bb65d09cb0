import type { Metadata } from 'next';
import { PolicyPage, type PolicyProps, policyMetadata, policyStaticParams } from '../policy-page';

export function generateStaticParams() {
  return policyStaticParams();
}

export function generateMetadata(props: PolicyProps): Promise<Metadata> {
  return policyMetadata('terms-and-conditions', props);
}

export default function TermsPage(props: PolicyProps) {
  return <PolicyPage kind="terms-and-conditions" {...props} />;
}
