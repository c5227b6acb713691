// The built server's readiness, shared by the browser tests' server and the nodes behind a balancer (types beside it).
export async function waitUntilHealthy(url, exited, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit !== undefined) throw new Error(`The server at ${url} exited before it was ready: ${exit}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}
