import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPlayerPlay } from '@tabler/icons-react';
import { MONTHLY_FEE_CENTS } from '@marquee/protocol';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../shared/lib/format-price';
import classes from './landing.module.css';
import { ScreenMockup } from './screen-mockup';

export function HeroSection({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <section className={classes.hero}>
      <Container size="lg" py={{ base: 48, md: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" size="lg" radius="sm" w="fit-content">
              Cloud digital signage
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              Digital signage platform{' '}
              <Text span inherit variant="gradient" gradient={{ from: 'indigo', to: 'violet' }}>
                made simple
              </Text>
            </Title>
            <Text size="lg" c="dimmed" maw={520}>
              Upload images, videos and documents, organise them per location, schedule what plays
              when, and control every screen from one dashboard, on your desktop or your phone.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to="/register"
                size="lg"
                rightSection={<IconArrowRight size={18} />}
              >
                Start Free Trial
              </Button>
              <Button
                size="lg"
                variant="default"
                leftSection={<IconPlayerPlay size={18} />}
                onClick={onWatchDemo}
              >
                Watch Demo
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {formatPrice(MONTHLY_FEE_CENTS)} per location per month · No setup fees · No hidden
              costs
            </Text>
          </Stack>
          <ScreenMockup />
        </SimpleGrid>
      </Container>
    </section>
  );
}
