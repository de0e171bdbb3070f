export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)",?/y;
const COMMENT = /^# (?:HELP|TYPE) [a-zA-Z_:][\w:]* .+$/;

/** Parses the Prometheus text format strictly: a line that is not valid throws. */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      if (!COMMENT.test(line)) throw new Error(`not a Prometheus comment: ${line}`);
      continue;
    }
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    const body = m[2] ?? '';
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < body.length) {
      const l = LABEL.exec(body);
      if (!l) throw new Error(`bad labels: ${line}`);
      labels[l[1]!] = l[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    // Prometheus reads values with Go's ParseFloat: NaN and ±Inf in any case (prom-client writes "Nan").
    const raw = m[3]!.toLowerCase();
    const value = /^[+-]?inf$/.test(raw)
      ? raw.startsWith('-')
        ? -Infinity
        : Infinity
      : Number(raw);
    if (Number.isNaN(value) && raw !== 'nan') throw new Error(`bad value: ${line}`);
    samples.push({ name: m[1]!, labels, value });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include `labels`; 0 when none. */
export function valueOf(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value ?? 0;
}
