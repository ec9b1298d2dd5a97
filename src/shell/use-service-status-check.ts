import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiFetch } from '../providers/api-fetch.ts';
import type { Locale } from '../rules/locales.ts';

let checked = false;

/** GET /server/status, once per page load: a host in maintenance sends everyone to the maintenance page (spec 1 §4). */
export function useServiceStatusCheck(locale: Locale | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (checked || !locale) return;
    checked = true;
    const host = encodeURIComponent(window.location.hostname);
    apiFetch(`/server/status?host=${host}`, { auth: false }).catch((error: unknown) => {
      if (error instanceof ApiError && error.isMaintenance) navigate(`/${locale}/maintenance`, { replace: true });
    });
  }, [locale, navigate]);
}
