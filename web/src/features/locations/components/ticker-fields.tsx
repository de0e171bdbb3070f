import {
  Box,
  ColorInput,
  Group,
  SegmentedControl,
  Slider,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import {
  TICKER_ITEM_MAX_LENGTH,
  TICKER_MAX_ITEMS,
  TICKER_SPEED_MAX,
  TICKER_SPEED_MIN,
  tickerSchema,
  type Ticker,
  type TickerPosition,
} from '@marquee/protocol';
import { TickerStrip } from '../../../shared/ui/ticker-strip';

/** One line per ticker item; blank lines are dropped. */
export const tickerLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The first thing wrong with a ticker, in the protocol's words, or null. */
export function tickerError(ticker: Ticker): string | null {
  const result = tickerSchema.safeParse(ticker);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid ticker');
}

interface Props {
  ticker: Ticker;
  lines: string;
  onChange: (ticker: Ticker, lines: string) => void;
}

/** The location's scrolling strip: lines, speed, colours and place, with a live preview. */
export function TickerFields({ ticker, lines, onChange }: Props) {
  const set = (patch: Partial<Ticker>) => onChange({ ...ticker, ...patch }, lines);
  const error = ticker.enabled ? tickerError(ticker) : null;
  return (
    <Stack gap="sm">
      <Switch
        label="Show a ticker on screens"
        description="A strip of scrolling text over whatever plays: prices, opening hours, news."
        checked={ticker.enabled}
        onChange={(e) => set({ enabled: e.currentTarget.checked })}
      />
      {ticker.enabled ? (
        <>
          <Textarea
            label="Ticker lines"
            description={`One per line, up to ${TICKER_MAX_ITEMS} lines of ${TICKER_ITEM_MAX_LENGTH} characters.`}
            placeholder={'Fresh bread every day at 4 pm\nTwo coffees for $5'}
            autosize
            minRows={2}
            maxRows={6}
            value={lines}
            error={error}
            onChange={(e) => {
              const text = e.currentTarget.value;
              onChange({ ...ticker, items: tickerLines(text) }, text);
            }}
          />
          <Group grow align="flex-start">
            <ColorInput
              label="Text colour"
              format="hex"
              value={ticker.textColor}
              onChange={(textColor) => set({ textColor })}
            />
            <ColorInput
              label="Background"
              format="hex"
              value={ticker.backgroundColor}
              onChange={(backgroundColor) => set({ backgroundColor })}
            />
          </Group>
          <Group grow align="flex-end">
            <Box>
              <Text size="sm" fw={500} id="ticker-speed-label">
                Speed
              </Text>
              <Slider
                aria-labelledby="ticker-speed-label"
                min={TICKER_SPEED_MIN}
                max={TICKER_SPEED_MAX}
                step={10}
                value={ticker.speed}
                label={(v) => `${v} px/s`}
                onChange={(speed) => set({ speed })}
              />
            </Box>
            <SegmentedControl
              aria-label="Ticker position"
              data={[
                { value: 'top', label: 'Top' },
                { value: 'bottom', label: 'Bottom' },
              ]}
              value={ticker.position}
              onChange={(position) => set({ position: position as TickerPosition })}
            />
          </Group>
          <Box
            aria-label="Ticker preview"
            data-testid="ticker-preview"
            pos="relative"
            h={120}
            style={{
              overflow: 'hidden',
              borderRadius: 'var(--mantine-radius-md)',
              background: 'linear-gradient(135deg, #343a40, #868e96)',
            }}
          >
            {ticker.items.length && !error ? (
              <TickerStrip
                key={JSON.stringify(ticker)}
                ticker={ticker}
                fontSize="var(--mantine-font-size-md)"
              />
            ) : (
              <Text c="white" ta="center" pt={44} size="sm">
                The preview appears when there is a line to show.
              </Text>
            )}
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
