type Props<K extends string> = {
  tabs: readonly { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
  label: string;
};

/** Tabs as a group of pressed buttons: simple, keyboard reachable, readable by screen readers. */
export function Tabs<K extends string>({ tabs, active, onChange, label }: Props<K>) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className="tabs__tab"
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
