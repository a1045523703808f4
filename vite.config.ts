import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * Trims react-router in the production bundle, the seller login's first download:
 * - Its package points bundlers at its development build only; the production build it also ships differs
 *   in one line, `ENABLE_DEV_WARNINGS = false`, which this sets.
 * - It creates its components and contexts with unannotated top-level calls (`var Form =
 *   React.forwardRef(...)`) and names them with top-level `X.displayName = "..."` writes, so the bundler
 *   keeps every one (forms, fetchers, framework links...) whether the app uses it or not. Marking those
 *   calls pure and dropping the names lets the unused ones go.
 * If a new react-router version writes these differently, nothing matches and only the size grows back.
 */
function trimReactRouter(): Plugin {
  return {
    name: 'trim-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler(code) {
        return {
          code: code
            .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
            .replace(
              /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\(|Symbol\(|new (?:Set|URL)\(|Object\.getOwnPropertyNames\()/gm,
              '$1/* @__PURE__ */ $2',
            )
            .replace(/^\w+\.displayName = "[^"\n]*";$/gm, ''),
          map: null,
        };
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), trimReactRouter()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The page links no module to preload (one entry chunk), and the lazy screens' preloads fall back to
    // rel="preload" where modulepreload is unknown: the polyfill would only add to the first download.
    // The first download lists, for each lazy screen, the files to fetch with it (about 15 gzip bytes a file). The
    // staff's areas and logins list only their styles: their scripts then come one round trip later, on a laptop
    // at school, while the families' screens (shop, seller page, family page) keep theirs.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps) =>
        /^assets\/(admin|coordinator|auth)-/.test(filename)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
    // Everything the first page imports in one file: otherwise the bundler moves what the lazy screens share with
    // it (React, the router, the language layer) into a second file, and two files compress worse than one.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/demo-store': `http://127.0.0.1:${apiPort}`,
      // The server-rendered public pages: share links, class pages, leaderboards and donation receipts.
      '/s/': `http://127.0.0.1:${apiPort}`,
      '/t/': `http://127.0.0.1:${apiPort}`,
      '/g/': `http://127.0.0.1:${apiPort}`,
      '/r/': `http://127.0.0.1:${apiPort}`,
    },
  },
});
