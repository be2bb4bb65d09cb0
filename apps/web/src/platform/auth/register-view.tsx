'use client';

import type { TSessionResponse } from '@bazaar/shared/auth';
import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { PlainTextField } from '@/components/form/plain-text-field';
import { IntentLink } from '@/components/intent-link';
import { runApiAction } from '@/lib/api-action';
import { apiFetch } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { lazySchema } from '@/lib/lazy-schema';
import { AuthCard } from './auth-card';
import type { TRegisterForm } from './form-schemas';
import { goAfterSignIn } from './go-after-sign-in';
import { NewPasswordFields } from './new-password-fields';
import { signInWithCredentials } from './sign-in-with-credentials';

type RegisterViewProps = {
  /** Already reduced to a same-origin relative path by the page; '/user' when none was given. */
  callbackUrl: string;
};

// The form's schema (and zod with it) loads on the form's first focus or tap (lib/lazy-schema.ts).
const REGISTER_SCHEMA = lazySchema(() => import('./form-schemas').then((m) => m.ZRegisterForm));

export function RegisterView({ callbackUrl }: RegisterViewProps) {
  const router = useRouter();
  const [isSigningIn, setIsSigningIn] = useState(false);

  const form = useForm<TRegisterForm>({
    initialValues: { fullName: '', email: '', phone: '', password: '', confirmPassword: '' },
    validate: REGISTER_SCHEMA.validate,
    validateInputOnBlur: true,
  });

  const registerAccount = async (values: TRegisterForm) => {
    const { confirmPassword: _confirm, ...request } = values;
    // Send what the shared schema produces (trimmed, lower-cased email, normalised phone).
    const { ZRegisterRequest } = await import('@bazaar/shared/auth');
    return apiFetch<TSessionResponse>('/auth/register', {
      method: 'POST',
      body: ZRegisterRequest.parse(request),
    });
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await runApiAction(() => registerAccount(values));
    } catch (err) {
      // 400/409 name the field (email or phone already taken); the toast is already shown.
      applyFieldErrors(form, err);
      return;
    }
    setIsSigningIn(true);
    const result = await signInWithCredentials(values.email.trim(), values.password, callbackUrl);
    if (!result?.ok || result.error) {
      setIsSigningIn(false);
      notifications.show({
        color: 'red',
        title: 'Sign in failed',
        message: 'Your account is ready, but signing in failed. Please sign in.',
        autoClose: 6000,
        withBorder: true,
      });
      router.push('/login');
      return;
    }
    await goAfterSignIn(router, callbackUrl);
  });

  const loginHref =
    callbackUrl === '/user' ? '/login' : `/login?callbackUrl=${encodeURIComponent(callbackUrl)}`;

  return (
    <AuthCard
      title="Create your account"
      description="One account for shopping, posting tasks, applying for jobs and renting."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={IntentLink} href={loginHref} fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      <Form onSubmit={handleSubmit} noValidate schema={REGISTER_SCHEMA}>
        <Stack gap="md">
          <PlainTextField
            label="Full name"
            placeholder="Sita Sharma"
            autoComplete="name"
            leftSection={<IconUser aria-hidden size={16} />}
            withAsterisk
            {...form.getInputProps('fullName')}
          />
          <PlainTextField
            label="Email"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
            leftSection={<IconMail aria-hidden size={16} />}
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PlainTextField
            label="Mobile number"
            description="Optional. You can sign in with it too."
            type="tel"
            placeholder="98XXXXXXXX"
            autoComplete="tel"
            leftSection={<IconPhone aria-hidden size={16} />}
            {...form.getInputProps('phone')}
          />
          <NewPasswordFields
            form={form}
            field="password"
            idPrefix="register"
            label="Password"
            confirmLabel="Confirm password"
            withPlaceholders
          />
          <Button type="submit" fullWidth size="md" loading={form.submitting || isSigningIn}>
            Create account
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
