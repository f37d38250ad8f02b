import { authHeaders } from '../../../shared/api/auth-headers';
import { getToken } from '../../../shared/session/session-store';

/**
 * Downloads a Resources file: the server sends it only to its owner and the people it is shared with, who show
 * their session token, so it is fetched with the token and saved from the browser's memory.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, { headers: authHeaders(getToken()) });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
