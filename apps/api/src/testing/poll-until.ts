/**
 * Waits until `condition` holds, checking every `intervalMs`, or until `timeoutMs` has passed (a busy machine may take
 * seconds). It does not fail by itself: the test's expectations that follow say what is wrong.
 */
export async function pollUntil(condition: () => boolean, timeoutMs = 30_000, intervalMs = 10): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline && !condition(); ) await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
