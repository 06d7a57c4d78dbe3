/** Brand-settings change notices between nodes (Redis pub/sub when configured). */
export type ConfigBus = {
  /** Tells the other nodes that brand settings changed. */
  publish: () => Promise<void>;
  /** Calls back when another node (or the operator CLI) changed brand settings. */
  subscribe: (onChange: () => void) => Promise<void>;
  close: () => Promise<void>;
};
