import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readersConfig, type HostConfig } from '../rules/host-config.ts';
import { LoadError } from '../shell/load-error.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { fetchHostConfig, loadedHostConfig } from './host-config-request.ts';

const HostConfigContext = createContext<HostConfig | null>(null);

type State = { config: HostConfig; error?: never } | { config?: never; error: unknown } | { config?: never; error?: never };

/**
 * Loads the host config before anything else renders; every page reads it through useHostConfig(). A config that
 * has arrived already (the first page asks for it beside the app's chunk) is used at once: the app then draws in
 * its first render, not in a second, blocking one once the answer is read again.
 */
export function HostConfigProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => {
    const config = loadedHostConfig();
    return config ? { config } : {};
  });

  const load = useCallback(() => {
    setState({});
    fetchHostConfig().then(
      (config) => setState({ config }),
      (error: unknown) => {
        console.error(`Failed Get Config On ${window.location.hostname} at ${new Date().toISOString()} because`, error);
        setState({ error });
      },
    );
  }, []);

  const arrived = !!state.config;
  useEffect(() => {
    if (!arrived) load();
  }, [arrived, load]);

  useEffect(() => {
    if (state.config?.webTitle) document.title = state.config.webTitle;
  }, [state.config]);

  if (state.error) return <LoadError error={state.error} titleKey="config_failed" onRetry={load} fullPage />;
  if (!state.config) return <PageLoading />;
  return <HostConfigContext.Provider value={state.config}>{children}</HostConfigContext.Provider>;
}

/** The host's config as the reader sees it: its texts in the page's language, money in the reader's locale. */
export function useHostConfig(): HostConfig {
  const config = useContext(HostConfigContext);
  const { i18n } = useTranslation();
  const language = i18n.language;
  const read = useMemo(() => (config ? readersConfig(config, language) : null), [config, language]);
  if (!read) throw new Error('useHostConfig() outside HostConfigProvider');
  return read;
}
