/**
 * Where a node is in its life, for a graceful stop behind a proxy: once `draining`, its health
 * check answers 503 (the proxy or orchestrator sends new visitors elsewhere) and every answer
 * closes its connection (a proxy's kept-alive connections to this node run out), while requests
 * still arriving are served; only then does the node stop listening and finish what is in flight.
 */
export class Lifecycle {
  draining = false;
}
