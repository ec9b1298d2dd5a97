import { expiresSoon, readRefreshToken, readRequestToken, refreshTokens } from '../../providers/tokens.ts';
import { fileNameOf } from '../open-orders/download-export.ts';

/**
 * Fetches a ready report with the session's token (renewed once on a 401, like the other REST calls) and hands it to the
 * browser as a file. Throws when the server has no file for it (expired meanwhile, or not the user's).
 */
export async function downloadReport(url: string, fallbackName: string): Promise<string> {
  if (readRefreshToken() && expiresSoon(readRequestToken())) await refreshTokens();
  const send = () => fetch(url, { headers: { Authorization: `Bearer ${readRequestToken() ?? ''}` } });
  let res = await send();
  if (res.status === 401 && readRefreshToken() && (await refreshTokens())) res = await send();
  if (!res.ok) throw new Error(`Download failed: HTTP ${res.status}`);

  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
