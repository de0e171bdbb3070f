import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import classes from './landing.module.css';

export function LandingFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" gap="md">
          <BrandLogo size="sm" />
          <Group gap="lg">
            <Anchor component={Link} to="/login" c="dimmed" size="sm">
              Login
            </Anchor>
            <Anchor component={Link} to="/register" c="dimmed" size="sm">
              Create account
            </Anchor>
            <Anchor component={Link} to="/pair-display" c="dimmed" size="sm">
              Pair a screen
            </Anchor>
            <Anchor component={Link} to="/terms" c="dimmed" size="sm">
              Terms
            </Anchor>
            <Anchor component={Link} to="/privacy" c="dimmed" size="sm">
              Privacy
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Marquee
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
