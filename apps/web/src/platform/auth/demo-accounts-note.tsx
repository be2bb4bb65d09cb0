'use client';

import { Anchor, Box, Code, Collapse, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { PlainAlert } from '@/components/plain-alert';

/** Seeded on first start for the demo only (README says so); never present in a real deployment's data. */
export const DEMO_ACCOUNTS = [
  { email: 'super@bazaar.test', roles: 'Super admin + Admin' },
  { email: 'admin@bazaar.test', roles: 'Admin' },
  { email: 'vendor@bazaar.test', roles: 'Vendor (verified)' },
  { email: 'user@bazaar.test', roles: 'User' },
] as const;
export const DEMO_PASSWORD = 'Bazaar@123';

type DemoAccountsNoteProps = { onPick: (email: string, password: string) => void };

/** A collapsed hint listing the demo accounts; picking one fills the sign-in form. */
export function DemoAccountsNote({ onPick }: DemoAccountsNoteProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    // role="note": a hint, not an announcement.
    <PlainAlert color="blue" icon={<IconInfoCircle aria-hidden size={18} />} role="note">
      <UnstyledButton
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls="demo-accounts"
        w="100%"
      >
        <Text size="sm" fw={600} span>
          Demo accounts
        </Text>
        <IconChevronDown
          aria-hidden
          size={16}
          style={{
            verticalAlign: 'middle',
            marginLeft: 4,
            transform: isOpen ? 'rotate(180deg)' : undefined,
            transition: 'transform 150ms ease',
          }}
        />
      </UnstyledButton>
      <Collapse expanded={isOpen} id="demo-accounts">
        <Stack gap="xs" mt="xs">
          <Text size="xs" c="dimmed">
            Seeded for this demo only. Every account uses the password <Code>{DEMO_PASSWORD}</Code>. Pick one
            to fill the form.
          </Text>
          {/* A plain table: Mantine's Table brings its scroll area and all of @floating-ui/react (~19 kB)
              into the sign-in page for four rows (decision 040). */}
          <Box component="table" w="100%" fz="xs" style={{ borderCollapse: 'collapse' }}>
            <tbody>
              {DEMO_ACCOUNTS.map((account) => (
                <tr key={account.email}>
                  <Box component="td" py={2}>
                    <Anchor
                      component="button"
                      type="button"
                      size="xs"
                      onClick={() => onPick(account.email, DEMO_PASSWORD)}
                    >
                      {account.email}
                    </Anchor>
                  </Box>
                  <Box component="td" py={2} c="dimmed" ta="right">
                    {account.roles}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        </Stack>
      </Collapse>
    </PlainAlert>
  );
}
