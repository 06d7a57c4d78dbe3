/** A 24-unit line drawing in the text colour (the tab bar's and the category tiles' icons). */
export function LineIcon({ path, size, weight }: { path: string; size: number; weight: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}
