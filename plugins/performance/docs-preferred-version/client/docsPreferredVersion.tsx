import {createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {useAllPluginInstancesData} from '@docusaurus/useGlobalData';
import {useThemeConfig} from '@docusaurus/theme-common';
import {createStorageSlot} from '@docusaurus/theme-common/internal';
import type {GlobalPluginData, GlobalVersion} from '@docusaurus/plugin-content-docs/client';

type Names = Readonly<Record<string, string | null>>;
type Store = {names: Names; save: (pluginId: string, versionName: string) => void};

const Context = createContext<Store | null>(null);
const noDocs: Record<string, GlobalPluginData> = {};

function useAllDocs(): Record<string, GlobalPluginData> {
  return (useAllPluginInstancesData('docusaurus-plugin-content-docs') as Record<string, GlobalPluginData> | undefined) ?? noDocs;
}

/** The storage slot of a docs plugin's preferred version: the key theme-common's version dropdown has always used. */
function slot(pluginId: string, persistence: 'localStorage' | 'none') {
  return createStorageSlot(`docs-preferred-version-${pluginId}`, {persistence});
}

/** The stored names that are versions of their plugin; a stale name (a version since removed) is deleted. */
function storedNames(allDocs: Record<string, GlobalPluginData>, persistence: 'localStorage' | 'none'): Names {
  return Object.fromEntries(
    Object.entries(allDocs).map(([pluginId, docs]) => {
      const stored = slot(pluginId, persistence).get();
      if (stored !== null && docs.versions.some((version) => version.name === stored)) return [pluginId, stored];
      if (stored !== null) slot(pluginId, persistence).del();
      return [pluginId, null];
    }),
  );
}

const sameNames = (a: Names, b: Names) => Object.keys(b).every((key) => a[key] === b[key]) && Object.keys(a).length === Object.keys(b).length;

/**
 * Stands in for plugin-content-docs' `client/docsPreferredVersion` (same exports, same storage key). Its
 * provider gave a new context value each time it rendered, and it rendered right after hydration, when it read
 * the storage, even with nothing stored: every docs navbar item and version dropdown rendered again (and
 * matched the page against every doc). Here the value changes only when a preferred version does.
 */
export function DocsPreferredVersionContextProvider({children}: {children: ReactNode}): ReactNode {
  const allDocs = useAllDocs();
  const persistence = useThemeConfig().docs.versionPersistence;
  // The server cannot read the browser's storage: every page is rendered with no preference, then reads it.
  const [names, setNames] = useState<Names>(() => Object.fromEntries(Object.keys(allDocs).map((pluginId) => [pluginId, null])));
  useEffect(() => {
    const stored = storedNames(allDocs, persistence);
    setNames((current) => (sameNames(current, stored) ? current : stored));
  }, [allDocs, persistence]);
  const save = useCallback(
    (pluginId: string, versionName: string) => {
      slot(pluginId, persistence).set(versionName);
      setNames((current) => (current[pluginId] === versionName ? current : {...current, [pluginId]: versionName}));
    },
    [persistence],
  );
  const store = useMemo(() => ({names, save}), [names, save]);
  return <Context.Provider value={store}>{children}</Context.Provider>;
}

function useStore(): Store {
  const store = useContext(Context);
  if (!store) throw new Error('Hook useDocsPreferredVersion is called outside the <DocsPreferredVersionContextProvider>.');
  return store;
}

const versionNamed = (docs: GlobalPluginData | undefined, name: string | null | undefined) =>
  docs?.versions.find((version) => version.name === name) ?? null;

export function useDocsPreferredVersion(pluginId = 'default'): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName: (versionName: string) => void;
} {
  const docs = useAllDocs()[pluginId];
  const {names, save} = useStore();
  const savePreferredVersionName = useCallback((versionName: string) => save(pluginId, versionName), [save, pluginId]);
  return {preferredVersion: versionNamed(docs, names[pluginId]), savePreferredVersionName};
}

export function useDocsPreferredVersionByPluginId(): Record<string, GlobalVersion | null> {
  const allDocs = useAllDocs();
  const {names} = useStore();
  return Object.fromEntries(Object.entries(allDocs).map(([pluginId, docs]) => [pluginId, versionNamed(docs, names[pluginId])]));
}
