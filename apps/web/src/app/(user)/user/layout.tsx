// Every Mantine component's styles: the back offices use most of them (the public pages load a subset).
import '@mantine/core/styles.css';
import { Box, Container, Grid, GridCol } from '@mantine/core';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { SiteShell } from '@/app/_shell/site-shell';
import { AuthSession } from '@/components/session/auth-session';
import { UserSideMenu } from '@/components/shell/user-side-menu';
import { QueryProvider } from '@/lib/query-provider';

/**
 * The user area. The proxy lets only a live session in (docs/product-rules.md "Roles and guards"); the frame
 * reads nothing of the request, so it is served from the page cache, and the pages load the user's data in
 * the browser (docs/product-rules.md "Fast pages"), through TanStack Query (decision 057).
 */
export default function UserLayout({ children }: { children: ReactNode }) {
  return (
    <AuthSession area>
      <QueryProvider>
        <SiteShell>
          <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
            <Grid gap="xl">
              <GridCol span={{ base: 12, md: 3 }} visibleFrom="md">
                <Box pos="sticky" top={16}>
                  <Suspense>
                    <UserSideMenu />
                  </Suspense>
                </Box>
              </GridCol>
              <GridCol span={{ base: 12, md: 9 }}>{children}</GridCol>
            </Grid>
          </Container>
        </SiteShell>
      </QueryProvider>
    </AuthSession>
  );
}
