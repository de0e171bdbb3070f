import { Alert, Button, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface AuthFormProps {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}

/** The fields, then one full-width submit button, as on every sign-in page. */
export function AuthForm({ label, submitLabel, pending, onSubmit, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <Button type="submit" size="md" fullWidth loading={pending} mt="xs">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

interface AuthOutcomeProps {
  color: 'teal' | 'red';
  icon: ReactNode;
  title: string;
  testId: string;
  children: ReactNode;
}

/** What replaces the form once it has done all it can: a sent link, or a link that cannot work. */
export function AuthOutcome({ color, icon, title, testId, children }: AuthOutcomeProps) {
  return (
    <Alert color={color} variant="light" icon={icon} title={title} data-testid={testId}>
      {children}
    </Alert>
  );
}

/** The account's email, as every sign-in page asks for it; pass the form's input props. */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@company.com"
      {...props}
    />
  );
}
