import { Component, type ReactNode } from 'react';
import { Alert, Button, Container } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * Pages and tabs arrive as separate files; when one cannot be fetched (the network dropped, or a
 * deploy replaced the build mid-session) this says so and offers a reload, instead of a blank page.
 */
export class CodeLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container size="sm" py="xl">
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle />}
          title="This page could not load"
        >
          Check the connection, then reload the page.
          <div>
            <Button size="xs" variant="white" color="red" mt="sm" onClick={() => location.reload()}>
              Reload
            </Button>
          </div>
        </Alert>
      </Container>
    );
  }
}
