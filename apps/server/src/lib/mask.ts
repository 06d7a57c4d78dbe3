/** A member name for public boards: its first two and last characters, the rest starred ("ma***o"). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
