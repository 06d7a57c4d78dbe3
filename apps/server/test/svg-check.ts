/**
 * A strict reader for the SVG the art generator writes: well-formed XML (every tag closed in
 * order, attributes quoted, only the five XML entities), one <svg> root in the SVG namespace,
 * only SVG elements, and every url(#id) or href="#id" pointing at an element that exists.
 * Returns the problems found; an empty list means the file is sound.
 */
const ELEMENTS = new Set(
  'svg g defs path rect circle ellipse line polyline polygon text tspan use clipPath linearGradient radialGradient stop pattern title'.split(
    ' ',
  ),
);
const TOKEN = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;

export function svgProblems(text: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const ids = new Set<string>();
  const refs: string[] = [];
  let roots = 0;
  for (const m of text.matchAll(TOKEN)) {
    const [, closing, name, attrs = '', selfClosing, chars, stray] = m;
    if (stray) problems.push(`stray "<" at ${m.index}`);
    if (chars !== undefined) {
      if (open.length === 0) problems.push('text outside the root');
      for (const e of chars.matchAll(/&[^;\s]*;?/g))
        if (!/^&(amp|lt|gt|quot|#39);$/.test(e[0])) problems.push(`bad entity ${e[0]}`);
      continue;
    }
    if (!name) continue;
    if (!ELEMENTS.has(name)) problems.push(`unknown element <${name}>`);
    if (closing) {
      if (open.pop() !== name) problems.push(`</${name}> closes the wrong element`);
      continue;
    }
    if (open.length === 0 && ++roots > 1) problems.push('more than one root');
    for (const a of attrs.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      if (a[1] === 'id') ids.add(a[2]!);
      for (const r of a[2]!.matchAll(/url\(#([^)]+)\)/g)) refs.push(r[1]!);
      if (a[1] === 'href' && a[2]!.startsWith('#')) refs.push(a[2]!.slice(1));
    }
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) problems.push(`unclosed <${open.join('> <')}>`);
  if (!/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(text))
    problems.push('root is not an SVG element');
  for (const r of refs) if (!ids.has(r)) problems.push(`reference to missing #${r}`);
  return problems;
}
