/**
 * Just enough semver for add-on compatibility (no dependency): `satisfies('0.1.3', '^0.1.0')`.
 * Ranges: exact `1.2.3`, `=`, `>`, `>=`, `<`, `<=`, caret `^`, tilde `~`, wildcards `1.x` / `*`,
 * hyphen ranges `1.0.0 - 1.4.0`, several comparators (AND, space-separated) and `||` (OR).
 * Pre-release versions only satisfy ranges that name the same major.minor.patch with a pre-release.
 */
type Version = [number, number, number, string];

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(text: string): Version | undefined {
  const m = VERSION.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] ?? ''] : undefined;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  if (a[3] === b[3]) return 0;
  if (!a[3]) return 1;
  if (!b[3]) return -1;
  return a[3] < b[3] ? -1 : 1;
}

type Comparator = { op: '<' | '<=' | '>' | '>=' | '='; v: Version };

/** `1`, `1.2`, `1.x`, `1.2.*` → the parts given (undefined for wildcards/missing). */
function partial(text: string): [number | undefined, number | undefined, number | undefined, string] | undefined {
  const m = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?$/.exec(text);
  if (!m) return undefined;
  const n = (s: string | undefined) => (s === undefined || /^[xX*]$/.test(s) ? undefined : Number(s));
  const major = n(m[1]);
  const minor = major === undefined ? undefined : n(m[2]);
  const patch = minor === undefined ? undefined : n(m[3]);
  return [major, minor, patch, m[4] ?? ''];
}

function comparators(part: string): Comparator[] | undefined {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(part);
  if (hyphen) {
    const lo = partial(hyphen[1]);
    const hi = partial(hyphen[2]);
    if (!lo || !hi) return undefined;
    const upper: Comparator[] = hi[0] === undefined ? [] : hi[1] === undefined ? [{ op: '<', v: [hi[0] + 1, 0, 0, ''] }] : hi[2] === undefined ? [{ op: '<', v: [hi[0], hi[1] + 1, 0, ''] }] : [{ op: '<=', v: [hi[0], hi[1], hi[2], hi[3]] }];
    return [{ op: '>=', v: [lo[0] ?? 0, lo[1] ?? 0, lo[2] ?? 0, lo[3]] }, ...upper];
  }
  const out: Comparator[] = [];
  for (const token of part.split(/\s+/).filter(Boolean)) {
    const m = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(token)!;
    const op = m[1] ?? '';
    const p = partial(m[2]);
    if (!p) return undefined;
    const [major, minor, patch, pre] = p;
    if (major === undefined) continue; // * matches everything
    if (op === '^') {
      const lo: Version = [major, minor ?? 0, patch ?? 0, pre];
      const hi: Version = major > 0 || minor === undefined ? [major + 1, 0, 0, ''] : minor > 0 || patch === undefined ? [0, minor + 1, 0, ''] : [0, 0, (patch ?? 0) + 1, ''];
      out.push({ op: '>=', v: lo }, { op: '<', v: hi });
    } else if (op === '~') {
      out.push({ op: '>=', v: [major, minor ?? 0, patch ?? 0, pre] }, { op: '<', v: minor === undefined ? [major + 1, 0, 0, ''] : [major, minor + 1, 0, ''] });
    } else if (op === '' || op === '=') {
      if (minor === undefined) out.push({ op: '>=', v: [major, 0, 0, ''] }, { op: '<', v: [major + 1, 0, 0, ''] });
      else if (patch === undefined) out.push({ op: '>=', v: [major, minor, 0, ''] }, { op: '<', v: [major, minor + 1, 0, ''] });
      else out.push({ op: '=', v: [major, minor, patch, pre] });
    } else {
      out.push({ op: op as Comparator['op'], v: [major, minor ?? 0, patch ?? 0, pre] });
    }
  }
  return out;
}

function test(c: Comparator, v: Version): boolean {
  const d = compare(v, c.v);
  return c.op === '=' ? d === 0 : c.op === '<' ? d < 0 : c.op === '<=' ? d <= 0 : c.op === '>' ? d > 0 : d >= 0;
}

/** Whether `version` satisfies `range`; false for anything unparseable. */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  return range.split('||').some((alternative) => {
    const cs = comparators(alternative.trim());
    if (!cs) return false;
    if (!cs.every((c) => test(c, v))) return false;
    if (!v[3]) return true;
    // A pre-release only matches a comparator on the same version that is itself a pre-release.
    return cs.some((c) => c.v[3] && c.v[0] === v[0] && c.v[1] === v[1] && c.v[2] === v[2]);
  });
}

/** Whether a range parses at all (a manifest with a garbage range is refused). */
export function isValidRange(range: string): boolean {
  return typeof range === 'string' && range.trim().length > 0 && range.split('||').every((a) => comparators(a.trim()) !== undefined);
}
