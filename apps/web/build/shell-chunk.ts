import type { Plugin } from 'vite';

/**
 * One chunk for the app's shell: every module the app entry (src/main.tsx) imports statically,
 * directly or not. They all load on every first visit anyway; left to automatic splitting they
 * came as some 25 files, several under 1 KB, and a phone on HTTP/1.1 fetches six at a time,
 * paying a round trip per wave. Route chunks still import what they share from this one.
 * Returns the plugin that finds the modules (once the module graph is built) and the `test`
 * for the code-splitting group that collects them.
 */
export function shellChunk(appEntry = '/src/main.tsx'): { plugin: Plugin; test: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    apply: 'build',
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(appEntry));
      if (!entry) throw new Error(`shell-chunk: ${appEntry} is not in the build`);
      const walk = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) walk(dep);
      };
      walk(entry);
    },
  };
  // The bundler's runtime and Vite's preload helper are imported by the boot entry too: in this
  // chunk they would make the boot entry import the whole shell before the first paint.
  const shared = /preload-helper|rolldown[\\/]runtime/;
  return { plugin, test: (id) => modules.has(id) && !shared.test(id) };
}
