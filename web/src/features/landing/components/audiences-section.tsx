import { Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconStethoscope,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import classes from './landing.module.css';

const audiences = [
  { icon: IconBuildingStore, title: 'Retail', text: 'Promotions and prices at the shelf.' },
  { icon: IconToolsKitchen2, title: 'Hospitality', text: 'Menus that change with the hour.' },
  { icon: IconStethoscope, title: 'Healthcare', text: 'Calm waiting rooms, clear notices.' },
  { icon: IconBuildingSkyscraper, title: 'Corporate', text: 'News and KPIs in every lobby.' },
] as const;

export function AudiencesSection() {
  return (
    <section className={classes.audiences}>
      <Container size="lg" py={48}>
        <Text ta="center" fw={700} c="dimmed" tt="uppercase" fz="xs" lts={1.5}>
          Built for businesses with screens
        </Text>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" mt="xl">
          {audiences.map(({ icon: Icon, title, text }) => (
            <Group key={title} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="xl" variant="white" color="indigo">
                <Icon size={22} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={0}>
                <Title order={3} fz="md">
                  {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
