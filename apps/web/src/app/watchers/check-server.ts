/** GET /isServerRun: only a 200 means the API and its database answer. */
export async function isServerRunning(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl('/isServerRun', { cache: 'no-store' });
    // Reading the body releases the connection; an unread one can keep the request open.
    await response.text();
    return response.status === 200;
  } catch {
    return false;
  }
}
