import type { Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * index.html loads a small entry (src/boot.ts) that imports the app (src/main.tsx) after the
 * first paint. So that the wait costs no download time, this lists the app's chunk, its static
 * imports and its stylesheets in index.html: modulepreload fetches the scripts without running
 * them, and the stylesheets stay render-blocking as they were, so the static header is styled.
 */
export function bootPreloads(appEntry = '/src/main.tsx'): Plugin {
  return {
    name: 'boot-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, Chunk | { type: 'asset' }>;
        const chunks = Object.entries(bundle).filter((e): e is [string, Chunk] => e[1].type === 'chunk');
        const app = chunks.find(([, c]) => c.facadeModuleId?.endsWith(appEntry));
        if (!app) throw new Error(`boot-preloads: no chunk for ${appEntry}`);
        const seen = new Set<string>();
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const walk = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk' || seen.has(file)) return;
          seen.add(file);
          // Vite already lists the boot entry's own imports.
          if (!html.includes(`/${file}"`)) scripts.add(file);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const dep of chunk.imports) walk(dep);
        };
        walk(app[0]);
        return [
          ...[...styles].map((href) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
          ...[...scripts].map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
