import { expiresSoon, readRefreshToken, readRequestToken, refreshTokens } from '../../providers/tokens.ts';

/** The file name the server gives in Content-Disposition (the RFC 5987 form first), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads the open-order export with the session's token (renewed once on a 401, like the other REST calls) and
 * hands it to the browser as a file. Throws when the server could not make it; the page shows OE1 then.
 */
export async function downloadOpenOrders(filters: Record<string, string | boolean | null>, lang: string): Promise<string> {
  const params = new URLSearchParams({ lang });
  for (const [key, value] of Object.entries(filters)) if (value !== null && value !== '') params.set(key, String(value));
  if (readRefreshToken() && expiresSoon(readRequestToken())) await refreshTokens();
  const send = () =>
    fetch(`/api/reports/open-order/download?${params}`, { headers: { Authorization: `Bearer ${readRequestToken() ?? ''}` } });
  let res = await send();
  if (res.status === 401 && readRefreshToken() && (await refreshTokens())) res = await send();
  if (!res.ok) throw new Error(`Open-order export failed: HTTP ${res.status}`);

  const name = fileNameOf(res.headers.get('content-disposition'), 'List Open Order.xlsx');
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
