import type { Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * index.html loads a small entry (src/boot.ts) that imports the app (src/main.tsx) once the
 * browser has painted. This links the app's files in index.html so none of them waits for that:
 * its stylesheets render-blocking as before (the static header paints styled), its scripts as
 * low-priority module preloads, fetched without running, behind the document's stylesheet and
 * logo instead of competing with them for a slow link's first round trips.
 */
export function bootLinks(appEntry = '/src/main.tsx'): Plugin {
  return {
    name: 'boot-links',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, Chunk | { type: 'asset' }>;
        const chunks = Object.entries(bundle).filter((e): e is [string, Chunk] => e[1].type === 'chunk');
        const app = chunks.find(([, c]) => c.facadeModuleId?.endsWith(appEntry));
        if (!app) throw new Error(`boot-links: no chunk for ${appEntry}`);
        const seen = new Set<string>();
        const scripts: string[] = [];
        const styles = new Set<string>();
        const walk = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk' || seen.has(file)) return;
          seen.add(file);
          // Vite already links the boot entry's own imports and styles.
          if (!html.includes(`/${file}"`)) scripts.push(file);
          for (const css of chunk.viteMetadata?.importedCss ?? [])
            if (!html.includes(`/${css}"`)) styles.add(css);
          for (const dep of chunk.imports) walk(dep);
        };
        walk(app[0]);
        const link = (attrs: Record<string, string | boolean>) => ({
          tag: 'link',
          attrs,
          injectTo: 'head' as const,
        });
        return [
          ...[...styles].map((href) => link({ rel: 'stylesheet', crossorigin: true, href: `/${href}` })),
          ...scripts.map((href) =>
            link({ rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${href}` }),
          ),
        ];
      },
    },
  };
}
