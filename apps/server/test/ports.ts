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
