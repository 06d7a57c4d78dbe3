import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A value with a copy button (bank account number, transfer reference). Where the clipboard is
 * refused, the value is selected so the member can copy it by hand.
 */
export function CopyValue({ value, testId }: { value: string; testId?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      if (ref.current) window.getSelection()?.selectAllChildren(ref.current);
    }
  };
  return (
    <span className="mc-copy">
      <code ref={ref} data-testid={testId}>
        {value}
      </code>
      <button type="button" className="mc-copy__button" onClick={() => void copy()}>
        {copied ? t('centre.copied') : t('centre.copy')}
      </button>
    </span>
  );
}
