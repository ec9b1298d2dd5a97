/** The admin error page's query (spec 1 §2.2): page title, icon, heading, subtitle. */
export interface ErrorPageQuery {
  pt?: string;
  pi?: string;
  t?: string;
  s?: string;
}

/** `/{locale}/error/admin?pt=…&pi=…&t=…&s=…`, leaving out what is not given. */
export function errorPagePath(locale: string, query: ErrorPageQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return `/${locale}/error/admin${search ? `?${search}` : ''}`;
}
