// A Babel plugin of the build (vite.config.ts): `import { Button, Dialog } from '@chakra-ui/react'`
// becomes one import per name, straight from the module of Chakra's that defines it. Chakra's
// index re-exports every component, so through it every screen's module graph reached all of
// them, and the build's chunk rule (signedInChunks) could not tell which screen needs which: the
// chunk shared by every signed-in screen carried every component any screen used (a combobox,
// a slider, a file upload, …). Imported straight, each component goes where it is used.
// Only the build rewrites: the tests and the dev server import the index as written. Names the
// index takes from another package (`@ark-ui/react/portal`) are resolved from Chakra's own folder,
// where that package is installed (the Vite plugin beside the Babel one).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginObj, types as t } from '@babel/core';
import type { Plugin } from 'vite';

const PACKAGE = '@chakra-ui/react';

/** Where a name of the index comes from: a module and its name there (`*` for a namespace). */
interface Origin {
  source: string;
  imported: string;
}

/**
 * The index's names, read from its statements: `export { A, B as C } from './x.js';`,
 * `import * as ns from './y.js';` with `export { ns as Name };`. Relative modules become file
 * paths; packages (`@ark-ui/react/tabs`) stay as they are.
 */
function readIndex(indexFile: string): Map<string, Origin> {
  const dir = path.dirname(indexFile);
  const code = readFileSync(indexFile, 'utf8');
  const target = (source: string) => (source.startsWith('.') ? path.join(dir, source) : source);
  const names = new Map<string, Origin>();
  const namespaces = new Map<string, string>();
  for (const [, local, source] of code.matchAll(/^import \* as ([\w$]+) from '([^']+)';$/gm)) namespaces.set(local!, target(source!));
  for (const [, list, source] of code.matchAll(/^export \{([^}]*)\}(?: from '([^']+)')?;$/gm)) {
    for (const entry of list!.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [imported, exported = imported] = entry.split(/\s+as\s+/) as [string, string?];
      if (source) names.set(exported, { source: target(source), imported });
      else if (namespaces.has(imported)) names.set(exported, { source: namespaces.get(imported)!, imported: '*' });
    }
  }
  const unknown = code.split('\n').filter((line) => line.trim() && !/^(["']use strict["'];|import \* as |export \{)/.test(line));
  if (unknown.length) throw new Error(`chakra-direct-imports: ${PACKAGE}'s index has statements it cannot read: ${unknown[0]}`);
  return names;
}

export function chakraDirectImports(): { babel: (api: { types: typeof t }) => PluginObj; plugin: Plugin } {
  // The ES module index (the `import` condition), the one the build bundles.
  const indexFile = fileURLToPath(import.meta.resolve(PACKAGE));
  const names = readIndex(indexFile);
  const packages = new Set([...names.values()].map((origin) => origin.source).filter((source) => !path.isAbsolute(source)));
  const plugin: Plugin = {
    name: 'chakra-direct-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!packages.has(source) || importer === indexFile) return null;
      return this.resolve(source, indexFile, { skipSelf: true });
    },
  };
  const babel = ({ types }: { types: typeof t }): PluginObj => ({
    name: 'chakra-direct-imports',
    visitor: {
      ImportDeclaration(declaration) {
        const { node } = declaration;
        if (node.source.value !== PACKAGE || node.importKind === 'type') return;
        const direct: t.ImportDeclaration[] = [];
        const kept: t.ImportDeclaration['specifiers'] = [];
        const typeSpecifiers: t.ImportSpecifier[] = [];
        for (const specifier of node.specifiers) {
          // A type goes into an `import type` of the index, which the build erases.
          if (specifier.type === 'ImportSpecifier' && specifier.importKind === 'type') {
            typeSpecifiers.push(specifier);
            continue;
          }
          const name = specifier.type === 'ImportSpecifier' ? (specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value) : null;
          const origin = name === null ? undefined : names.get(name);
          if (!origin) {
            kept.push(specifier);
            continue;
          }
          const local = types.identifier(specifier.local.name);
          const imported =
            origin.imported === '*' ? types.importNamespaceSpecifier(local) : types.importSpecifier(local, types.identifier(origin.imported));
          direct.push(types.importDeclaration([imported], types.stringLiteral(origin.source)));
        }
        if (!direct.length) return;
        if (typeSpecifiers.length) {
          const typeImport = types.importDeclaration(
            typeSpecifiers.map((specifier) => types.importSpecifier(specifier.local, specifier.imported)),
            types.stringLiteral(PACKAGE),
          );
          typeImport.importKind = 'type';
          direct.push(typeImport);
        }
        node.specifiers = kept;
        if (kept.length) declaration.insertAfter(direct);
        else declaration.replaceWithMultiple(direct);
      },
    },
  });
  return { babel, plugin };
}
