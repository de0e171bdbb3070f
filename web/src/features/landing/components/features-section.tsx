import { Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarTime, IconChartBar, IconMapPins, IconPhotoVideo } from '@tabler/icons-react';
import classes from './landing.module.css';

const features = [
  {
    icon: IconPhotoVideo,
    title: 'Content Management',
    text: 'Upload images, videos, audio and PDFs in one library and reuse them on any screen.',
  },
  {
    icon: IconMapPins,
    title: 'Multi-Location Support',
    text: 'Give every store, lobby or waiting room its own playlist, and start or stop it remotely.',
  },
  {
    icon: IconCalendarTime,
    title: 'Advanced Scheduling',
    text: 'Plan breakfast menus, weekend promotions and seasonal campaigns to play on their own.',
  },
  {
    icon: IconChartBar,
    title: 'Analytics Dashboard',
    text: 'See which screens are live, what they are playing and what your locations cost.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section id="features" className={classes.section}>
      <Container size="lg">
        <Title order={2} ta="center" className={classes.sectionTitle}>
          Everything your screens need
        </Title>
        <Text c="dimmed" ta="center" maw={560} mx="auto" mt="sm">
          From a single café menu board to a hundred branches: one dashboard for all your content,
          locations and schedules.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" mt={48}>
          {features.map(({ icon: Icon, title, text }) => (
            <Paper key={title} withBorder radius="lg" p="xl" className={classes.featureCard}>
              <ThemeIcon size={48} radius="md" variant="light">
                <Icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md">
                {title}
              </Title>
              <Text size="sm" c="dimmed" mt={6}>
                {text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
