// The test's own server processes (tests, benches, the deploy rehearsal): a port for each, and
// the wait until one answers its health check. No Vitest here, so plain scripts use it too.

const given = new Set<number>();
/**
 * A port for a test server: below Linux's ephemeral range (32768 and up), where the outgoing
 * connections of the browser suite and the database pools take theirs, and never twice in a file.
 */
export function testPort(): number {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    if (!given.has(port)) {
      given.add(port);
      return port;
    }
  }
}

/** Waits until `base` answers /healthz with 2xx; throws after `timeoutMs`. */
export async function untilHealthy(base: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${base} did not become healthy in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
