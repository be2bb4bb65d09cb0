'use client';

import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showErrorToast, showSuccessToast } from '@/lib/toast';
import { useApiFetch } from '@/lib/use-api-fetch';

type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

/** The service worker that shows push messages and the offline page (public/sw.js). */
const WORKER_URL = '/sw.js';

/** A base64url key as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Push notifications on this device: asked for only when the person presses the button (the
 * browser's permission prompt follows a tap, never a page load); the subscription is kept by the API
 * per device, and turned off here or when the push service drops it.
 */
export function PushDeviceCard() {
  const fetcher = useApiFetch();
  const [state, setState] = useState<PushState>('checking');
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
      setState('unsupported');
      return;
    }
    if (Notification.permission === 'denied') {
      setState('blocked');
      return;
    }
    void currentSubscription().then(
      (subscription) => setState(subscription ? 'on' : 'off'),
      () => setState('off'),
    );
  }, []);

  const turnOn = async () => {
    setIsBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
      await navigator.serviceWorker.ready;
      const { data } = await fetcher<{ data: { publicKey: string } }>('/push/public-key');
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(data.publicKey),
      });
      const res = await fetcher<{ message: string }>('/push/subscriptions', {
        method: 'POST',
        body: subscription.toJSON(),
      });
      showSuccessToast(res);
      setState('on');
    } catch (err) {
      showErrorToast(err);
    } finally {
      setIsBusy(false);
    }
  };

  const turnOff = async () => {
    setIsBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await subscription.unsubscribe();
        const res = await fetcher<{ message: string }>('/push/subscriptions', {
          method: 'DELETE',
          body: { endpoint: subscription.endpoint },
        });
        showSuccessToast(res);
      }
      setState('off');
    } catch (err) {
      showErrorToast(err);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      maw={560}
      component="section"
      aria-labelledby="push-title"
      data-testid="push-device"
      data-state={state}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="push-title">
          Push notifications on this device
        </Title>
        {state === 'unsupported' ? (
          <Text size="sm">
            This browser cannot receive push notifications. The bell and email still reach you.
          </Text>
        ) : state === 'blocked' ? (
          <Alert color="yellow" title="Blocked in this browser">
            Notifications from Bazaar are blocked in this browser&apos;s settings. Allow them there, then come
            back here.
          </Alert>
        ) : (
          <Text size="sm">
            {state === 'on'
              ? 'This device shows a notification for what you chose above under Push, even when Bazaar is closed.'
              : 'Get a notification on this device for what you chose above under Push, even when Bazaar is closed. Your browser will ask you first.'}
          </Text>
        )}
        {state === 'on' || state === 'off' ? (
          <Group justify="flex-end">
            {state === 'on' ? (
              <Button
                variant="outline"
                leftSection={<IconBellOff aria-hidden size={16} />}
                loading={isBusy}
                onClick={() => void turnOff()}
              >
                Turn off on this device
              </Button>
            ) : (
              <Button
                leftSection={<IconBell aria-hidden size={16} />}
                loading={isBusy}
                onClick={() => void turnOn()}
              >
                Turn on push notifications
              </Button>
            )}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
