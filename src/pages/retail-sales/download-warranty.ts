import { expiresSoon, readRefreshToken, readRequestToken, refreshTokens } from '../../providers/tokens.ts';
import { fileNameOf } from '../open-orders/download-export.ts';

/**
 * Downloads a bike's warranty certificate with the session's token (renewed once on a 401, like the other REST calls)
 * and hands it to the browser as a file. Throws when the server could not make it.
 */
export async function downloadWarranty(frame: string, brand: string, lang: string): Promise<string> {
  if (readRefreshToken() && expiresSoon(readRequestToken())) await refreshTokens();
  const send = () =>
    fetch('/api/retail-sales/warranty', {
      method: 'POST',
      headers: { Authorization: `Bearer ${readRequestToken() ?? ''}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ frame, type: 'pdf', brand, lang }),
    });
  let res = await send();
  if (res.status === 401 && readRefreshToken() && (await refreshTokens())) res = await send();
  if (!res.ok) throw new Error(`Warranty certificate failed: HTTP ${res.status}`);

  const name = fileNameOf(res.headers.get('content-disposition'), `warranty-${frame}.pdf`);
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
