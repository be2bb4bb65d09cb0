'use client';

import type { TLoginRequest } from '@bazaar/shared/auth';
import { landingFor } from '@bazaar/shared/roles';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { PlainTextField } from '@/components/form/plain-text-field';
import { IntentLink } from '@/components/intent-link';
import { PlainAlert } from '@/components/plain-alert';
import { lazySchema } from '@/lib/lazy-schema';
import { getSession } from '@/lib/session-client';
import { showSuccessToast } from '@/lib/toast';
import { AuthCard } from './auth-card';
import { DemoAccountsNote } from './demo-accounts-note';
import { goAfterSignIn } from './go-after-sign-in';
import { signInWithCredentials } from './sign-in-with-credentials';

type LoginViewProps = {
  /** The page that asked for the sign-in, already reduced to a same-origin relative path; null when none did. */
  callbackUrl: string | null;
  showDemoAccounts: boolean;
};

/** NextAuth's generic code when authorize() gave no message of its own. */
const GENERIC_CREDENTIALS_ERROR = 'CredentialsSignin';

// The shared request schema (and zod with it) loads on the form's first focus or tap (lib/lazy-schema.ts).
const LOGIN_SCHEMA = lazySchema(() => import('@bazaar/shared/auth').then((m) => m.ZLoginRequest));

/**
 * Someone already signed in never sees this view: the page redirects on the server, using the same
 * token-expiry rule as the route guard (the client session alone could disagree and bounce).
 */
export function LoginView({ callbackUrl, showDemoAccounts }: LoginViewProps) {
  const router = useRouter();
  const [signInError, setSignInError] = useState<string | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);

  const form = useForm<TLoginRequest>({
    initialValues: { email: '', password: '' },
    validate: LOGIN_SCHEMA.validate,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setSignInError(null);
    const result = await signInWithCredentials(values.email.trim(), values.password, callbackUrl ?? '/');
    if (!result?.ok || result.error) {
      // authorize() throws with the API's own message (bad credentials, blocked, rate limited).
      const message =
        result?.error && result.error !== GENERIC_CREDENTIALS_ERROR
          ? result.error
          : 'Could not sign in. Please try again.';
      setSignInError(message);
      // Not showErrorToast: this title is fixed, and a failed sign-in must never trigger its sign-out.
      notifications.show({
        color: 'red',
        title: 'Sign in failed',
        message,
        autoClose: 6000,
        withBorder: true,
      });
      return;
    }
    setIsRedirecting(true);
    showSuccessToast({ title: 'Welcome back', message: 'You are signed in.' });
    const roles = callbackUrl ? [] : ((await getSession())?.user?.userType ?? []);
    await goAfterSignIn(router, callbackUrl ?? landingFor(roles));
  });

  const registerHref = callbackUrl ? `/register?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/register';

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back to Bazaar. Sign in with your email address or mobile number."
      footer={
        <>
          New to Bazaar?{' '}
          <Anchor component={IntentLink} href={registerHref} fw={600}>
            Create an account
          </Anchor>
        </>
      }
    >
      {showDemoAccounts ? (
        <DemoAccountsNote
          onPick={(email, password) => {
            form.setValues({ email, password });
            form.clearErrors();
            setSignInError(null);
          }}
        />
      ) : null}
      <Form onSubmit={handleSubmit} noValidate schema={LOGIN_SCHEMA}>
        <Stack gap="md">
          <PlainTextField
            label="Email or phone"
            placeholder="you@example.com or 98XXXXXXXX"
            autoComplete="username"
            leftSection={<IconUser aria-hidden size={16} />}
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Stack gap={4}>
            <PlainTextField
              type="password"
              label="Password"
              placeholder="Your password"
              autoComplete="current-password"
              leftSection={<IconLock aria-hidden size={16} />}
              withAsterisk
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor component={IntentLink} href="/forgot-password" size="sm">
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          {signInError ? (
            <PlainAlert color="red" icon={<IconAlertCircle aria-hidden size={18} />} role="alert">
              {signInError}
            </PlainAlert>
          ) : null}
          <Button type="submit" fullWidth size="md" loading={form.submitting || isRedirecting}>
            Sign in
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
