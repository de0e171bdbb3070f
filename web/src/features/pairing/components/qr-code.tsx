import { Box, Skeleton } from '@mantine/core';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

interface QrCodeProps {
  value: string;
  size: number | string;
  /** Read out instead of the picture: what scanning it would do. */
  label: string;
}

/** A real, scannable QR code as crisp SVG (a TV scales it up without blurring). */
export function QrCode({ value, size, label }: QrCodeProps) {
  const [rendered, setRendered] = useState<{ value: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    qrSvg(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (current)
          setRendered({
            value,
            src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
          });
      })
      .catch(() => {
        // Only an absurdly long value fails; the code and URL next to it still work.
      });
    return () => {
      current = false;
    };
  }, [value]);

  if (rendered?.value !== value) return <Skeleton w={size} h={size} radius="sm" />;
  return (
    <Box
      component="img"
      src={rendered.src}
      alt={label}
      data-testid="pairing-qr"
      data-value={value}
      w={size}
      h={size}
      bg="white"
      style={{ display: 'block', borderRadius: 8, imageRendering: 'pixelated' }}
    />
  );
}
