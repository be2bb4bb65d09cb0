import type { Metadata } from 'next';
import { PolicyPage, type PolicyProps, policyMetadata, policyStaticParams } from '../policy-page';

export function generateStaticParams() {
  return policyStaticParams();
}

export function generateMetadata(props: PolicyProps): Promise<Metadata> {
  return policyMetadata('privacy-policies', props);
}

export default function PrivacyPolicyPage(props: PolicyProps) {
  return <PolicyPage kind="privacy-policies" {...props} />;
}
