// Only this dialog uses a timeline: its stylesheet comes with it (app/mantine-styles.ts).
import '@mantine/core/styles/Timeline.css';
import { Button, Group, Modal, Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconCalendarTime, IconDeviceTv, IconMapPin, IconUpload } from '@tabler/icons-react';
import { MONTHLY_FEE_CENTS } from '@marquee/protocol';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../shared/lib/format-price';

const steps = [
  {
    icon: IconMapPin,
    title: 'Add a location',
    text: `Name your store or lobby and pick its time zone. Each location is one playlist and ${formatPrice(MONTHLY_FEE_CENTS)} a month.`,
  },
  {
    icon: IconUpload,
    title: 'Upload your content',
    text: 'Drop in images, videos, audio or PDFs. Set how long each item shows and in what order.',
  },
  {
    icon: IconCalendarTime,
    title: 'Schedule what plays when',
    text: 'Run the breakfast menu until 11:00, a promotion on weekends, a notice for one day.',
  },
  {
    icon: IconDeviceTv,
    title: 'Pair a screen',
    text: 'Open Marquee in the browser of any smart TV or media stick, type the 6-digit code, done.',
  },
] as const;

export function DemoModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Marquee in four steps" size="lg" centered>
      <Text c="dimmed" size="sm" mb="lg">
        A quick tour of how a business goes from sign-up to content on screen, usually in under ten
        minutes.
      </Text>
      <Timeline active={steps.length} bulletSize={34} lineWidth={2}>
        {steps.map(({ icon: Icon, title, text }) => (
          <Timeline.Item
            key={title}
            title={title}
            bullet={
              <ThemeIcon size={34} radius="xl">
                <Icon size={18} />
              </ThemeIcon>
            }
          >
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button component={Link} to="/register">
          Start Free Trial
        </Button>
      </Group>
    </Modal>
  );
}
