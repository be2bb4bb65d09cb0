// Every Mantine component's styles: the back offices use most of them (the public pages load a subset).
import '@mantine/core/styles.css';
import { Box, Container, Grid, GridCol } from '@mantine/core';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { AuthSession } from '@/components/session/auth-session';
import { SiteShell } from '@/components/shell/site-shell';
import { UserSideMenu } from '@/components/shell/user-side-menu';
import { requireAreaAccess } from '@/lib/server-session';

export default async function UserLayout({ children }: { children: ReactNode }) {
  const session = await requireAreaAccess('/user');
  return (
    <AuthSession session={session}>
      <SiteShell>
        <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
          <Grid gap="xl">
            <GridCol span={{ base: 12, md: 3 }} visibleFrom="md">
              <Box pos="sticky" top={16}>
                <Suspense>
                  <UserSideMenu isVendorVerified={session.user.isVendorVerified} />
                </Suspense>
              </Box>
            </GridCol>
            <GridCol span={{ base: 12, md: 9 }}>{children}</GridCol>
          </Grid>
        </Container>
      </SiteShell>
    </AuthSession>
  );
}
