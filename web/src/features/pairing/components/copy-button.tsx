import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notify } from '../../../shared/lib/notify';
import { copyText } from '../lib/copy-text';

interface CopyButtonProps extends Omit<ButtonProps, 'children'> {
  value: string;
  label: string;
  /** The spec's toast title: 'Code Copied', 'URL Copied'. */
  toast: string;
  'aria-label'?: string;
}

export function CopyButton({ value, label, toast, ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(value)) {
      setCopied(true);
      notify.success(toast, value);
    } else {
      notify.error('Error', 'Could not copy. Select the text and copy it yourself.');
    }
  };

  return (
    <Button
      variant="light"
      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
      {...props}
      onClick={() => void copy()}
    >
      {label}
    </Button>
  );
}
