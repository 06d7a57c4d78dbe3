/** Brand-settings change notices between nodes (Redis pub/sub when configured). */
export type ConfigBus = {
  /** Tells the other nodes that brand settings changed. */
  publish: () => Promise<void>;
  /** Calls back when another node (or the operator CLI) changed brand settings. */
  subscribe: (onChange: () => void) => Promise<void>;
  close: () => Promise<void>;
};

/** Short notices between nodes on one channel (Redis pub/sub when configured): what changed, by name. */
export type NoticeBus = {
  publish: (message: string) => Promise<void>;
  /** Calls back with each message another node (or this one) published. */
  subscribe: (onMessage: (message: string) => void) => Promise<void>;
  close: () => Promise<void>;
};
