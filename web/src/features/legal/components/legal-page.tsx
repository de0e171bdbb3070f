import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { LandingFooter } from '../../landing';

interface LegalPageProps {
  title: string;
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The frame of the Terms and Privacy pages: readable width, plain headings, the site footer. */
export function LegalPage({ title, updated, intro, children }: LegalPageProps) {
  // Reached from the footer: start at the top at once (the site scrolls smoothly otherwise).
  // Braces matter: Chromium's scrollTo now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [title]);
  return (
    <>
      <header>
        <Container size="md" py="md">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Marquee home">
              <BrandLogo />
            </Anchor>
            <Button
              component={Link}
              to="/"
              variant="subtle"
              color="gray"
              leftSection={<IconArrowLeft size={16} />}
            >
              Home
            </Button>
          </Group>
        </Container>
      </header>
      <main>
        <Container size="sm" py="xl">
          <Stack gap="lg">
            <div>
              <Title order={1}>{title}</Title>
              <Text c="dimmed" size="sm" mt={4}>
                Last updated {updated}
              </Text>
            </div>
            <Text size="lg">{intro}</Text>
            {children}
          </Stack>
        </Container>
      </main>
      <LandingFooter />
    </>
  );
}

/** One numbered point of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} fz="lg" mb="xs">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </section>
  );
}
