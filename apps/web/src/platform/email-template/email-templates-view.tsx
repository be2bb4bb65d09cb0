'use client';

import { Grid, NavLink, Paper, Select, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadErrorRetry } from '@/components/load-error-retry';
import { PageHeader } from '@/components/page-header';
import { EmailOutboxTable } from './email-outbox-table';
import { EmailTemplateEditor } from './email-template-editor';
import { useEmailTemplates } from './queries';

/** /admin/site-setting/email-template (super admin): the wording of every email, and the outbox. */
export function EmailTemplatesView() {
  const { data: templates, isPending, isError, refetch } = useEmailTemplates();
  const [key, setKey] = useState<string | null>(null);
  const current = templates?.find((t) => t.key === key) ?? templates?.[0];

  return (
    <>
      <PageHeader
        title="Email templates"
        description="Every email the marketplace sends. Use {{placeholders}} for what changes from one email to the next."
      />
      <Tabs defaultValue="templates" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="templates">Templates</Tabs.Tab>
          <Tabs.Tab value="outbox">Outbox</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="templates">
          {isError && !templates ? (
            <LoadErrorRetry what="the templates" onRetry={() => refetch()} />
          ) : isPending || !templates || !current ? (
            <Stack gap="sm">
              <Skeleton h={36} />
              <Skeleton h={240} />
            </Stack>
          ) : (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Select
                  hiddenFrom="md"
                  label="Template"
                  data={templates.map((t) => ({ value: t.key, label: t.name }))}
                  value={current.key}
                  onChange={(v) => setKey(v)}
                  allowDeselect={false}
                />
                <Paper withBorder radius="md" p={4} visibleFrom="md">
                  <nav aria-label="Email templates">
                    {templates.map((t) => (
                      <NavLink
                        key={t.key}
                        label={t.name}
                        description={t.isCustomised ? 'Edited' : 'Default wording'}
                        leftSection={<IconMail aria-hidden size={16} />}
                        active={t.key === current.key}
                        onClick={() => setKey(t.key)}
                        style={{ borderRadius: 'var(--mantine-radius-md)' }}
                        // The body text colour: dimmed (or the brand colour) fails contrast on the active entry's tint.
                        styles={{ description: { color: 'var(--mantine-color-text)' } }}
                      />
                    ))}
                  </nav>
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Paper withBorder radius="md" p="lg">
                  <EmailTemplateEditor template={current} />
                </Paper>
              </Grid.Col>
            </Grid>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="outbox">
          <EmailOutboxTable />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
