import {
  Badge,
  Button,
  Container,
  Group,
  List,
  Paper,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { MONTHLY_FEE_CENTS } from '@marquee/protocol';
import { formatPrice } from '../../../shared/lib/format-price';
import { Link } from 'react-router-dom';
import { usePublicConfig } from '../../../shared/api/get-public-config';
import classes from './landing.module.css';

const inclusions = [
  'Unlimited content uploads',
  'Advanced scheduling',
  'Analytics and reporting',
  '24/7 support',
] as const;

const price = formatPrice(MONTHLY_FEE_CENTS);

export function PricingSection() {
  const trialDays = usePublicConfig().data?.trialDays;
  return (
    <section id="pricing" className={classes.section}>
      <Container size="lg">
        <Title order={2} ta="center" className={classes.sectionTitle}>
          Simple, per-location pricing
        </Title>
        <Text c="dimmed" ta="center" mt="sm">
          Pay only for the locations you run. No setup fees, no hidden costs.
        </Text>
        <Paper
          withBorder
          shadow="md"
          radius="lg"
          p={{ base: 'lg', sm: 40 }}
          maw={440}
          mx="auto"
          mt={48}
          className={classes.pricingCard}
        >
          <Group justify="space-between" align="center">
            <Title order={3} fz="xl">
              Per location
            </Title>
            {trialDays !== undefined && trialDays > 0 && (
              <Badge variant="light">{trialDays}-day free trial</Badge>
            )}
          </Group>
          <Group gap={6} align="baseline" mt="lg">
            <Text fz={52} fw={800} lh={1}>
              {price}
            </Text>
            <Text c="dimmed" fw={500}>
              per month per location
            </Text>
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            {trialDays
              ? `Free for your first ${trialDays} days; billing starts when the trial ends.`
              : 'No setup fees · No hidden costs'}
          </Text>
          <List
            spacing="sm"
            mt="xl"
            icon={
              <ThemeIcon size={22} radius="xl" color="teal" variant="light">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {inclusions.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Button component={Link} to="/register" size="lg" fullWidth mt="xl">
            {trialDays === 0 ? 'Create Account' : 'Start Free Trial'}
          </Button>
        </Paper>
      </Container>
    </section>
  );
}
