import { Anchor, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import classes from './landing.module.css';

export function LandingHeader() {
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Marquee home">
            <BrandLogo />
          </Anchor>
          <Group gap={6} wrap="nowrap">
            <Anchor href="#features" c="dimmed" fw={500} size="sm" visibleFrom="sm" px="sm">
              Features
            </Anchor>
            <Anchor href="#pricing" c="dimmed" fw={500} size="sm" visibleFrom="sm" px="sm">
              Pricing
            </Anchor>
            <Button component={Link} to="/login" variant="subtle" color="gray" px="sm">
              Login
            </Button>
            <Button component={Link} to="/register" px="md">
              Get Started
            </Button>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
